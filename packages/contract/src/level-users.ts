import { z } from 'zod';
import {
  IsoDate,
  Pagination,
  PaginationQuery,
  PracticeSessionStatus,
  Timestamp,
} from './common.js';

/** GET /user-journeys/level/:levelId/users: one UTC day of a level's attempts, a page of students. */
export const LevelUsersQuery = PaginationQuery.extend({
  /** The UTC day the attempts started on; today when left out. */
  exam_date: IsoDate.optional(),
})
  // No meta id: @nestjs/swagger expands only an inline object schema into query parameters.
  .strict();
export type LevelUsersQuery = z.infer<typeof LevelUsersQuery>;

/** The result of an evaluated attempt (`overall_report`); markdown report. */
export const SessionOverallReport = z
  .object({
    marks_awarded: z.number(),
    marks_allocated: z.number(),
    isPass: z.boolean(),
    overall_report: z.string(),
  })
  .meta({
    id: 'SessionOverallReport',
    examples: [
      {
        marks_awarded: 32.5,
        marks_allocated: 40,
        isPass: true,
        overall_report: '## Overall result: 32.5/40 (81%), Passed',
      },
    ],
  });
export type SessionOverallReport = z.infer<typeof SessionOverallReport>;

export const LEVEL_USER_COMPLETIONS = ['completed', 'in_progress'] as const;

/** A student's attempts on the level during the chosen day. */
export const LevelUserProgress = z
  .object({
    /** 'completed' when the student's latest attempt of the day has been evaluated. */
    completion: z.enum(LEVEL_USER_COMPLETIONS),
    /** Attempts started that day. */
    attempts: z.number().int(),
    /** Marks of the latest evaluated attempt of the day, 0 when none is evaluated. */
    marks_earned: z.number(),
    /** The latest attempt of the day. */
    session_id: z.string(),
    /** Where the latest attempt of the day stands: in progress, submitted, being marked, marked. */
    status: PracticeSessionStatus,
    /** Result of the latest evaluated attempt of the day; null when none is evaluated. */
    overall_report: SessionOverallReport.nullable(),
  })
  .meta({ id: 'LevelUserProgress' });
export type LevelUserProgress = z.infer<typeof LevelUserProgress>;

export const LevelUser = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** Start of the student's latest attempt of the day. */
    timestamp: Timestamp,
    level_progress: LevelUserProgress,
  })
  .meta({ id: 'LevelUser' });
export type LevelUser = z.infer<typeof LevelUser>;

export const LevelUsersResponse = z
  .object({
    data: z.object({
      /** Latest attempt first, then by user id. */
      users: z.array(LevelUser),
      /** Students with at least one attempt that day, whatever the page. */
      totalAttempted: z.number().int(),
      /** Students whose latest attempt that day is evaluated. */
      totalCompleted: z.number().int(),
      pagination: Pagination,
    }),
  })
  .meta({
    id: 'LevelUsersResponse',
    examples: [
      {
        data: {
          users: [
            {
              _id: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11',
              firstName: 'Asha',
              lastName: 'Verma',
              email: 'asha.verma@example.edu',
              timestamp: '2025-03-14T09:30:00.000Z',
              level_progress: {
                completion: 'completed',
                attempts: 2,
                marks_earned: 32.5,
                session_id: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
                overall_report: {
                  marks_awarded: 32.5,
                  marks_allocated: 40,
                  isPass: true,
                  overall_report: '## Overall result: 32.5/40 (81%), Passed',
                },
              },
            },
          ],
          totalAttempted: 1,
          totalCompleted: 1,
          pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 },
        },
      },
    ],
  });
export type LevelUsersResponse = z.infer<typeof LevelUsersResponse>;
