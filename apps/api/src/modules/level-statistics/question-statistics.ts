import { MISSING_POINTS_SHOWN, type QuestionStatistics } from '@markwise/contract';
import { quotedPoint } from '@markwise/evaluator';

/** A question of the level's paper, as the statistics read it. */
export type PaperQuestion = {
  id: string;
  number: number;
  text: string;
  marks: number;
  rubric: readonly { point: string; marks: number }[] | null;
};

/** One answer of a counted attempt. */
export type AnswerMark = {
  sessionId: string;
  questionId: string;
  /** Null while the answer has no mark. */
  marks: number | null;
  /** The improvement suggestions of its feedback (they name the rubric points it missed). */
  suggestions: readonly string[];
};

/** A question's text in a table: markdown marks and runs of spaces gone, 120 characters at most. */
const TEXT_MAX = 120;

/**
 * Per question of the paper, in question order: mean, facility, discrimination, distribution and
 * the most often missed rubric points over the given answers (one per question per attempt).
 * An attempt's total is the sum of its marked answers to the paper's questions.
 */
export function questionStatistics(
  questions: readonly PaperQuestion[],
  answers: readonly AnswerMark[],
): QuestionStatistics[] {
  const known = new Set(questions.map((question) => question.id));
  const totals = new Map<string, number>();
  for (const answer of answers) {
    if (answer.marks === null || !known.has(answer.questionId)) continue;
    totals.set(answer.sessionId, (totals.get(answer.sessionId) ?? 0) + answer.marks);
  }
  return [...questions]
    .sort((a, b) => a.number - b.number)
    .map((question) => {
      const marked = answers.filter(
        (answer): answer is AnswerMark & { marks: number } =>
          answer.questionId === question.id && answer.marks !== null,
      );
      const marks = marked.map((answer) => answer.marks);
      const rest = marked.map((answer) => (totals.get(answer.sessionId) ?? 0) - answer.marks);
      const mean = marks.length > 0 ? sum(marks) / marks.length : null;
      return {
        questionId: question.id,
        number: question.number,
        text: shortText(question.text),
        marks: question.marks,
        n: marks.length,
        mean: mean === null ? null : round(mean, 2),
        facility: mean === null || question.marks <= 0 ? null : round(mean / question.marks, 3),
        discrimination: nullableRound(pearson(marks, rest), 3),
        distribution: distribution(marks, question.marks),
        missingPoints: missingPoints(question, marked),
      };
    });
}

/**
 * Pearson's correlation of two equally long series; null under three pairs or when either never
 * varies (a question everyone got equally right says nothing about who is stronger).
 */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 3 || ys.length !== n) return null;
  const meanX = sum(xs) / n;
  const meanY = sum(ys) / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = xs[i]! - meanX;
    const dy = ys[i]! - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  if (varianceX <= 1e-12 || varianceY <= 1e-12) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}

/**
 * Answers per whole mark from 0 to the question's marks: a half mark counts with the whole mark
 * below it (1.5 under 1), and a mark outside the range with the nearest end.
 */
export function distribution(marks: readonly number[], allocated: number) {
  const top = Math.max(0, Math.floor(allocated));
  const counts = Array.from({ length: top + 1 }, () => 0);
  for (const mark of marks) {
    const bucket = Math.min(top, Math.max(0, Math.floor(mark)));
    counts[bucket]! += 1;
  }
  return counts.map((count, marksOfBucket) => ({ marks: marksOfBucket, count }));
}

/**
 * The rubric points most often missed, most first, then in rubric order; at most three, none
 * missed by nobody. An answer missed a point when it earned nothing (no point earned in full), or
 * when it earned less than full marks and its improvement suggestion names the point the way the
 * evaluator's feedback names missed points ("the point", in double quotes). An answer with full
 * marks missed none, whatever its suggestion says.
 */
export function missingPoints(
  question: Pick<PaperQuestion, 'marks' | 'rubric'>,
  answers: readonly { marks: number; suggestions: readonly string[] }[],
) {
  const rubric = (question.rubric ?? []).filter((point) => point.point.trim().length > 0);
  if (rubric.length === 0) return [];
  const counts = rubric.map((point) => {
    const names = [quotedPoint(point.point), `"${point.point}"`];
    const missedBy = answers.filter((answer) => {
      if (answer.marks >= question.marks) return false;
      if (answer.marks <= 0) return true;
      return answer.suggestions.some((text) => names.some((name) => text.includes(name)));
    });
    return { point: point.point.trim(), count: missedBy.length };
  });
  return counts
    .map((entry, order) => ({ ...entry, order }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, MISSING_POINTS_SHOWN)
    .map(({ point, count }) => ({ point, count }));
}

/** Plain words of a question for a table: markdown emphasis, headings and spacing removed. */
export function shortText(text: string): string {
  const plain = text
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > TEXT_MAX ? `${plain.slice(0, TEXT_MAX - 1)}…` : plain;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const nullableRound = (value: number | null, digits: number) =>
  value === null ? null : round(value, digits);
