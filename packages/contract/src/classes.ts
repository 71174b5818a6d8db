import { z } from 'zod';
import { listEnvelope, messageEnvelope, requestBody } from './common.js';

/**
 * A class of the caller's institution ('Grade 10A'); the section is part of the name, as schools
 * write it. Students are in one class each.
 */
export const SchoolClass = z
  .object({
    id: z.string(),
    name: z.string(),
    /** How many of the institution's students are in the class. */
    studentCount: z.number().int().min(0),
  })
  .meta({
    id: 'SchoolClass',
    examples: [{ id: '2f1c8a0e-6b3d-4e59-8f7a-0c1d2e3f4a5b', name: 'Grade 10A', studentCount: 24 }],
  });
export type SchoolClass = z.infer<typeof SchoolClass>;

/** GET /classes: every class of the institution, by name. */
export const ClassesResponse = listEnvelope('ClassesResponse', SchoolClass, {
  id: '2f1c8a0e-6b3d-4e59-8f7a-0c1d2e3f4a5b',
  name: 'Grade 10A',
  studentCount: 24,
});
export type ClassesResponse = z.infer<typeof ClassesResponse>;

export const CLASS_NAME_MAX_LENGTH = 50;

/** POST /classes and PUT /classes/:id: the name, unique in the institution whatever its case. */
export const ClassRequest = requestBody(
  'ClassRequest',
  {
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(CLASS_NAME_MAX_LENGTH, `name must be at most ${CLASS_NAME_MAX_LENGTH} characters`),
  },
  { name: 'Grade 10A' },
);
export type ClassRequest = z.infer<typeof ClassRequest>;

export const CLASS_MESSAGES = {
  created: 'Class created successfully!',
  renamed: 'Class renamed successfully!',
  deleted: 'Class deleted successfully!',
  nameTaken: 'name is already used by another class',
  notFound: 'Class not found',
  /** A class with students cannot go: they would be left in a class that does not exist. */
  hasStudents: 'This class has students: move them to another class before deleting it',
} as const;

export const ClassResponse = messageEnvelope('ClassResponse', SchoolClass, {
  message: CLASS_MESSAGES.created,
  data: { id: '2f1c8a0e-6b3d-4e59-8f7a-0c1d2e3f4a5b', name: 'Grade 10A', studentCount: 0 },
});
export type ClassResponse = z.infer<typeof ClassResponse>;
