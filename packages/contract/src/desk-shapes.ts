import { z } from 'zod';

/*
 * Shapes the marking desk's lists share: the answer's question and its student, and a teacher's
 * mark. Inline (no component id), so each list's document reads as it always has.
 */

/** The question an answer on the desk is to. */
export const DeskQuestion = z.object({
  id: z.string(),
  number: z.number().int(),
  text: z.string(),
  marks: z.number(),
});

/** Who wrote an answer: hidden on the desk until a teacher asks. */
export const DeskStudent = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A teacher's mark: whole or half marks; the question's upper bound is checked by the API. */
export const TeacherMarks = z
  .number({ error: 'marks must be a number' })
  .min(0, 'marks must be at least 0')
  .max(1000, 'marks must be at most 1000')
  .multipleOf(0.5, 'marks must be a whole or half mark');
