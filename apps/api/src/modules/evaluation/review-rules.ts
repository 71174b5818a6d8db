import type { MarkConfidence, ReleasePolicy, ReviewReason } from '@markwise/contract';
import type { NewAnswer, PendingResult } from '@markwise/db';

/**
 * Whether a marked answer reaches its student at once: under `confident_at_once` when the machine
 * is confident or a teacher has decided it; under `after_review` never (the teacher releases).
 */
export function releasesAtOnce(
  policy: ReleasePolicy,
  answer: { confidence: MarkConfidence; decided: boolean },
): boolean {
  return policy === 'confident_at_once' && (answer.decided || answer.confidence === 'confident');
}

/** Reasons given by the reading of an answer's photos (kept when a stored reading is reused). */
export const OCR_REASON_CODES = new Set<ReviewReason['code']>([
  'unreadable',
  'low_ocr_confidence',
  'poor_scan',
  'pages_missing',
  'unassigned_text',
]);

/** The pages' mean confidence (0-100) among those that report one; undefined when none does. */
export function meanConfidence(pages: readonly { confidence?: number }[]): number | undefined {
  const known = pages.flatMap((page) =>
    typeof page.confidence === 'number' && Number.isFinite(page.confidence)
      ? [page.confidence]
      : [],
  );
  if (known.length === 0) return undefined;
  return known.reduce((sum, value) => sum + value, 0) / known.length;
}

/** Why the reading of an answer's photos should not be trusted on its own, if it should not. */
export function ocrReasons(
  reading: { pages: number; text: string; confidence: number | undefined },
  threshold: number,
): ReviewReason[] {
  if (reading.pages === 0) return [];
  if (!reading.text.trim()) {
    return [
      {
        code: 'unreadable',
        detail: `No text could be read from the ${reading.pages === 1 ? 'photo' : `${reading.pages} photos`} of this answer.`,
      },
    ];
  }
  if (reading.confidence !== undefined && reading.confidence < threshold) {
    return [
      {
        code: 'low_ocr_confidence',
        detail: `The photos were read with ${Math.round(reading.confidence)}% confidence (below ${threshold}%): check the transcription against them.`,
      },
    ];
  }
  return [];
}

/** Reasons without repeats of a code (the first detail of each code is kept). */
export function uniqueReasons(reasons: readonly ReviewReason[]): ReviewReason[] {
  const seen = new Set<string>();
  return reasons.filter((reason) => !seen.has(reason.code) && seen.add(reason.code));
}

/**
 * What a run would change on a released answer, or null when it would change nothing. A teacher's
 * mark on it stands as the proposed mark: only the machine's side is refreshed.
 */
export function proposalFor(
  row: { marksAwarded: number | null; feedback: unknown },
  answer: NewAnswer,
  now: Date,
): PendingResult | null {
  const marks = answer.marksAwarded ?? 0;
  const sameMarks = marks === row.marksAwarded;
  const sameFeedback = canonical(answer.feedback ?? null) === canonical(row.feedback ?? null);
  if (sameMarks && sameFeedback) return null;
  return {
    marks,
    evaluatorMarks: answer.evaluatorMarksAwarded ?? 0,
    feedback: answer.feedback ?? null,
    evaluator: answer.evaluator ?? null,
    model: answer.evaluatorModel ?? null,
    confidence: answer.confidence ?? 'confident',
    reasons: answer.reviewReasons ?? [],
    transcription: answer.transcription ?? null,
    at: now.toISOString(),
  };
}

/** JSON with object keys sorted: jsonb gives stored objects back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}
