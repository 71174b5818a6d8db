import { z } from 'zod';

/** The one error shape every failure of the API answers with. */
export const ErrorResponse = z
  .object({
    statusCode: z.number().int(),
    message: z.union([z.string(), z.array(z.string())]),
    error: z.string(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const Id = z.uuid();
export type Id = z.infer<typeof Id>;

export const Role = z.enum(['ADMIN', 'STUDENT']);
export type Role = z.infer<typeof Role>;

export const Gender = z.enum(['MALE', 'FEMALE', 'OTHER']);
export type Gender = z.infer<typeof Gender>;

export const Department = z.enum(['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English']);
export type Department = z.infer<typeof Department>;

/** Classes the demo institutions use; the students filter offers these plus 'All Classes'. */
export const STUDENT_CLASSES = ['Grade 10A', 'Grade 10B', 'Grade 11A'] as const;

/** Timestamps travel as ISO 8601 strings. */
export const Timestamp = z.iso.datetime({ offset: true });
