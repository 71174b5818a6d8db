import { ATTEMPT_MESSAGES } from '@markwise/contract';
import { conflict } from '../../common/errors/domain-errors.js';

type SessionState = { status: string; deadlineAt: Date | null };

/** The deadline has passed: answers are frozen, although the session may still be submitted. */
export const isExpired = (session: SessionState, now: Date) =>
  session.deadlineAt !== null && session.deadlineAt.getTime() <= now.getTime();

/** Answers change only while the session is open and before its deadline. */
export function assertAcceptsAnswers(session: SessionState, now: Date) {
  if (session.status !== 'in_progress') throw conflict(ATTEMPT_MESSAGES.submitted);
  if (isExpired(session, now)) throw conflict(ATTEMPT_MESSAGES.timeUp);
}

/** Whole seconds left to answer; 0 once the session is closed or out of time. */
export function secondsLeft(session: SessionState, now: Date): number {
  if (session.status !== 'in_progress' || session.deadlineAt === null) return 0;
  return Math.max(0, Math.ceil((session.deadlineAt.getTime() - now.getTime()) / 1000));
}
