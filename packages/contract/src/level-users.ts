import { z } from 'zod';
import {
  component,
  dataEnvelope,
  EXAMPLE_PAGINATION,
  ISO_DATE_MAX,
  ISO_DATE_MIN,
  IsoDate,
  optionalFilter,
  Pagination,
  PaginationQuery,
  PRACTICE_SESSION_STATUSES,
  PracticeSessionStatus,
  Timestamp,
} from './common.js';

/** A student's class is at most this long (the students form's rule). */
const LEVEL_USERS_CLASS_MAX = 50;

/**
 * Which students a level report holds: a range of UTC days, the status of each student's latest
 * attempt in it, the student's class. `exam_date` is a one-day range; `from` and `to` are
 * inclusive, either may be left open; with none of the three the range is today.
 */
const levelUsersFilter = {
  /** One UTC day (a range from and to that day); not with `from` or `to`. */
  exam_date: IsoDate.optional(),
  /** First UTC day of the range, inclusive; open when left out and `to` is given. */
  from: IsoDate.optional(),
  /** Last UTC day of the range, inclusive; open when left out and `from` is given. */
  to: IsoDate.optional(),
  /** Only students whose latest attempt in the range has this status. */
  status: z
    .enum(PRACTICE_SESSION_STATUSES, {
      error: `must be one of ${PRACTICE_SESSION_STATUSES.join(', ')}`,
    })
    .optional(),
  /** Only students of this class, as stored on the student ('Grade 10A'); blank: every class. */
  class: optionalFilter('class', LEVEL_USERS_CLASS_MAX),
};

/** How the level reports' status filter and export name each status. */
export const LEVEL_USER_STATUS_LABELS: Record<PracticeSessionStatus, string> = {
  in_progress: 'In progress',
  submitted: 'Submitted',
  evaluating: 'Evaluating',
  in_review: 'In review',
  evaluated: 'Evaluated',
  failed: 'Failed',
};

type RangeFields = { exam_date?: string; from?: string; to?: string };

/** A range is a day or from..to, never both, and does not end before it starts. */
function checkRange(query: RangeFields, context: z.RefinementCtx) {
  if (query.exam_date && (query.from || query.to)) {
    context.addIssue({
      code: 'custom',
      path: ['exam_date'],
      message: 'cannot be combined with from or to',
    });
  }
  if (query.from && query.to && query.from > query.to) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
  }
}

/** GET /user-journeys/level/:levelId/users: a level's students in a range of days, a page of them. */
export const LevelUsersQuery = PaginationQuery.extend(levelUsersFilter)
  // No meta id: @nestjs/swagger expands only an inline object schema into query parameters.
  .strict()
  .superRefine(checkRange);
export type LevelUsersQuery = z.output<typeof LevelUsersQuery>;

export const LEVEL_USERS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type LevelUsersExportFormat = (typeof LEVEL_USERS_EXPORT_FORMATS)[number];

/** GET /user-journeys/level/:levelId/users/export: every row the same filters match, as a file. */
export const LevelUsersExportQuery = z
  .object({
    ...levelUsersFilter,
    format: z.enum(LEVEL_USERS_EXPORT_FORMATS, { error: 'must be csv or xlsx' }).default('csv'),
  })
  .strict()
  .superRefine(checkRange);
export type LevelUsersExportQuery = z.output<typeof LevelUsersExportQuery>;

/** The media type of each export format. */
export const LEVEL_USERS_EXPORT_TYPES: Record<LevelUsersExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A level's title as a file name's start: lower-case letters, digits and dashes, 40 at most. */
export function exportFileSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'level'
  );
}

/**
 * An export's file name: the level's title as letters, digits and dashes, then its days (one day,
 * first_to_last, or all-time when the range has no ends).
 */
export function levelUsersExportFileName(options: {
  title: string;
  firstDay: string;
  lastDay: string;
  format: LevelUsersExportFormat;
}): string {
  const { title, firstDay, lastDay, format } = options;
  const slug = exportFileSlug(title);
  let days = `${firstDay}_to_${lastDay}`;
  if (firstDay === lastDay) days = firstDay;
  else if (firstDay === ISO_DATE_MIN && lastDay === ISO_DATE_MAX) days = 'all-time';
  return `${slug}-${days}.${format}`;
}

/** What the report is of: the level, the paper it is sat on, and where its journey is. */
export const LevelReportHeader = component('LevelReportHeader', {
  _id: z.string(),
  title: z.string(),
  /** The course (`examId` in the journey's address). */
  examId: z.string(),
  subjectId: z.string(),
  /** The paper the level is sat on; null when none is linked. */
  paper: z.object({ title: z.string(), qpCode: z.string() }).nullable(),
});
export type LevelReportHeader = z.infer<typeof LevelReportHeader>;

/** The result of an evaluated attempt (`overall_report`); markdown report. */
export const SessionOverallReport = component(
  'SessionOverallReport',
  {
    marks_awarded: z.number(),
    marks_allocated: z.number(),
    isPass: z.boolean(),
    overall_report: z.string(),
  },
  {
    marks_awarded: 32.5,
    marks_allocated: 40,
    isPass: true,
    overall_report: '## Overall result: 32.5/40 (81%), Passed',
  },
);
export type SessionOverallReport = z.infer<typeof SessionOverallReport>;

export const LEVEL_USER_COMPLETIONS = ['completed', 'in_progress'] as const;

/** A student's attempts on the level during the chosen range. */
export const LevelUserProgress = component('LevelUserProgress', {
  /** 'completed' when the student's latest attempt in the range has been evaluated. */
  completion: z.enum(LEVEL_USER_COMPLETIONS),
  /** Attempts started in the range. */
  attempts: z.number().int(),
  /** Marks of the latest evaluated attempt in the range, 0 when none is evaluated. */
  marks_earned: z.number(),
  /** The latest attempt in the range. */
  session_id: z.string(),
  /** Where the latest attempt in the range stands: in progress, submitted, being marked, marked. */
  status: PracticeSessionStatus,
  /** Result of the latest evaluated attempt in the range; null when none is evaluated. */
  overall_report: SessionOverallReport.nullable(),
});
export type LevelUserProgress = z.infer<typeof LevelUserProgress>;

export const LevelUser = component('LevelUser', {
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The student's class ('Grade 10A'), null when none is set. */
  class: z.string().nullable(),
  /** Start of the student's latest attempt in the range. */
  timestamp: Timestamp,
  level_progress: LevelUserProgress,
});
export type LevelUser = z.infer<typeof LevelUser>;

export const LevelUsersResponse = dataEnvelope(
  'LevelUsersResponse',
  z.object({
    level: LevelReportHeader,
    /** Latest attempt first, then by user id. */
    users: z.array(LevelUser),
    /** Students the filters match (an attempt in the range, status, class), whatever the page. */
    totalAttempted: z.number().int(),
    /** Of those, the students whose latest attempt in the range is evaluated. */
    totalCompleted: z.number().int(),
    pagination: Pagination,
  }),
  {
    level: {
      _id: '2f6d8c1a-4b3e-4f5a-9c7d-1e2f3a4b5c6d',
      title: 'Unit test: Light',
      examId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      subjectId: '7d9e2f4a-1b3c-4d5e-8f6a-9b0c1d2e3f4a',
      paper: { title: 'Light: unit test', qpCode: 'PHY-10-UT-01' },
    },
    users: [
      {
        _id: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11',
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha.verma@example.edu',
        class: 'Grade 10A',
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
    pagination: EXAMPLE_PAGINATION,
  },
);
export type LevelUsersResponse = z.infer<typeof LevelUsersResponse>;
