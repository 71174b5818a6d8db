import type { StructuredFeedback } from '@markwise/contract';

/**
 * What a student may read of their marking before the teacher releases the answer key: the marks
 * and the feedback, but nothing taken from the marking guide (model answers, rubric points).
 * Evaluators quote the guide in many ways (the built-in one lists points and key words it missed,
 * a model may paraphrase the model answer), so the test is general rather than per wording: a
 * sentence is withheld when it carries something of the guide the student did not already have,
 * that is a word of the guide that is neither in the question nor in the student's own answer,
 * or a run of QUOTE_RUN words of the guide that the answer does not contain. A withheld sentence
 * costs the student some detail; a kept one can never hand them the answer.
 */
export const GUIDE_WITHHELD =
  'The marking guide is shared when your teacher releases the answer key.';
export const DETAIL_WITHHELD =
  'Some of this feedback names points of the marking guide; you will see it when your teacher releases the answer key.';
/** All of a text named the guide: said once, briefly, since a report repeats it per point. */
export const ALL_WITHHELD = 'Withheld until your teacher releases the answer key.';

/** Consecutive words of the guide that count as a quotation even when each word is common. */
const QUOTE_RUN = 4;
const MIN_WORD_LENGTH = 3;

/** Words too common to give anything away, whatever the guide says. */
const COMMON = new Set(
  `the and for are but not you your with this that from they them their there then than what when
  which who whom whose why how its has have had was were will would can could should may might must
  been being into onto over under about above below also only just more most much many some such
  each every both either neither other another same very too all any few one two three four five
  answer answers question questions mark marks marked marker model rubric point points expected
  covers cover covered covering does did done doing make makes made use used uses using give gives
  given example examples explain explains idea ideas part parts well good better best full fuller
  write written briefly clear clearly student teacher`
    .split(/\s+/)
    .filter(Boolean),
);

export type GuideSource = {
  /** Model answers and rubric points of the questions concerned. */
  guide: readonly string[];
  /** What the student saw or wrote: the questions and their own answers. */
  known: readonly string[];
};

/** The feedback a student may read while the answer key is not released. */
export function redactFeedback(
  feedback: StructuredFeedback,
  source: GuideSource,
): StructuredFeedback {
  const redact = guideRedactor(source);
  return {
    ...feedback,
    guidlines: GUIDE_WITHHELD,
    readable_response: feedback.readable_response,
    marks_per_question: feedback.marks_per_question.map((point) => ({
      ...point,
      feedback: redact(point.feedback),
      ...(point.improvement_suggestion === undefined
        ? {}
        : { improvement_suggestion: redact(point.improvement_suggestion) }),
    })),
  };
}

/** A function that withholds the sentences of a text that quote the guide (see the module note). */
export function guideRedactor(
  source: GuideSource,
  notices: { some: string; all: string } = { some: DETAIL_WITHHELD, all: ALL_WITHHELD },
): (text: string) => string {
  const knownWords = new Set(source.known.flatMap(words));
  const knownRuns = new Set(source.known.flatMap((text) => runs(words(text))));
  const guideWords = new Set(
    source.guide.flatMap(words).filter((word) => isTelling(word) && !knownWords.has(word)),
  );
  const guideRuns = new Set(
    source.guide.flatMap((text) => runs(words(text))).filter((run) => !knownRuns.has(run)),
  );
  const quotes = (sentence: string) => {
    const sentenceWords = words(sentence);
    return (
      sentenceWords.some((word) => guideWords.has(word)) ||
      runs(sentenceWords).some((run) => guideRuns.has(run))
    );
  };
  return (text) => {
    if (!text) return text;
    let withheld = false;
    const kept = text.split('\n').map((line) =>
      // Headings are the report's own structure (its result line), never the evaluator's words.
      line.trimStart().startsWith('#')
        ? line
        : sentences(line)
            .filter((sentence) => {
              if (!quotes(sentence)) return true;
              withheld = true;
              return false;
            })
            .join(' '),
    );
    if (!withheld) return text;
    const result = kept
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    return result ? `${result}\n\n${notices.some}` : notices.all;
  };
}

/** Lower-case words of any script (letters with their combining marks) and numbers (9.81). */
function words(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/\d+(?:[.,]\d+)*|[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? []
  );
}

/**
 * A word that can give the answer away: not a common one; numbers from 10 up or with decimals
 * (0 to 9 are everywhere in a report: question numbers, marks).
 */
const isTelling = (word: string) =>
  /^\d/.test(word) ? word.length >= 2 : [...word].length >= MIN_WORD_LENGTH && !COMMON.has(word);

function runs(list: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + QUOTE_RUN <= list.length; i++)
    out.push(list.slice(i, i + QUOTE_RUN).join(' '));
  return out;
}

/** A line cut after . ! ? (and the Devanagari danda), keeping markdown list markers with their item. */
function sentences(line: string): string[] {
  return line.split(/(?<=[.!?।])\s+/u).filter((part) => part.trim() !== '');
}
