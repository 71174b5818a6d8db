import { z } from 'zod';
import { dataEnvelope, requestBody } from './common.js';
import { RubricPoint, RubricPointRequest } from './question-papers.js';

/**
 * PUT /questions/:questionId/rubric (and POST …/preview): a question's rubric edited after
 * students answered it. A point keeps its id through a change of wording or marks; one without
 * an id is new; a point left out is removed. Every answer a teacher marked with the rubric gets
 * the marks of its points as they now stand (at most the question's marks).
 */
export const RubricChangeRequest = requestBody(
  'RubricChangeRequest',
  {
    rubric: z
      .array(RubricPointRequest, { error: 'rubric must be a list of points' })
      .min(1, 'rubric must have at least one point')
      .max(50, 'rubric must have at most 50 points'),
  },
  {
    rubric: [
      {
        id: '5f0c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
        point: 'States the law of reflection',
        marks: 2,
      },
      { point: 'Draws the normal at the point of incidence', marks: 1 },
    ],
  },
);
export type RubricChangeRequest = z.infer<typeof RubricChangeRequest>;

/** What a rubric change does to the answers already marked with it. */
export const RubricChangeEffect = z.object({
  /** Answers of the question a teacher marked by ticking its rubric points. */
  markedWithRubric: z.number().int(),
  /** Of those, the answers whose mark the change moves. */
  changing: z.number().int(),
  /** Of the answers changing, those their students can already see. */
  released: z.number().int(),
});
export type RubricChangeEffect = z.infer<typeof RubricChangeEffect>;

export const RubricChangePreviewResponse = dataEnvelope(
  'RubricChangePreviewResponse',
  RubricChangeEffect,
  { markedWithRubric: 24, changing: 9, released: 2 },
);
export type RubricChangePreviewResponse = z.infer<typeof RubricChangePreviewResponse>;

export const RubricChangeResponse = dataEnvelope(
  'RubricChangeResponse',
  RubricChangeEffect.extend({ rubric: z.array(RubricPoint) }),
  {
    markedWithRubric: 24,
    changing: 9,
    released: 2,
    rubric: [
      {
        id: '5f0c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
        point: 'States the law of reflection',
        marks: 2,
      },
      { id: '8a1d2b3c-4e5f-4a6b-8c7d-9e0f1a2b3c4d', point: 'Draws the normal', marks: 1 },
    ],
  },
);
export type RubricChangeResponse = z.infer<typeof RubricChangeResponse>;
