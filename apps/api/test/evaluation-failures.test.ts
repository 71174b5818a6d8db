import { describe, expect, it } from 'vitest';
import { evaluationRoutes, pathTo, type EvaluationQueueResponse } from '@markwise/contract';
import { createBuiltInEvaluator, type Evaluator } from '@markwise/evaluator';
import { answers } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { tokenOf } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  createMarkedExamSchool,
  MODEL_ANSWERS,
  runEnded,
  waitForSession,
  evaluateAttempt,
} from './support/evaluation-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

/**
 * Stands in for an external provider that misbehaves, chosen by the answer's text: throws on
 * EXPLODE, marks far above (HUGE) or below (NEGATIVE) the range; otherwise the built-in evaluator.
 */
const builtIn = createBuiltInEvaluator();
let calls = 0;
const flakyEvaluator: Evaluator = {
  name: 'flaky',
  model: 'flaky-1',
  async evaluate(input) {
    calls += 1;
    if (input.answer.includes('EXPLODE')) throw new Error('provider answered 500');
    const result = await builtIn.evaluate(input);
    if (input.answer.includes('HUGE')) return { ...result, marksAwarded: 99, evaluator: 'flaky' };
    if (input.answer.includes('NEGATIVE'))
      return { ...result, marksAwarded: -3, evaluator: 'flaky' };
    return { ...result, evaluator: 'flaky', model: 'flaky-1' };
  },
};

describe(`evaluation failures on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp({ evaluator: flakyEvaluator }));

  async function school() {
    const { exam, student, admin } = await createMarkedExamSchool(t.database);
    return { exam, student, adminToken: await tokenOf(t, admin) };
  }

  it('marks a session failed with a reason after the retries, listed for the admin to re-run', async () => {
    const { exam, student, adminToken } = await school();
    const before = calls;
    const { session, ended: failed } = await evaluateAttempt(t, {
      exam,
      userId: student.id,
      texts: [MODEL_ANSWERS[0]!, 'EXPLODE', null],
    });
    expect(failed).toMatchObject({
      status: 'failed',
      evaluationRuns: 1,
      failureReason: 'Evaluation failed: provider answered 500',
    });
    // The first attempt and one retry (retryLimit 1 in the tests), each marking both answers.
    expect(calls - before).toBe(4);

    const list = await t
      .as(adminToken)
      .get(`/api${evaluationRoutes.queue}?status=failed`)
      .expect(200);
    const page = list.body as EvaluationQueueResponse;
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 });
    expect(page.data).toEqual([
      {
        sessionId: session.id,
        status: 'failed',
        failureReason: 'Evaluation failed: provider answered 500',
        failureSummary: 'The marking service had an error of its own.',
        evaluationRuns: 1,
        submittedAt: session.submittedAt!.toISOString(),
        deadlineAt: session.deadlineAt!.toISOString(),
        student: { id: student.id, name: 'Asha Verma', email: student.email },
        paper: { id: exam.paper.id, title: exam.paper.title, qpCode: exam.paper.qpCode },
      },
    ]);

    await t
      .as(adminToken)
      .post(`/api${pathTo(evaluationRoutes.reEvaluate, { sessionId: session.id })}`)
      .expect(202);
    const again = await waitForSession(t.database, session.id, (s) => s === 'failed');
    expect(again).toMatchObject({ evaluationRuns: 2 });
  });

  it('clamps marks out of range and records the evaluator and model', async () => {
    const { exam, student } = await school();
    const { session, ended: done } = await evaluateAttempt(
      t,
      { exam, userId: student.id, texts: ['HUGE answer', 'NEGATIVE answer', MODEL_ANSWERS[2]!] },
      runEnded,
    );
    // 'HUGE answer' and 'NEGATIVE answer' are about nothing asked: marked, and sent to review.
    expect(done.status).toBe('in_review');
    const rows = await t.database.db
      .select()
      .from(answers)
      .where(eq(answers.sessionId, session.id));
    const byQuestion = new Map(rows.map((row) => [row.questionId, row]));
    expect(byQuestion.get(exam.questions[0]!.id)).toMatchObject({
      marksAwarded: 4,
      evaluatorMarksAwarded: 4,
      evaluator: 'flaky',
    });
    expect(byQuestion.get(exam.questions[1]!.id)).toMatchObject({ marksAwarded: 0 });
    expect(byQuestion.get(exam.questions[2]!.id)).toMatchObject({
      evaluator: 'flaky',
      evaluatorModel: 'flaky-1',
    });
    expect(byQuestion.get(exam.questions[0]!.id)!.confidence).toBe('needs_review');
  });

  it('lists by status with pagination and rejects bad queries naming the field', async () => {
    const { adminToken } = await school();
    const url = `/api${evaluationRoutes.queue}`;
    const empty = await t.as(adminToken).get(`${url}?status=evaluating&page=1&limit=5`).expect(200);
    expect(empty.body).toEqual({
      data: [],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 5 },
      counts: { failed: 0, submitted: 0, evaluating: 0, in_review: 0, overdue: 0 },
    });
    for (const [query, field] of [
      ['status=evaluated', /status/],
      ['page=0', /page/],
      ['limit=1000', /limit/],
      ['colour=red', /colour/],
    ] as const) {
      const response = await t.as(adminToken).get(`${url}?${query}`).expect(400);
      expect(JSON.stringify(response.body)).toMatch(field);
    }
  });
});
