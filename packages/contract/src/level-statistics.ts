import { z } from 'zod';
import { component, dataEnvelope } from './common.js';
import {
  exportFileSlug,
  LEVEL_USERS_EXPORT_FORMATS,
  LevelReportHeader,
  type LevelUsersExportFormat,
} from './level-users.js';

/** How many of a question's most often missed rubric points the statistics name. */
export const MISSING_POINTS_SHOWN = 3;

/** How many answers earned a whole mark: `marks` covers marks ≥ marks and < marks + 1. */
export const MarkBucket = component('MarkBucket', {
  marks: z.number().int(),
  count: z.number().int(),
});
export type MarkBucket = z.infer<typeof MarkBucket>;

/** A rubric point and how many marked answers did not earn it in full. */
export const MissingRubricPoint = component('MissingRubricPoint', {
  point: z.string(),
  count: z.number().int(),
});
export type MissingRubricPoint = z.infer<typeof MissingRubricPoint>;

/** How a question of the level's paper went, over each student's latest marked attempt. */
export const QuestionStatistics = component('QuestionStatistics', {
  questionId: z.string(),
  number: z.number().int(),
  /** The question's text, shortened for a table (plain words, at most 120 characters). */
  text: z.string(),
  /** Marks the question is worth. */
  marks: z.number(),
  /** Marked answers counted. */
  n: z.number().int(),
  /** Mean mark; null with no marked answer. */
  mean: z.number().nullable(),
  /** Mean mark over the marks allocated, 0-1: how easy the question was; null with no answer. */
  facility: z.number().nullable(),
  /**
   * Corrected item-total correlation: Pearson's r between the question's mark and the rest of the
   * paper's total on the same attempts, -1..1 (higher: the question separates stronger students
   * from weaker ones). Null under three attempts, or when either side never varies.
   */
  discrimination: z.number().nullable(),
  /** Answers per whole mark, 0 to the question's marks, every mark listed (zero counts too). */
  distribution: z.array(MarkBucket),
  /** The rubric points most often missed, most first (at most three); empty without a rubric. */
  missingPoints: z.array(MissingRubricPoint),
});
export type QuestionStatistics = z.infer<typeof QuestionStatistics>;

/** GET /levels/:levelId/statistics: per question of the level's paper, how it went. */
export const LevelStatisticsResponse = dataEnvelope(
  'LevelStatisticsResponse',
  z.object({
    level: LevelReportHeader,
    /** Students counted: each one's latest attempt at the level that has marks. */
    attempts: z.number().int(),
    /** In question order; empty when the level has no paper. */
    questions: z.array(QuestionStatistics),
  }),
  {
    level: {
      _id: '2f6d8c1a-4b3e-4f5a-9c7d-1e2f3a4b5c6d',
      title: 'Unit test: Light',
      examId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      subjectId: '7d9e2f4a-1b3c-4d5e-8f6a-9b0c1d2e3f4a',
      paper: { title: 'Light: unit test', qpCode: 'PHY-10-UT-01' },
    },
    attempts: 24,
    questions: [
      {
        questionId: '2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b',
        number: 1,
        text: 'State the laws of reflection.',
        marks: 2,
        n: 24,
        mean: 1.5,
        facility: 0.75,
        discrimination: 0.42,
        distribution: [
          { marks: 0, count: 2 },
          { marks: 1, count: 8 },
          { marks: 2, count: 14 },
        ],
        missingPoints: [{ point: 'The normal lies in the same plane', count: 9 }],
      },
    ],
  },
);
export type LevelStatisticsResponse = z.infer<typeof LevelStatisticsResponse>;

/** GET /levels/:levelId/gradebook: the level's students × questions, as a file. */
export const GradebookQuery = z
  .object({
    format: z.enum(LEVEL_USERS_EXPORT_FORMATS, { error: 'must be csv or xlsx' }).default('csv'),
  })
  // No meta id: @nestjs/swagger expands only an inline object schema into query parameters.
  .strict();
export type GradebookQuery = z.output<typeof GradebookQuery>;

/** A gradebook's file name: the level's title as letters, digits and dashes, then -gradebook. */
export function gradebookFileName(title: string, format: LevelUsersExportFormat): string {
  return `${exportFileSlug(title)}-gradebook.${format}`;
}
