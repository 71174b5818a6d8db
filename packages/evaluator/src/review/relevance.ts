import type { ReviewReason } from '../types.js';
import type { AnalyzedAnswer } from '../scoring/features.js';
import { relationConflicts } from './relations.js';
import type { Script } from '../text/script.js';
import { isHinglishStopWord } from '../text/hinglish.js';
import { isStopWord } from '../text/stopwords.js';
import type { Token } from '../text/tokenize.js';

/**
 * Answers that must not earn marks by resemblance alone: unrelated text, the question given back,
 * keywords without sentences, a dump of text. Each is named for the teacher; the first two get no
 * marks, the others keep at most `GATED_SHARE` of them until a teacher decides.
 */
export type RelevanceGate = ReviewReason & {
  /** The largest share of the marks the suggestion may keep. */
  maxShare: number;
};

/** Below the pass mark of any sensible exam: accepting the suggestion never passes such an answer. */
export const GATED_SHARE = 0.4;

/** Keyword lists: at least this many content words, and almost no function words among them. */
const KEYWORD_LIST_MIN_WORDS = 5;
const KEYWORD_LIST_MAX_FUNCTION_SHARE = 0.1;
/** Text dumps: this many content words, this many times the expected answer's, mostly unrelated. */
const DUMP_MIN_WORDS = 80;
const DUMP_LENGTH_FACTOR = 5;
const DUMP_MAX_PRECISION = 0.2;

export function relevanceGates(input: {
  analyzed: AnalyzedAnswer;
  tokens: readonly Token[];
  referenceSize: number;
  /** Matching keys of the expected answer's words (the question's included). */
  referenceKeys: Iterable<string>;
  /** Similarity to the class's answers, when given. */
  peer: number | undefined;
  answer: string;
  reference: string;
  /** The answer's script: function words are only known for English and Hindi. */
  script: Script | null;
  /** The answer is Hindi typed in Latin letters: its function words are Hindi ones. */
  transliterated?: boolean;
}): RelevanceGate[] {
  const { analyzed, tokens } = input;
  const gates: RelevanceGate[] = [];
  const related =
    Math.max(analyzed.recall, analyzed.precision, analyzed.questionOverlap, input.peer ?? 0) > 0;
  if (!related) {
    gates.push({
      code: 'off_topic',
      detail: 'The answer shares no key word with the question or the expected answer.',
      maxShare: 0,
    });
    return gates;
  }
  // Only an answer with no word of its own: when a question's words are its answer ("the address
  // of a variable"), one word more can be the whole of a right answer.
  if (analyzed.terms.length > 0 && analyzed.questionOverlap === 1) {
    gates.push({
      code: 'restated_question',
      detail:
        'The answer mostly repeats the words of the question and adds nothing of the expected answer.',
      maxShare: 0,
    });
  }
  const words = tokens.filter((token) => /\p{L}/u.test(token.text));
  const functionWords = words.filter(
    (token) => isStopWord(token.text) || (input.transliterated && isHinglishStopWord(token.text)),
  ).length;
  const content = words.length - functionWords;
  if (
    (input.script === 'Latin' || input.script === 'Devanagari') &&
    content >= KEYWORD_LIST_MIN_WORDS &&
    functionWords / Math.max(words.length, 1) < KEYWORD_LIST_MAX_FUNCTION_SHARE
  ) {
    gates.push({
      code: 'keyword_list',
      detail:
        'The answer is a list of words without sentences; a teacher should judge whether it shows understanding.',
      maxShare: GATED_SHARE,
    });
  }
  // Every word counts here, repeats too: a paragraph pasted around the answer is mostly unrelated.
  const expectedKeys = new Set(input.referenceKeys);
  const relevant = analyzed.terms.filter((term) => expectedKeys.has(term.key)).length;
  if (
    content >= DUMP_MIN_WORDS &&
    content >= DUMP_LENGTH_FACTOR * Math.max(input.referenceSize, 1) &&
    relevant / Math.max(analyzed.terms.length, 1) < DUMP_MAX_PRECISION
  ) {
    gates.push({
      code: 'text_dump',
      detail: `The answer is ${content} words long, most of them unrelated to the expected answer.`,
      maxShare: GATED_SHARE,
    });
  }
  const [conflict] = relationConflicts(input.reference, input.answer);
  if (conflict) {
    gates.push({
      code: 'role_reversal',
      detail: `The answer uses the expected words tied the other way round: "${conflict.written}" where the expected answer has "${conflict.expected}".`,
      maxShare: GATED_SHARE,
    });
  }
  return gates;
}
