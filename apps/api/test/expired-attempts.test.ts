import { describe, expect, it } from 'vitest';
import { attemptRoutes, type SaveAnswerRequest } from '@markwise/contract';
import { answers, levels, practiceSessions } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { ExpiredAttemptsSweeper } from '../src/modules/attempts/expired-attempts.sweeper.js';
import { tokenOf } from './support/auth-helpers.js';
import { attemptUrl, setDeadline, startAttempt } from './support/attempt-factories.js';
import {
  createEvaluationTestApp,
  createMarkedExam,
  MODEL_ANSWERS,
  waitForSession,
} from './support/evaluation-factories.js';
import { createInstitution, createUser } from './support/factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

/**
 * An attempt whose time runs out is submitted with what was saved and evaluated, though its
 * student never comes back: the app's sweeper does it (here every second).
 */
describe(`expired attempts close themselves on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp({ queue: { sweepIntervalSeconds: 1 } }));

  async function abandonedAttempt() {
    const institution = await createInstitution(t.database);
    const exam = await createMarkedExam(t.database, { institutionId: institution.id });
    await t.database.db
      .update(levels)
      .set({ attemptsAllowed: null })
      .where(eq(levels.id, exam.level.id));
    const student = await createUser(t.database, { institutionId: institution.id });
    const token = await tokenOf(t, student);
    const session = await startAttempt(t, token, exam.level.id);
    const body: SaveAnswerRequest = { answerText: MODEL_ANSWERS[0]! };
    await t
      .as(token)
      .put(
        attemptUrl(attemptRoutes.answer, {
          sessionId: session._id,
          questionId: exam.questions[0]!.id,
        }),
      )
      .send(body)
      .expect(200);
    return { exam, session, token };
  }

  it('submits an abandoned attempt at its deadline and evaluates what was saved', async () => {
    const { session } = await abandonedAttempt();
    // The student closed the tab; the time ran out a minute ago. Nobody calls the API.
    const deadline = new Date(Date.now() - 60_000);
    await setDeadline(t.database, session._id, deadline);
    const evaluated = await waitForSession(t.database, session._id, (s) => s === 'evaluated');
    expect(evaluated.submittedAt?.getTime()).toBe(deadline.getTime());
    expect(evaluated.marksAwarded).toBeGreaterThan(0);
    const saved = await t.database.db
      .select()
      .from(answers)
      .where(eq(answers.sessionId, session._id));
    const typed = saved.find((answer) => answer.answerText === MODEL_ANSWERS[0]);
    expect(typed?.marksAwarded).toBeGreaterThan(0);
    expect(typed?.submittedAt?.getTime()).toBe(deadline.getTime());
  });

  it('leaves attempts with time left, and closes each expired one once when sweeps overlap', async () => {
    const running = await abandonedAttempt();
    const expired = await abandonedAttempt();
    await setDeadline(t.database, expired.session._id, new Date(Date.now() - 60_000));
    const sweeper = t.app.get(ExpiredAttemptsSweeper);
    // Two replicas sweeping at the same moment.
    await Promise.all([sweeper.sweep(), sweeper.sweep(), sweeper.sweep()]);
    await waitForSession(t.database, expired.session._id, (s) => s === 'evaluated');
    const [row] = await t.database.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.id, expired.session._id));
    expect(row?.evaluationRuns).toBe(1);
    const [still] = await t.database.db
      .select({ status: practiceSessions.status })
      .from(practiceSessions)
      .where(eq(practiceSessions.id, running.session._id));
    expect(still?.status).toBe('in_progress');
  });
});
