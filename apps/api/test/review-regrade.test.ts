import { describe, expect, it } from 'vitest';
import {
  regradeRoutes,
  type LevelRegradeResponse,
  type RegradeRequestResponse,
} from '@markwise/contract';
import { answers, auditLog, levels, practiceSessions } from '@markwise/db';
import { and, eq, inArray } from 'drizzle-orm';
import { createEvaluationTestApp, MODEL_ANSWERS } from './support/evaluation-factories.js';
import { createInstitution, createUser } from './support/factories.js';
import { tokenOf } from './support/auth-helpers.js';
import {
  acceptAndRelease,
  api,
  OFF_TOPIC,
  reviewSchool,
  studentViews,
} from './support/review-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

const DAY = 24 * 60 * 60 * 1000;

describe(`students' re-check requests, on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  const requestUrl = (sessionId: string, questionId: string) =>
    api(regradeRoutes.request, { sessionId, questionId });
  const listUrl = (levelId: string, query = '') =>
    api(regradeRoutes.levelRequests, { levelId }) + query;
  const resolveUrl = (requestId: string) => api(regradeRoutes.resolve, { requestId });

  /** A student's released attempt: question 1 answered well, question 2 off topic. */
  async function releasedSitting() {
    const school = await reviewSchool(t, { marks: [5, 5] });
    const sitting = await school.sit([MODEL_ANSWERS[0]!, OFF_TOPIC]);
    await acceptAndRelease(t, sitting.session.id, school.adminToken);
    return { school, sitting, questions: school.exam.questions };
  }

  it('a student asks once, the teacher resolves with a mark and a note, the student reads the outcome', async () => {
    const { school, sitting, questions } = await releasedSitting();
    const [, q2] = questions;
    const before = (await studentViews(t, sitting, sitting.session.id)).report;
    const second = before.questions[1]!;
    expect(second.questionId).toBe(q2!.id);
    expect(second.regradeRequest).toBeNull();
    // Open for the level's window (7 days by default) from the mark's release.
    const closesAt = Date.parse(second.regradeClosesAt!);
    expect(closesAt - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect(closesAt - Date.now()).toBeLessThanOrEqual(7 * DAY);

    const asked = await t
      .as(sitting.token)
      .post(requestUrl(sitting.session.id, q2!.id))
      .send({ reason: '  I explained the idea in my own words.  ' })
      .expect(201);
    const request = (asked.body as RegradeRequestResponse).data;
    expect(request).toMatchObject({
      questionId: q2!.id,
      reason: 'I explained the idea in my own words.',
      status: 'open',
      outcome: null,
    });

    // Once per question: a second request, even in parallel, is refused.
    const again = await Promise.all(
      [1, 2].map(() =>
        t
          .as(sitting.token)
          .post(requestUrl(sitting.session.id, q2!.id))
          .send({ reason: 'Please look again.' }),
      ),
    );
    expect(again.map((response) => response.status)).toEqual([409, 409]);
    expect(JSON.stringify(again[0]!.body)).toContain('already asked for a re-check');

    const mid = (await studentViews(t, sitting, sitting.session.id)).report.questions[1]!;
    expect(mid.regradeRequest).toMatchObject({ id: request.id, status: 'open' });
    expect(mid.regradeClosesAt).toBeNull();

    // The desk lists it with the answer and the mark the student reads now.
    const listed = (await t.as(school.adminToken).get(listUrl(school.exam.level.id)).expect(200))
      .body as LevelRegradeResponse;
    expect(listed.counts).toEqual({ open: 1, resolved: 0 });
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({
      id: request.id,
      sessionId: sitting.session.id,
      answerText: OFF_TOPIC,
      question: { id: q2!.id, number: 2, marks: 5 },
      marksAwarded: second.marks.awarded,
    });

    const note = 'Read again: one idea is there, one mark.';
    const resolved = await t
      .as(school.adminToken)
      .post(resolveUrl(request.id))
      .send({ marks: 1, note })
      .expect(200);
    expect((resolved.body as RegradeRequestResponse).data.outcome).toMatchObject({
      marksBefore: second.marks.awarded,
      marksAfter: 1,
      note,
    });
    // Resolved once: a second resolution is refused and changes nothing.
    await t
      .as(school.adminToken)
      .post(resolveUrl(request.id))
      .send({ marks: 5, note: 'Full marks.' })
      .expect(409);

    // The portal tells the student of the outcome: the results are news again until opened.
    const [session] = await t.database.db
      .select({ seen: practiceSessions.resultsSeenAt })
      .from(practiceSessions)
      .where(eq(practiceSessions.id, sitting.session.id));
    expect(session!.seen).toBeNull();
    const after = await studentViews(t, sitting, sitting.session.id);
    const answered = after.report.questions[1]!;
    expect(answered.marks.awarded).toBe(1);
    expect(answered.regradeRequest).toMatchObject({
      status: 'resolved',
      outcome: { marksBefore: second.marks.awarded, marksAfter: 1, note },
    });
    expect(after.report.overallScore.awarded).toBe(
      before.overallScore.awarded! - second.marks.awarded! + 1,
    );
    const open = (await t.as(school.adminToken).get(listUrl(school.exam.level.id)).expect(200))
      .body as LevelRegradeResponse;
    expect(open.data).toEqual([]);
    expect(open.counts).toEqual({ open: 0, resolved: 1 });
    const all = (
      await t.as(school.adminToken).get(listUrl(school.exam.level.id, '?status=all')).expect(200)
    ).body as LevelRegradeResponse;
    expect(all.data.map((item) => item.status)).toEqual(['resolved']);

    // Both steps are in the audit log.
    const entries = await t.database.db
      .select({ action: auditLog.action, reason: auditLog.reason })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, request.id),
          inArray(auditLog.action, ['regrade.request', 'regrade.resolve']),
        ),
      );
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'regrade.request',
      'regrade.resolve',
    ]);
  });

  it('refuses a request outside the window, before release, on a level that takes none, or of another student', async () => {
    const { school, sitting, questions } = await releasedSitting();
    const [q1, q2] = questions;
    const ask = (token: string, questionId: string) =>
      t
        .as(token)
        .post(requestUrl(sitting.session.id, questionId))
        .send({ reason: 'Please look again.' });

    // Another student of the school, and a student of another school, find no such attempt.
    const classmate = await createUser(t.database, { institutionId: school.institution.id });
    await ask(await tokenOf(t, classmate), q1!.id).expect(404);
    const other = await createInstitution(t.database);
    const stranger = await createUser(t.database, { institutionId: other.id });
    await ask(await tokenOf(t, stranger), q1!.id).expect(404);
    // A teacher does not file requests.
    await ask(school.adminToken, q1!.id).expect(403);

    // The window passed: released eight days ago.
    await t.database.db
      .update(answers)
      .set({ releasedAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(answers.sessionId, sitting.session.id));
    const closed = await ask(sitting.token, q1!.id).expect(409);
    expect(JSON.stringify(closed.body)).toContain('Re-check requests for this mark closed at');
    const report = (await studentViews(t, sitting, sitting.session.id)).report;
    expect(report.questions.map((question) => question.regradeClosesAt)).toEqual([null, null]);

    // The level takes no requests.
    await t.database.db
      .update(answers)
      .set({ releasedAt: new Date() })
      .where(eq(answers.sessionId, sitting.session.id));
    await t.database.db
      .update(levels)
      .set({ regradeWindowDays: 0 })
      .where(eq(levels.id, school.exam.level.id));
    const none = await ask(sitting.token, q2!.id).expect(409);
    expect(JSON.stringify(none.body)).toContain('does not take re-check requests');

    // Not released yet.
    await t.database.db
      .update(levels)
      .set({ regradeWindowDays: 7 })
      .where(eq(levels.id, school.exam.level.id));
    await t.database.db
      .update(answers)
      .set({ releasedAt: null })
      .where(and(eq(answers.sessionId, sitting.session.id), eq(answers.questionId, q2!.id)));
    const held = await ask(sitting.token, q2!.id).expect(409);
    expect(JSON.stringify(held.body)).toContain('not released yet');

    // A blank or overlong reason names the field; nothing was saved by any refusal.
    const blank = await t
      .as(sitting.token)
      .post(requestUrl(sitting.session.id, q1!.id))
      .send({ reason: '   ' })
      .expect(400);
    expect(JSON.stringify(blank.body)).toContain('reason is required');
    await t
      .as(sitting.token)
      .post(requestUrl(sitting.session.id, q1!.id))
      .send({ reason: 'x'.repeat(1001) })
      .expect(400);
    const listed = (
      await t.as(school.adminToken).get(listUrl(school.exam.level.id, '?status=all')).expect(200)
    ).body as LevelRegradeResponse;
    expect(listed.counts).toEqual({ open: 0, resolved: 0 });
  });

  it("keeps a request open when the resolution is refused, and hides it from another school's admin", async () => {
    const { school, sitting, questions } = await releasedSitting();
    const [q1] = questions;
    const asked = await t
      .as(sitting.token)
      .post(requestUrl(sitting.session.id, q1!.id))
      .send({ reason: 'I think I deserve full marks.' })
      .expect(201);
    const { id } = (asked.body as RegradeRequestResponse).data;

    // Over the question's marks: refused, the request stays open and the mark unchanged.
    const over = await t
      .as(school.adminToken)
      .post(resolveUrl(id))
      .send({ marks: 6, note: 'Too many.' })
      .expect(400);
    expect(JSON.stringify(over.body)).toContain('marks must be between 0 and 5');
    await t.as(school.adminToken).post(resolveUrl(id)).send({ marks: 2 }).expect(400);

    const other = await createInstitution(t.database);
    const otherAdmin = await createUser(t.database, { institutionId: other.id, role: 'ADMIN' });
    const otherToken = await tokenOf(t, otherAdmin);
    await t.as(otherToken).post(resolveUrl(id)).send({ marks: 0, note: 'No.' }).expect(404);
    await t.as(otherToken).get(listUrl(school.exam.level.id)).expect(404);
    await t.as(sitting.token).post(resolveUrl(id)).send({ marks: 5, note: 'Mine.' }).expect(403);

    const listed = (await t.as(school.adminToken).get(listUrl(school.exam.level.id)).expect(200))
      .body as LevelRegradeResponse;
    expect(listed.counts).toEqual({ open: 1, resolved: 0 });
    const [answer] = await t.database.db
      .select({ marks: answers.marksAwarded, overriddenAt: answers.overriddenAt })
      .from(answers)
      .where(and(eq(answers.sessionId, sitting.session.id), eq(answers.questionId, q1!.id)));
    expect(answer!.marks).toBe(listed.data[0]!.marksAwarded);

    // Upheld: the same mark, recorded as the teacher's, with the note.
    const upheld = await t
      .as(school.adminToken)
      .post(resolveUrl(id))
      .send({ marks: answer!.marks, note: 'The mark stands: the second law is missing.' })
      .expect(200);
    expect((upheld.body as RegradeRequestResponse).data.outcome).toMatchObject({
      marksBefore: answer!.marks,
      marksAfter: answer!.marks,
    });
  });
});
