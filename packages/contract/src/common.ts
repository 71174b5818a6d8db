import { z } from 'zod';

/** Liveness and readiness answers. */
export const HealthResponse = z
  .object({ status: z.literal('ok'), database: z.enum(['postgres', 'pglite']).optional() })
  .meta({ id: 'HealthResponse', examples: [{ status: 'ok', database: 'postgres' }] });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** The one error shape every failure of the API answers with. */
export const ErrorResponse = z
  .object({
    statusCode: z.number().int(),
    message: z.union([z.string(), z.array(z.string())]),
    error: z.string(),
  })
  .meta({
    id: 'ErrorResponse',
    examples: [{ statusCode: 400, message: ['email: email is required'], error: 'Bad Request' }],
  });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const Id = z.uuid();
export type Id = z.infer<typeof Id>;

export const Role = z.enum(['ADMIN', 'STUDENT']);
export type Role = z.infer<typeof Role>;

export const Gender = z.enum(['MALE', 'FEMALE', 'OTHER']);
export type Gender = z.infer<typeof Gender>;

export const Department = z.enum(['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English']);
export type Department = z.infer<typeof Department>;

/** Timestamps travel as ISO 8601 strings. */
export const Timestamp = z.iso.datetime({ offset: true });

/** A UUID path or body field whose error names the field. */
export const uuidField = (name: string) => z.uuid({ error: `${name} must be a valid id` });

/** Page-number pagination of list endpoints. */
export const PaginationQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(10),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

export const Pagination = z
  .object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof Pagination>;

/** The pagination block for a page of `totalItems` results. */
export function paginationOf(query: PaginationQuery, totalItems: number): Pagination {
  return {
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(totalItems / query.limit)),
    totalItems,
    limit: query.limit,
  };
}

/** The calendar days the API takes; outside them JavaScript and PostgreSQL dates disagree or fail. */
export const ISO_DATE_MIN = '1900-01-01';
export const ISO_DATE_MAX = '2999-12-31';

/** A calendar day as the API takes it in queries: yyyy-MM-dd, between 1900 and 2999. */
export const IsoDate = z.iso
  .date({ error: 'must be a date in the form yyyy-MM-dd' })
  .refine((day) => day >= ISO_DATE_MIN && day <= ISO_DATE_MAX, {
    error: `must be a date between ${ISO_DATE_MIN} and ${ISO_DATE_MAX}`,
  });

/** Where an attempt stands, from started to marked. */
export const PRACTICE_SESSION_STATUSES = [
  'in_progress',
  'submitted',
  'evaluating',
  /** Marked, with answers waiting for a teacher: no total, pass or fail until they are released. */
  'in_review',
  'evaluated',
  'failed',
] as const;
export const PracticeSessionStatus = z
  .enum(PRACTICE_SESSION_STATUSES)
  .meta({ id: 'PracticeSessionStatus' });
export type PracticeSessionStatus = z.infer<typeof PracticeSessionStatus>;
