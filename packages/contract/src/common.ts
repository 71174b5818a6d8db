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

/** The pagination block of an example page that holds every result: one page of one item. */
export const EXAMPLE_PAGINATION: Pagination = {
  currentPage: 1,
  totalPages: 1,
  totalItems: 1,
  limit: 10,
};

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

/*
 * Schema builders for the shapes many endpoints share. Each gives the same zod schema (and so the
 * same OpenAPI document and error texts) as writing it out; the id is the OpenAPI component name.
 */

/** An object the OpenAPI document names `id` (a component), with its examples if any. */
export const component = <Shape extends z.ZodRawShape>(
  id: string,
  shape: Shape,
  ...examples: unknown[]
) => z.object(shape).meta(examples.length > 0 ? { id, examples } : { id });

/** A JSON request body: a strict object (unknown keys refused) with its documented examples. */
export const requestBody = <Shape extends z.ZodRawShape>(
  id: string,
  shape: Shape,
  ...examples: z.input<z.ZodObject<Shape>>[]
) => z.object(shape).strict().meta({ id, examples });

/** The `{ data }` envelope an answer travels in, with one example of the data. */
export const dataEnvelope = <Data extends z.ZodType>(id: string, data: Data, example: unknown) =>
  z.object({ data }).meta({ id, examples: [{ data: example }] });

/**
 * A record's component and the `{ data }` envelope one of it travels in (`${id}Response`), both
 * with the same example: `const [Course, CourseResponse] = componentWithResponse('Course', ...)`.
 */
export const componentWithResponse = <Shape extends z.ZodRawShape>(
  id: string,
  shape: Shape,
  example: unknown,
) => {
  const record = component(id, shape, example);
  return [record, dataEnvelope(`${id}Response`, record, example)] as const;
};

/** `{ data: [...] }`: a whole list, with one example item. */
export const listEnvelope = <Item extends z.ZodType>(id: string, item: Item, example: unknown) =>
  z.object({ data: z.array(item) }).meta({ id, examples: [{ data: [example] }] });

/** `{ data: [...], pagination }`: one page of a list. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), pagination: Pagination });

/** One page of a list, with one example item. */
export const pageEnvelope = <Item extends z.ZodType>(id: string, item: Item, example: unknown) =>
  pageOf(item).meta({ id, examples: [{ data: [example], pagination: EXAMPLE_PAGINATION }] });

/** `{ message, data }`: what a write answers, the success text beside the written record. */
export const messageEnvelope = <Data extends z.ZodType>(
  id: string,
  data: Data,
  example: { message: string; data: unknown },
) => z.object({ message: z.string(), data }).meta({ id, examples: [example] });

/** A required, trimmed text field whose every error names it: `title is required` and so on. */
export const requiredText = (field: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${field} is required` : `${field} must be text`,
    })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/**
 * Optional text that null clears; the API stores a blank string as null too. (No zod transform:
 * a transforming schema loses its OpenAPI example.)
 */
export const clearableText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text or null` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .optional();

/**
 * Optional text that can be cleared: null (JSON) or an empty string (multipart) store null. A
 * union, not a transform: the API maps '' to null itself, and the request keeps its example.
 */
export const clearableFormText = (field: string, max: number) =>
  z
    .union([z.string().trim().max(max, `${field} must be at most ${max} characters`), z.null()])
    .optional();

/**
 * The text fields of a titled record (a course, a subject): a required title, and a description
 * that null or an empty string clears.
 */
export const titleAndDescription = (titleMax: number, descriptionMax: number) => ({
  title: requiredText('title', titleMax),
  description: clearableFormText('description', descriptionMax),
});

/** An optional text filter: blank means "no filter", as the client sends `search=` when cleared. */
export const optionalFilter = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a single text value` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** A list of ids of one kind (`levelIds`: level ids), each a valid UUID. */
export const idList = (field: string, kind: string) =>
  z.array(uuidField(field), { error: `${field} must be a list of ${kind} ids` });

/** Every id of a set in a new order: at most `max` of them, none twice. */
export const idOrder = (field: string, kind: string, max: number) =>
  idList(field, kind)
    .max(max, `${field} must hold at most ${max} ids`)
    .refine((ids) => new Set(ids).size === ids.length, `${field} must not repeat an id`);
