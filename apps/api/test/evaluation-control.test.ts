import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  evaluationRoutes,
  pathTo,
  type DetailedReportResponse,
  type OverrideMarkRequest,
  type OverrideMarkResponse,
  type ReEvaluateResponse,
  type ReEvaluationResponse,
  reviewRoutes,
} from '@markwise/contract';
import { auditLog } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { tokenOf } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  createMarkedExamSchool,
  createSubmittedSession,
  progressOf,
  waitForSession,
  evaluateAttempt,
  TWO_OF_THREE_ANSWERS,
} from './support/evaluation-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`teacher control of evaluation on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  const markUrl = (sessionId: string, questionId: string) =>
    `/api${pathTo(evaluationRoutes.overrideMark, { sessionId, questionId })}`;
  const rerunUrl = (sessionId: string) =>
    `/api${pathTo(evaluationRoutes.reEvaluate, { sessionId })}`;
  const reportUrl = (sessionId: string) =>
    `/api${pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId })}`;

  /** An evaluated session scoring 10/15 (question 3 unanswered), its admin and student tokens. */
  async function evaluated(options: { passPercentage?: number } = {}) {
    const { exam, student, admin } = await createMarkedExamSchool(t.database, options);
    const { session } = await evaluateAttempt(t, {
      exam,
      userId: student.id,
      texts: TWO_OF_THREE_ANSWERS,
    });
    return {
      exam,
      student,
      admin,
      session,
      adminToken: await tokenOf(t, admin),
      studentToken: await tokenOf(t, student),
    };
  }

  it('overrides a mark: audit log, evaluator mark kept, totals, pass and progress recomputed', async () => {
    const { exam, student, admin, session, adminToken } = await evaluated({ passPercentage: 70 });
    expect((await progressOf(t.database, student.id, exam.level.id)).xp).toBe(0);
    const q3 = exam.questions[2]!;
    const body: OverrideMarkRequest = { marks: 2.5, reason: 'Answered orally in class.' };
    const response = await t
      .as(adminToken)
      .patch(markUrl(session.id, q3.id))
      .send(body)
      .expect(200);
    const data = (response.body as OverrideMarkResponse).data;
    expect(data).toEqual({
      sessionId: session.id,
      questionId: q3.id,
      marks: { awarded: 2.5, allocated: 5 },
      evaluatorMarks: 0,
      override: { marks: 2.5, reason: body.reason, by: 'Ravi Verma', at: expect.any(String) },
      released: true,
      sessionStatus: 'evaluated',
      overallScore: { awarded: 12.5, allocated: 15, percentage: 83.3, isPass: true },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, admin.id));
    expect(entry).toMatchObject({
      action: 'answer.mark_override',
      entityType: 'answer',
      reason: body.reason,
      before: { marksAwarded: 0, evaluatorMarksAwarded: 0, overrideReason: null },
      after: { marksAwarded: 2.5, evaluatorMarksAwarded: 0, overriddenBy: admin.id },
    });
    const { progress, xp } = await progressOf(t.database, student.id, exam.level.id);
    expect(progress).toMatchObject({ completion: 'completed', marksEarned: 12.5, xpEarned: 50 });
    expect(xp).toBe(50);

    const report = (
      (await t.as(adminToken).get(reportUrl(session.id)).expect(200)).body as DetailedReportResponse
    ).data;
    expect(report.overallScore).toEqual({
      awarded: 12.5,
      allocated: 15,
      percentage: 83.3,
      isPass: true,
    });
    expect(report.questions[2]).toMatchObject({
      marks: { awarded: 2.5, allocated: 5 },
      evaluatorMarks: 0,
      override: { marks: 2.5, reason: body.reason, by: 'Ravi Verma' },
    });
    expect(report.overallReport.overall_report).toMatch(/^## Overall result: 12.5\/15/);
  });

  // Released marks never change by a run: with the override discarded, the machine's mark for
  // question 1 comes back as a proposal, applied only on request.
  it('re-evaluates keeping overrides, or discarding them on request; once per run', async () => {
    const { exam, session, adminToken } = await evaluated();
    const q1 = exam.questions[0]!;
    await t
      .as(adminToken)
      .patch(markUrl(session.id, q1.id))
      .send({ marks: 1, reason: 'Copied.' } satisfies OverrideMarkRequest)
      .expect(200);
    const kept = await t.as(adminToken).post(rerunUrl(session.id)).expect(202);
    expect((kept.body as ReEvaluateResponse).data).toEqual({
      sessionId: session.id,
      status: 'submitted',
      run: 2,
      overridesKept: true,
    });
    const second = await waitForSession(t.database, session.id, (s) => s === 'evaluated');
    expect(second).toMatchObject({ evaluationRuns: 2, marksAwarded: 7 });

    const discarded = await t
      .as(adminToken)
      .post(rerunUrl(session.id))
      .send({ discardOverrides: true })
      .expect(202);
    expect((discarded.body as ReEvaluateResponse).data).toMatchObject({
      run: 3,
      overridesKept: false,
    });
    const third = await waitForSession(t.database, session.id, (s) => s === 'evaluated');
    expect(third).toMatchObject({ evaluationRuns: 3, marksAwarded: 7 });
    const proposals = (
      await t
        .as(adminToken)
        .get(`/api${pathTo(reviewRoutes.reEvaluation, { sessionId: session.id })}`)
        .expect(200)
    ).body as ReEvaluationResponse;
    expect(proposals.data.questions[0]).toMatchObject({
      questionId: q1.id,
      releasedMarks: 1,
      proposal: { marks: 4, marksChanged: true },
    });
    expect(proposals.data.questions.slice(1).map((question) => question.proposal)).toEqual([
      null,
      null,
    ]);
    await t
      .as(adminToken)
      .post(`/api${pathTo(reviewRoutes.applyReEvaluation, { sessionId: session.id })}`)
      .expect(200);
    const report = (
      (await t.as(adminToken).get(reportUrl(session.id)).expect(200)).body as DetailedReportResponse
    ).data;
    expect(report.questions[0]).toMatchObject({ marks: { awarded: 4 }, override: null });
  });

  it('refuses to override or re-run a session that is not evaluated (409)', async () => {
    const { exam, student, admin } = await createMarkedExamSchool(t.database);
    const token = await tokenOf(t, admin);
    const open = await createSubmittedSession(t.database, {
      exam,
      userId: student.id,
      texts: [null, null, null],
      status: 'in_progress',
    });
    await t
      .as(token)
      .patch(markUrl(open.id, exam.questions[0]!.id))
      .send({ marks: 1, reason: 'x' })
      .expect(409);
    await t.as(token).post(rerunUrl(open.id)).expect(409);
  });

  it('answers 400 naming the field, 401, 403 and 404 as the house rules say', async () => {
    const { exam, session, adminToken, studentToken } = await evaluated();
    const q1 = exam.questions[0]!;
    const bad = async (body: unknown, field: RegExp) => {
      const response = await t
        .as(adminToken)
        .patch(markUrl(session.id, q1.id))
        .send(body as object)
        .expect(400);
      expect(JSON.stringify(response.body)).toMatch(field);
    };
    await bad({ marks: 5, reason: 'too many' }, /marks must be between 0 and 4/);
    await bad({ marks: -1, reason: 'negative' }, /marks/);
    await bad({ marks: 'two', reason: 'text' }, /marks/);
    await bad({ marks: 1 }, /reason/);
    await bad({ marks: 1, reason: '' }, /reason/);
    await bad({ marks: 1, reason: 'x'.repeat(501) }, /reason/);
    await bad({ marks: 1, reason: 'ok', extra: true }, /extra/);
    await t
      .as(adminToken)
      .patch(`/api/practice-sessions/session/not-a-uuid/answers/${q1.id}/mark`)
      .send({ marks: 1, reason: 'x' })
      .expect(400)
      .expect((response) => expect(JSON.stringify(response.body)).toMatch(/sessionId/));
    await t
      .as(adminToken)
      .post(rerunUrl(session.id))
      .send({ discardOverrides: 'yes' })
      .expect(400)
      .expect((response) => expect(JSON.stringify(response.body)).toMatch(/discardOverrides/));

    await t.request().patch(markUrl(session.id, q1.id)).send({ marks: 1, reason: 'x' }).expect(401);
    await t.request().post(rerunUrl(session.id)).expect(401);
    await t.request().get(`/api${evaluationRoutes.queue}`).expect(401);
    await t
      .as(studentToken)
      .patch(markUrl(session.id, q1.id))
      .send({ marks: 1, reason: 'x' })
      .expect(403);
    await t.as(studentToken).post(rerunUrl(session.id)).expect(403);
    await t.as(studentToken).get(`/api${evaluationRoutes.queue}`).expect(403);

    const other = await evaluated();
    await t
      .as(other.adminToken)
      .patch(markUrl(session.id, q1.id))
      .send({ marks: 1, reason: 'x' })
      .expect(404);
    await t.as(other.adminToken).post(rerunUrl(session.id)).expect(404);
    // A question of another paper is not found in this session.
    await t
      .as(adminToken)
      .patch(markUrl(session.id, other.exam.questions[0]!.id))
      .send({ marks: 1, reason: 'x' })
      .expect(404);
    const list = await t
      .as(other.adminToken)
      .get(`/api${evaluationRoutes.queue}?status=submitted`)
      .expect(200);
    expect(JSON.stringify(list.body)).not.toContain(session.id);
  });
});
