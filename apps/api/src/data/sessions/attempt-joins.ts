import { answers, levels, practiceSessions, questionPapers } from '@markwise/db';
import { and, eq, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../scope.js';

/** The level an attempt was started on and the paper it is sat on, as join conditions. */
export const levelOfAttempt = eq(levels.id, practiceSessions.levelId);
export const paperOfAttempt = eq(questionPapers.id, practiceSessions.paperId);

/** An answer's attempt, which holds the institution the answer has none of its own for. */
export const attemptOfAnswer = eq(practiceSessions.id, answers.sessionId);

/** Answers joined to their attempt (`attemptOfAnswer`): the institution's, meeting `conditions`. */
export const institutionAnswers = (scope: TenantScope, ...conditions: (SQL | undefined)[]) =>
  and(eq(practiceSessions.institutionId, scope.institutionId), ...conditions);
