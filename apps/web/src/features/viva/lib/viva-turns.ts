import type { VivaSession, VivaTurn } from '@markwise/contract';

/** The turn being asked: the last one without an answer; none once the viva has ended. */
export function askedTurn(session: VivaSession): VivaTurn | null {
  if (session.finished) return null;
  const last = session.turns.at(-1);
  return last && last.answeredAt === null ? last : null;
}

/** The latest answered turn, whose score and feedback are shown above the next question. */
export function lastAnswered(session: VivaSession): VivaTurn | null {
  return session.turns.findLast((turn) => turn.answeredAt !== null) ?? null;
}

/**
 * Whole seconds left to answer at `now`. The server's clock set `dueAt`; this browser's clock only
 * counts down to it, and never gives more than the time the question allows (`dueAt - askedAt`),
 * so a clock running behind cannot lengthen the answer. A clock running ahead shortens it; the
 * server takes an answer up to VIVA_GRACE_SECONDS late, which covers ordinary drift.
 */
export function secondsLeft(turn: Pick<VivaTurn, 'askedAt' | 'dueAt'>, now: number): number {
  const due = Date.parse(turn.dueAt);
  const allowed = due - Date.parse(turn.askedAt);
  return Math.max(0, Math.ceil(Math.min(due - now, allowed) / 1000));
}

/** Words heard by the browser, added to what is already in the answer. */
export const withWords = (text: string, words: string) =>
  [text.trimEnd(), words.trim()].filter(Boolean).join(' ');
