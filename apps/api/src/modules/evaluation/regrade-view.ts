import { regradeDeadline, type RegradeRequest } from '@markwise/contract';
import type { RegradeRequestRecord } from '../../data/sessions/regrade-requests.repository.js';

/** A stored request as the API shows it: the outcome once resolved. */
export function toRequest(row: RegradeRequestRecord): RegradeRequest {
  const { marksAfter, resolvedAt } = row;
  return {
    id: row.id,
    questionId: row.questionId,
    reason: row.reason,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    outcome:
      row.status === 'resolved' && marksAfter !== null && resolvedAt !== null
        ? {
            marksBefore: row.marksBefore,
            marksAfter,
            note: row.note ?? '',
            resolvedAt: resolvedAt.toISOString(),
          }
        : null,
  };
}

/**
 * Until when a student may still ask for a re-check of an answer: its deadline, while it is in
 * the future and no request was made; null otherwise.
 */
export function regradeClosesAt(
  answer: { releasedAt: Date | null; requested: boolean },
  windowDays: number,
  now: Date,
): string | null {
  if (answer.requested) return null;
  const deadline = regradeDeadline(answer.releasedAt, windowDays);
  return deadline !== null && now <= deadline ? deadline.toISOString() : null;
}
