import { describe, expect, it } from 'vitest';
import {
  BEING_CHECKED_TEXT,
  evaluationRoutes,
  type ReleaseSessionResponse,
  type ReviewDecisionRequest,
  type ReviewDecisionResponse,
  type ReviewListResponse,
} from '@markwise/contract';
import { auditLog } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { bearer } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  MODEL_ANSWERS,
  progressOf,
} from './support/evaluation-factories.js';
import {
  asTeacher,
  answersOf,
  api,
  OFF_TOPIC,
  reviewSchool,
  reviewUrls,
  studentViews,
} from './support/review-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`review and release of machine marks on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  it('sends an off-topic answer to review, not to a pass: its student sees no mark for it and no total', async () => {
    const school = await reviewSchool(t);
    const teacher = asTeacher(t, school.adminToken);
    const [q1, q2, q3] = school.exam.questions;
    const sitting = await school.sit([MODEL_ANSWERS[0]!, MODEL_ANSWERS[1]!, OFF_TOPIC]);
    expect(sitting.session).toMatchObject({
      status: 'in_review',
      marksAwarded: null,
      isPass: null,
      overallReport: null,
    });
    const rows = await answersOf(t.database, sitting.session.id);
    expect(rows.map((row) => [row.confidence, row.releasedAt !== null])).toEqual([
      ['confident', true],
      ['confident', true],
      ['needs_review', false],
    ]);
    expect(rows[2]!.reviewReasons.map((reason) => reason.code)).toContain('off_topic');
    const { progress, xp } = await progressOf(t.database, sitting.student.id, school.exam.level.id);
    expect(progress).toMatchObject({ completion: 'in_progress', marksEarned: null, xpEarned: 0 });
    expect(xp).toBe(0);

    const views = await studentViews(t, sitting, sitting.session.id);
    expect(views.report.metadata.status).toBe('in_review');
    expect(views.report.overallScore).toEqual({
      awarded: null,
      allocated: 15,
      percentage: null,
      isPass: null,
    });
    expect(views.report.overallReport.overall_report).toBe('');
    const [r1, r2, r3] = views.report.questions;
    expect(r1).toMatchObject({ released: true, marks: { awarded: 4 }, reviewNotice: null });
    expect(r2).toMatchObject({ released: true, marks: { awarded: 6 } });
    expect(r3).toEqual({
      ...r3,
      answer: OFF_TOPIC,
      released: false,
      reviewNotice: BEING_CHECKED_TEXT,
      marks: { awarded: null, allocated: 5 },
      feedback: null,
      evaluatorMarks: null,
      suggestedMarks: null,
      confidence: null,
      reviewReasons: [],
      override: null,
    });
    // Nothing of the machine's side for released answers either.
    expect(views.report.questions.map((q) => [q.evaluator, q.evaluatorMarks])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(JSON.stringify(views.report)).not.toMatch(/off_topic|shares no key word/);
    expect(views.lookup).toMatchObject({ status: 'in_review', overall_report: null });
    expect(views.summary).toMatchObject({ status: 'in_review', percentage: null, isPass: null });

    // The teacher's report shows all of it.
    const teacherView = (await teacher.report(sitting.session.id).expect(200)).body as {
      data: typeof views.report;
    };
    expect(teacherView.data.questions[2]).toMatchObject({
      released: false,
      confidence: 'needs_review',
      reviewReasons: [expect.objectContaining({ code: 'off_topic' })],
      suggestedMarks: expect.any(Number),
      evaluatorMarks: expect.any(Number),
    });

    // The review list has it, with the machine's suggestion and why.
    const list = (await teacher.list(school.exam.level.id).expect(200)).body as ReviewListResponse;
    // Every question with marked answers and its progress; only question 3 waits.
    expect(
      list.questions.map(({ number, waiting, needsDecision, unreleased, reviewed, total }) => ({
        number,
        waiting,
        needsDecision,
        unreleased,
        reviewed,
        total,
      })),
    ).toEqual([
      { number: 1, waiting: 0, needsDecision: 0, unreleased: 0, reviewed: 0, total: 1 },
      { number: 2, waiting: 0, needsDecision: 0, unreleased: 0, reviewed: 0, total: 1 },
      { number: 3, waiting: 1, needsDecision: 1, unreleased: 1, reviewed: 0, total: 1 },
    ]);
    expect(list.data).toEqual([
      expect.objectContaining({
        sessionId: sitting.session.id,
        sessionStatus: 'in_review',
        student: {
          id: sitting.student.id,
          name: `${sitting.student.firstName} ${sitting.student.lastName}`,
          email: sitting.student.email,
        },
        question: { id: q3!.id, number: 3, text: q3!.text, marks: 5, rubric: [] },
        answerText: OFF_TOPIC,
        imageCount: 0,
        images: [],
        suggestedMarks: 0,
        confidence: 'needs_review',
        needsDecision: true,
        secondOpinion: null,
      }),
    ]);

    // The teacher decides: 0 marks. The attempt is then evaluated, totals, pass and XP with it.
    const reason = 'Nothing here is about mitochondria.';
    const decided = await teacher.changeMark(sitting.session.id, q3!.id, 0, reason);
    expect(decided.data).toMatchObject({
      decision: 'change',
      marks: { awarded: 0, allocated: 5 },
      released: true,
      sessionStatus: 'evaluated',
      overallScore: { awarded: 10, allocated: 15, percentage: 66.7, isPass: true },
    });
    const after = await studentViews(t, sitting, sitting.session.id);
    expect(after.report.overallScore).toEqual({
      awarded: 10,
      allocated: 15,
      percentage: 66.7,
      isPass: true,
    });
    expect(after.report.questions[2]).toMatchObject({
      released: true,
      reviewNotice: null,
      marks: { awarded: 0, allocated: 5 },
      override: { marks: 0, reason },
    });
    expect(after.lookup?.overall_report).toMatchObject({ marks_awarded: 10, isPass: true });
    expect((await progressOf(t.database, sitting.student.id, school.exam.level.id)).xp).toBe(50);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, school.admin.id));
    expect(entry).toMatchObject({ action: 'answer.review_decision', reason });

    // Decided once: a second decision is refused, and the list is empty.
    await teacher
      .decide(sitting.session.id, q3!.id, { decision: 'accept' } satisfies ReviewDecisionRequest)
      .expect(409);
    const empty = (await teacher.list(school.exam.level.id).expect(200)).body as ReviewListResponse;
    expect(empty).toMatchObject({ data: [], pagination: { totalItems: 0 } });
    expect(empty.questions[2]).toMatchObject({
      waiting: 0,
      reviewed: 1,
      total: 1,
      // The machine suggested 0 for it too: one answer, in full agreement.
      agreement: { n: 1, exact: 1, withinOne: 1, meanDifference: 0, r: null },
    });
    expect([q1, q2]).toHaveLength(2);
  });

  it('releases nothing under after_review until the teacher has decided and released', async () => {
    const school = await reviewSchool(t, { policy: 'after_review' });
    const teacher = asTeacher(t, school.adminToken);
    const [, , q3] = school.exam.questions;
    const sitting = await school.sit([MODEL_ANSWERS[0]!, MODEL_ANSWERS[1]!, OFF_TOPIC]);
    expect(sitting.session).toMatchObject({ status: 'in_review', marksAwarded: null });
    const views = await studentViews(t, sitting, sitting.session.id);
    expect(views.report.overallScore.awarded).toBeNull();
    expect(
      views.report.questions.map((q) => [q.released, q.marks.awarded, q.feedback, q.reviewNotice]),
    ).toEqual([
      [false, null, null, BEING_CHECKED_TEXT],
      [false, null, null, BEING_CHECKED_TEXT],
      [false, null, null, BEING_CHECKED_TEXT],
    ]);

    const list = (await teacher.list(school.exam.level.id, '?limit=2').expect(200))
      .body as ReviewListResponse;
    // The unsure answer first, then the confident ones held for release.
    expect(list.data.map((item) => [item.question.number, item.needsDecision])).toEqual([
      [3, true],
      [1, false],
    ]);
    expect(list.pagination).toMatchObject({ totalItems: 3, totalPages: 2, limit: 2 });
    expect(list.questions.map((q) => q.waiting)).toEqual([1, 1, 1]);
    const one = (await teacher.list(school.exam.level.id, `?questionId=${q3!.id}`).expect(200))
      .body as ReviewListResponse;
    expect(one.data.map((item) => item.question.id)).toEqual([q3!.id]);
    // The counts stay per level, whatever the filter.
    expect(one.questions).toHaveLength(3);
    await teacher
      .list(school.exam.level.id, '?questionId=nope')
      .expect(400)
      .expect((response) => expect(JSON.stringify(response.body)).toMatch(/questionId/));

    // Release refused while the off-topic answer is undecided, naming how many.
    const refused = await teacher.release(sitting.session.id).expect(409);
    expect(refused.body.message).toBe(
      "1 answer still needs a teacher's decision before this attempt can be released (question 3)",
    );

    // A decision under after_review releases nothing yet.
    const accepted = (
      await teacher
        .decide(sitting.session.id, q3!.id, { decision: 'accept' } satisfies ReviewDecisionRequest)
        .expect(200)
    ).body as ReviewDecisionResponse;
    expect(accepted.data).toMatchObject({
      decision: 'accept',
      released: false,
      sessionStatus: 'in_review',
      overallScore: { awarded: null, percentage: null, isPass: null },
    });
    const still = await studentViews(t, sitting, sitting.session.id);
    expect(still.report.questions.every((q) => q.marks.awarded === null)).toBe(true);
    expect(still.lookup?.overall_report).toBeNull();

    const released = (await teacher.release(sitting.session.id).expect(200))
      .body as ReleaseSessionResponse;
    expect(released.data).toMatchObject({
      sessionId: sitting.session.id,
      status: 'evaluated',
      released: 3,
      overallScore: { allocated: 15, isPass: expect.any(Boolean) },
    });
    const after = await studentViews(t, sitting, sitting.session.id);
    expect(after.report.questions.map((q) => q.released)).toEqual([true, true, true]);
    expect(after.report.overallScore.awarded).toBe(released.data.overallScore.awarded);
    expect(after.lookup?.overall_report?.marks_awarded).toBe(released.data.overallScore.awarded);
    // Released already: a second release is a conflict.
    await teacher.release(sitting.session.id).expect(409);
  });

  it('lets one of two teachers deciding the same answer at once win; the other gets 409', async () => {
    const school = await reviewSchool(t, { marks: [4] });
    const teacher = asTeacher(t, school.adminToken);
    const [q1] = school.exam.questions;
    const sitting = await school.sit([OFF_TOPIC]);
    const responses = await Promise.all(
      [1, 2].map((marks) =>
        teacher.decide(sitting.session.id, q1!.id, {
          decision: 'change',
          marks,
          reason: `Teacher ${marks}`,
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const [row] = await answersOf(t.database, sitting.session.id);
    const winner = responses.find((response) => response.status === 200)!;
    expect(row!.marksAwarded).toBe((winner.body as ReviewDecisionResponse).data.marks.awarded);
    const decisions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, school.admin.id));
    expect(decisions).toHaveLength(1);
  });

  it('checks decisions: 400 naming the field, 404 for ids not in this session, 409 when not in review', async () => {
    const school = await reviewSchool(t);
    const teacher = asTeacher(t, school.adminToken);
    const [q1, , q3] = school.exam.questions;
    const sitting = await school.sit([MODEL_ANSWERS[0]!, MODEL_ANSWERS[1]!, OFF_TOPIC]);
    const decide = (body: unknown, questionId = q3!.id) =>
      teacher.decide(sitting.session.id, questionId, body as object);
    const bad = async (body: unknown, message: RegExp) => {
      const response = await decide(body).expect(400);
      expect(JSON.stringify(response.body)).toMatch(message);
    };
    await bad({}, /decision must be accept or change/);
    await bad({ decision: 'maybe' }, /decision must be accept or change/);
    await bad({ decision: 'change', marks: 2 }, /reason is required when the mark is changed/);
    await bad({ decision: 'change', marks: 2, reason: '  ' }, /reason is required/);
    await bad({ decision: 'change', marks: 2.25, reason: 'x' }, /whole or half mark/);
    await bad({ decision: 'change', marks: -1, reason: 'x' }, /marks must be at least 0/);
    await bad({ decision: 'change', marks: 5.5, reason: 'x' }, /marks must be between 0 and 5/);
    await bad({ decision: 'accept', extra: 1 }, /extra/);
    // A released answer takes no review decision (an override changes it).
    const released = await decide({ decision: 'accept' }, q1!.id).expect(409);
    expect(released.body.message).toMatch(/already released/);
    // Another paper's question is not in this session.
    const other = await reviewSchool(t);
    await decide({ decision: 'accept' }, other.exam.questions[0]!.id).expect(404);
  });

  it('keeps the existing override working on an attempt in review, as a decision to change', async () => {
    const school = await reviewSchool(t);
    const [, , q3] = school.exam.questions;
    const sitting = await school.sit([MODEL_ANSWERS[0]!, MODEL_ANSWERS[1]!, OFF_TOPIC]);
    const response = await t
      .as(school.adminToken)
      .patch(
        api(evaluationRoutes.overrideMark, { sessionId: sitting.session.id, questionId: q3!.id }),
      )
      .send({ marks: 1, reason: 'Mentions energy, barely.' })
      .expect(200);
    expect(response.body.data).toMatchObject({
      marks: { awarded: 1, allocated: 5 },
      released: true,
      sessionStatus: 'evaluated',
      overallScore: { awarded: 11, allocated: 15 },
    });
  });

  it('is for admins of the institution: another institution gets 404, a student 403', async () => {
    const school = await reviewSchool(t);
    const [, , q3] = school.exam.questions;
    const sitting = await school.sit([MODEL_ANSWERS[0]!, MODEL_ANSWERS[1]!, OFF_TOPIC]);
    const other = await reviewSchool(t);
    const calls = [
      () => t.request().get(reviewUrls.list(school.exam.level.id)),
      () =>
        t
          .request()
          .post(reviewUrls.decide(sitting.session.id, q3!.id))
          .send({ decision: 'accept' }),
      () => t.request().post(reviewUrls.release(sitting.session.id)),
      () => t.request().get(reviewUrls.proposals(sitting.session.id)),
      () => t.request().post(reviewUrls.apply(sitting.session.id)),
    ];
    for (const call of calls) {
      await call().set(bearer(other.adminToken)).expect(404);
      await call().set(bearer(sitting.token)).expect(403);
      await call().expect(401);
    }
    // Nothing was decided by any of them.
    const rows = await answersOf(t.database, sitting.session.id);
    expect(rows[2]).toMatchObject({ overriddenAt: null, releasedAt: null });
  });
});
