import { sumOfMarks } from '@markwise/contract';
import { i18n } from '@/i18n/i18n';

/** One rubric point as the editor holds it; blank marks stay blank until the user types them. */
export type RubricPointDraft = {
  /** A client-side key for React lists and focus; never sent. */
  key: string;
  point: string;
  marks: number | '';
};

export type QuestionDraft = {
  /** A client-side key for React lists and focus; never sent. */
  key: string;
  text: string;
  marks: number | '';
  modelAnswer: string;
  rubric: RubricPointDraft[];
  /** Other answers the teacher accepts as fully right. */
  acceptedAnswers: string[];
  /** Null: the paper's language, whatever it is changed to. */
  language: string | null;
};

let nextKey = 0;
const key = (prefix: string) => {
  nextKey += 1;
  return `${prefix}${nextKey}`;
};

export function newQuestion(): QuestionDraft {
  return {
    key: key('q'),
    text: '',
    marks: '',
    modelAnswer: '',
    rubric: [],
    acceptedAnswers: [],
    language: null,
  };
}

export function newRubricPoint(): RubricPointDraft {
  return { key: key('r'), point: '', marks: '' };
}

/** The sum of marks that may be blank (a blank counts 0). */
export function draftMarks(items: readonly { marks: number | '' }[]): number {
  return sumOfMarks(items.map((item) => ({ marks: Number(item.marks) || 0 })));
}

/**
 * The rubric rule as the editor states it by the rubric: the API refuses rubric points worth more
 * than the question, and a rubric worth less leaves marks no point can award.
 */
export function rubricSummary(question: Pick<QuestionDraft, 'rubric' | 'marks'>): {
  text: string;
  tone: 'ok' | 'short' | 'over';
} {
  const total = draftMarks(question.rubric);
  const marks = Number(question.marks) || 0;
  const text = i18n.t(
    'Rubric points add up to {{total}} of {{marks}} marks; they may not add up to more.',
    { total, marks },
  );
  return { text, tone: total > marks ? 'over' : total < marks ? 'short' : 'ok' };
}

/** Moves the item at `from` one place up (-1) or down (+1); a move past either end changes nothing. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
