import {
  analyze,
  coverPoints,
  EMPTY_LEXICON,
  loadShippedLexicon,
  splitIntoPoints,
  stripMarkerDirectedText,
} from '@markwise/evaluator';

/** A point of the marking guide the student's exam answer missed. */
export type MissedPoint = { text: string; marks: number };

/** What the tutor works from: never shown to the student as such. */
export type TutorCase = {
  question: string;
  /** The student's answer in the exam. */
  answer: string;
  missed: readonly MissedPoint[];
  /** Whether the teacher has released the answer key: only then may a point be stated. */
  keyReleased: boolean;
};

/** Where the walk stands: which missed point, how many hints it has had, which were found. */
export type OfflineTutorState = { point: number; hints: number; found: number[] };

export type TutorTurn = { text: string; state: OfflineTutorState; finished: boolean };

/** A reply earning this share of a point's credit has found the idea (recall ≈ 0.4). */
const FOUND_CREDIT = 0.5;

/** The shipped word vectors, for matching a reply softly as the evaluator matches answers. */
const scoring = () => ({ lexicon: loadShippedLexicon() });

/**
 * The points of the marking guide an answer did not make: the rubric's points, else the model
 * answer's sentences sharing the question's marks. A point counts as made from the credit the
 * built-in evaluator would give it (FOUND_CREDIT), the bar a tutor reply must clear too.
 */
export function missedPoints(question: GuidedQuestion & { answer: string }): MissedPoint[] {
  return pointCoverage(question, question.answer)
    .filter((coverage) => coverage.credit < FOUND_CREDIT)
    .map(({ point, marks }) => ({ text: point, marks: Math.round(marks * 10) / 10 }));
}

/** A question with its marking guide, as the paper has it. */
export type GuidedQuestion = {
  text: string;
  marks: number;
  modelAnswer: string | null;
  rubric: readonly { point: string; marks: number }[] | null;
};

/**
 * How much of each point of the guide (the rubric's points, else the model answer's sentences
 * sharing the question's marks) the text makes, as the built-in evaluator credits a rubric point.
 */
export function pointCoverage(
  question: GuidedQuestion,
  text: string,
): ReturnType<typeof coverPoints> {
  const sentences = splitIntoPoints(question.modelAnswer ?? '');
  const guide =
    question.rubric && question.rubric.length > 0
      ? question.rubric
      : sentences.map((point) => ({ point, marks: question.marks / sentences.length }));
  return coverPoints(
    { question: question.text, points: guide, answer: stripMarkerDirectedText(text).text },
    scoring(),
  );
}

/** Words of a point that already appear in the student's answer or the question. */
export function sharedWords(point: string, known: string): string[] {
  const knownTerms = analyze(known, EMPTY_LEXICON);
  const pointKeys = new Set(analyze(point, EMPTY_LEXICON).map((term) => term.key));
  const seen = new Set<string>();
  const words: string[] = [];
  for (const term of knownTerms) {
    if (!pointKeys.has(term.key) || seen.has(term.key)) continue;
    seen.add(term.key);
    words.push(term.surface);
  }
  return words;
}

/** What kind of idea a point is, told without any of its words. */
export function shapeOf(point: string): string {
  if (/\d/.test(point)) return 'It involves a number or a quantity.';
  if (/\b(because|due to|so that|therefore|causes?|leads? to|results? in|since)\b/i.test(point))
    return 'It explains a cause or a reason: ask yourself why, or what follows from what.';
  if (/\b(is called|are called|is known as|means|is defined as|refers to)\b/i.test(point))
    return 'It names or defines something the question is about.';
  if (/\b(for example|such as|e\.g\.|for instance)\b/i.test(point)) return 'It gives an example.';
  return 'Think about what happens, and why, in the situation the question describes.';
}

const marksOf = (marks: number) => `${marks} mark${marks === 1 ? '' : 's'}`;

/**
 * The offline Socratic tutor: without a language model it walks the points the exam answer
 * missed, one at a time, as questions. Each hint is built from the question, the student's own
 * words and the point's shape, never from the point's words, so an unreleased answer key is not
 * given away; with the key released, the last hint states the point. A reply is checked as the
 * built-in evaluator checks a rubric point: how much of the point's own words (the question's
 * left out) it says, matched softly; text addressed to the marker counts for nothing.
 */
export class OfflineTutor {
  opening(tutorCase: TutorCase): TutorTurn {
    const intro =
      'I am the offline tutor: no AI model is connected, so I work from your answer and ' +
      'the questions below.';
    if (tutorCase.missed.length === 0) {
      return {
        text: `${intro} Your answer already covers every point of this question. Well done.`,
        state: { point: 0, hints: 0, found: [] },
        finished: true,
      };
    }
    const count = tutorCase.missed.length;
    const first = this.ask(tutorCase, { point: 0, hints: 0, found: [] });
    return {
      text:
        `${intro} Your answer missed ${count === 1 ? 'one idea' : `${count} ideas`}. ` +
        `Let us find ${count === 1 ? 'it' : 'them'} one at a time.\n\n${first.text}`,
      state: first.state,
      finished: false,
    };
  }

  /** The tutor's answer to the student's reply. */
  reply(tutorCase: TutorCase, state: OfflineTutorState, text: string): TutorTurn {
    const point = tutorCase.missed[state.point];
    if (!point) return this.summary(tutorCase, state);
    const [coverage] = coverPoints(
      {
        question: tutorCase.question,
        points: [{ point: point.text, marks: point.marks }],
        answer: stripMarkerDirectedText(text).text,
      },
      scoring(),
    );
    if (coverage && coverage.credit >= FOUND_CREDIT) {
      const found = [...state.found, state.point];
      return this.next(tutorCase, { point: state.point + 1, hints: 0, found }, 'Yes, that is it.');
    }
    if (state.hints >= 2) {
      const giveUp = tutorCase.keyReleased
        ? 'Not quite. Keep the released point in mind and use it in your next answer.'
        : 'Not quite, and I cannot hint more without giving the answer away. Look it up in ' +
          'your notes or textbook, or ask your teacher.';
      return this.next(tutorCase, { ...state, point: state.point + 1, hints: 0 }, giveUp);
    }
    const hinted = this.ask(tutorCase, { ...state, hints: state.hints + 1 });
    return { ...hinted, text: `Not yet. ${hinted.text}` };
  }

  private next(tutorCase: TutorCase, state: OfflineTutorState, verdict: string): TutorTurn {
    if (state.point >= tutorCase.missed.length) {
      const summary = this.summary(tutorCase, state);
      return { ...summary, text: `${verdict} ${summary.text}` };
    }
    const asked = this.ask(tutorCase, state);
    return { ...asked, text: `${verdict}\n\n${asked.text}` };
  }

  /** The question for the current point at its hint level. */
  private ask(tutorCase: TutorCase, state: OfflineTutorState): TutorTurn {
    const point = tutorCase.missed[state.point]!;
    const heading = `Idea ${state.point + 1} of ${tutorCase.missed.length} (${marksOf(point.marks)}).`;
    let text: string;
    if (state.hints === 0) {
      const anchors = sharedWords(point.text, `${tutorCase.question}\n${tutorCase.answer}`);
      text =
        `${heading} Read the question again: which part of it has your answer not explained yet?` +
        (anchors.length > 0
          ? ` The idea is about ${anchors
              .slice(0, 3)
              .map((word) => `"${word}"`)
              .join(', ')}: what more can you say?`
          : ' What would a full answer add?');
    } else if (state.hints === 1) {
      text = `${heading} A hint: ${shapeOf(point.text)} Try to say it in one sentence.`;
    } else if (tutorCase.keyReleased) {
      text = `${heading} Your teacher has released the answer key, so here is the point: "${point.text}". Say it in your own words.`;
    } else {
      text = `${heading} One more try: write what you know about this part of the question, in full sentences.`;
    }
    return { text, state, finished: false };
  }

  private summary(tutorCase: TutorCase, state: OfflineTutorState): TutorTurn {
    const found = state.found.length;
    const total = tutorCase.missed.length;
    return {
      text:
        `That was every idea. You found ${found} of ${total} yourself.` +
        (found < total ? ' Go over the others before your next exam.' : ' Well done.'),
      state,
      finished: true,
    };
  }
}
