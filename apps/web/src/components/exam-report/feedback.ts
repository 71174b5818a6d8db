import { StructuredFeedback } from '@markwise/contract';
import { toJsonText } from '@/lib/format';

/** Feedback may arrive as the structured object, its JSON text, or plain markdown. */
export type ParsedFeedback =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'structured'; feedback: Partial<StructuredFeedback> }
  | { kind: 'json'; text: string }
  | { kind: 'error'; error: unknown };

const LenientFeedback = StructuredFeedback.partial();
const STRUCTURED_KEYS = ['guidlines', 'readable_response', 'marks_per_question'] as const;

function fromObject(value: object): ParsedFeedback {
  if (!STRUCTURED_KEYS.some((key) => key in value)) {
    return { kind: 'json', text: toJsonText(value) };
  }
  const parsed = LenientFeedback.safeParse(value);
  if (!parsed.success) return { kind: 'error', error: parsed.error };
  return { kind: 'structured', feedback: parsed.data };
}

/**
 * Reads one answer's feedback. A string that starts like a JSON object must parse as one; when it
 * does not, or the object's sections have the wrong shape, the result is an error, which the
 * report shows as 'Error displaying feedback'.
 */
export function parseFeedback(value: unknown): ParsedFeedback {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return { kind: 'empty' };
    if (!trimmed.startsWith('{')) return { kind: 'text', text: value };
    try {
      const json: unknown = JSON.parse(trimmed);
      if (typeof json !== 'object' || json === null) throw new Error('feedback is not an object');
      return fromObject(json);
    } catch (error) {
      return { kind: 'error', error };
    }
  }
  if (typeof value === 'object') return fromObject(value);
  return { kind: 'json', text: toJsonText(value) };
}

/** A question has full marks when awarded equals allocated. */
export function isFullMarks(marks: { awarded: number; allocated: number }): boolean {
  return marks.awarded === marks.allocated;
}
