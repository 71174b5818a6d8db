import type { RubricChangeEffect, RubricChangeRequest } from '@markwise/contract';
import type { RubricPoint, RubricPointDraft } from '@markwise/db';
import { conflict, invalid } from '../../common/errors/domain-errors.js';

/**
 * A mark given by ticking rubric points is the sum of their marks, at most the question's: the
 * one rule behind a teacher's rubric mark and the re-marks a rubric change makes.
 */
export function rubricMark(
  rubric: readonly RubricPointDraft[],
  pointIds: readonly string[],
  maxMarks: number,
): number {
  const byId = new Map(rubric.map((point) => [point.id, point.marks]));
  return Math.min(
    maxMarks,
    pointIds.reduce((sum, id) => sum + (byId.get(id) ?? 0), 0),
  );
}

/** Refuses a rubric mark whose points are not the question's, or whose marks are not theirs. */
export function checkRubricMark(
  question: { rubric: RubricPoint[] | null; marks: number },
  pointIds: readonly string[],
  marks: number,
) {
  const known = new Set((question.rubric ?? []).map((point) => point.id));
  if (new Set(pointIds).size !== pointIds.length) {
    throw invalid('rubricPointIds must name each point once');
  }
  if (pointIds.some((id) => !known.has(id))) {
    throw conflict("The question's rubric has changed since it was shown; tick its points again");
  }
  const expected = rubricMark(question.rubric ?? [], pointIds, question.marks);
  if (marks !== expected) {
    throw invalid(`marks must be ${expected}, what the rubric points ticked give`);
  }
}

/**
 * The rubric as edited: a point with an id is the question's point of that id, reworded or
 * re-marked; one without is new; a point left out is gone.
 */
export function revisedRubric(
  current: readonly RubricPoint[],
  requested: RubricChangeRequest['rubric'],
): RubricPointDraft[] {
  const known = new Set(current.map((point) => point.id));
  const seen = new Set<string>();
  requested.forEach(({ id }, index) => {
    if (id === undefined) return;
    if (!known.has(id)) throw invalid(`rubric[${index}].id is not a point of this question`);
    if (seen.has(id)) throw invalid(`rubric[${index}].id names a point already given`);
    seen.add(id);
  });
  return requested;
}

type MarkedAnswer = {
  sessionId: string;
  marksAwarded: number | null;
  rubricPointIds: string[];
  released: boolean;
};

/** The answers whose mark a rubric moves, each with its new mark and the points still ticked. */
export function rubricRemarks(
  answers: readonly MarkedAnswer[],
  rubric: readonly RubricPointDraft[],
  maxMarks: number,
) {
  const ids = new Set(rubric.flatMap((point) => (point.id ? [point.id] : [])));
  return answers.flatMap((answer) => {
    const marks = rubricMark(rubric, answer.rubricPointIds, maxMarks);
    if (marks === answer.marksAwarded) return [];
    const rubricPointIds = answer.rubricPointIds.filter((id) => ids.has(id));
    return [{ ...answer, marks, rubricPointIds }];
  });
}

export function rubricChangeEffect(
  answers: readonly MarkedAnswer[],
  remarks: readonly MarkedAnswer[],
): RubricChangeEffect {
  return {
    markedWithRubric: answers.length,
    changing: remarks.length,
    released: remarks.filter((answer) => answer.released).length,
  };
}
