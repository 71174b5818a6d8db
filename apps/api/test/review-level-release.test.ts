import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  attemptRoutes,
  BEING_CHECKED_TEXT,
  evaluationRoutes,
  reviewRoutes,
  type StudentSummaryResponse,
  type ReleaseLevelResponse,
  type ReviewListResponse,
} from '@markwise/contract';
import { answers, auditLog } from '@markwise/db';
import { and, eq } from 'drizzle-orm';
import { bearer } from './support/auth-helpers.js';
import { createEvaluationTestApp, MODEL_ANSWERS } from './support/evaluation-factories.js';
import { adminOfNewInstitution } from './support/people-factories.js';
import { expectRefusedNaming } from './support/request-checks.js';
import {
  answersOf,
  api,
  asTeacher,
  OFF_TOPIC,
  reviewSchool,
  studentViews,
} from './support/review-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

const releaseUrl = (levelId: string) => api(reviewRoutes.releaseLevel, { levelId });

describe(`the marking desk's level release, progress and agreement on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  it('releases the reviewed attempts of a level and holds the rest until the teacher lets the suggestions stand', async () => {
    const school = await reviewSchool(t, { policy: 'after_review' });
    const release = (include: unknown) =>
      t
        .request()
        .post(releaseUrl(school.exam.level.id))
        .set(bearer(school.adminToken))
        .send({ include });
    const unsure = await school.sit([MODEL_ANSWERS[0]!, MODEL_ANSWERS[1]!, OFF_TOPIC]);
    const sure = await school.sit([...MODEL_ANSWERS]);
    expect([unsure.session.status, sure.session.status]).toEqual(['in_review', 'in_review']);

    // Only the attempt with nothing left to decide goes out.
    const reviewed = (await release('reviewed').expect(200)).body as ReleaseLevelResponse;
    expect(reviewed.data).toEqual({ released: 1, answers: 3, held: 1 });
    const seen = await studentViews(t, sure, sure.session.id);
    expect(seen.report.overallScore.awarded).toBe(15);
    const waiting = await studentViews(t, unsure, unsure.session.id);
    expect(waiting.report.questions.map((question) => question.reviewNotice)).toEqual([
      BEING_CHECKED_TEXT,
      BEING_CHECKED_TEXT,
      BEING_CHECKED_TEXT,
    ]);

    // `all`: the machine's suggestion stands for the undecided answer, and no teacher is named.
    const suggested = (await answersOf(t.database, unsure.session.id))[2]!.suggestedMarks;
    const all = (await release('all').expect(200)).body as ReleaseLevelResponse;
    expect(all.data).toEqual({ released: 1, answers: 3, held: 0 });
    const after = await studentViews(t, unsure, unsure.session.id);
    expect(after.report.questions[2]).toMatchObject({
      released: true,
      reviewNotice: null,
      marks: { awarded: suggested, allocated: 5 },
      override: null,
    });
    expect(after.report.overallScore.awarded).toBe(10 + suggested!);

    // Nothing left: a third release changes nothing. Each call is in the audit log.
    expect(((await release('all').expect(200)).body as ReleaseLevelResponse).data).toEqual({
      released: 0,
      answers: 0,
      held: 0,
    });
    const entries = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'level.release'), eq(auditLog.entityId, school.exam.level.id)),
      );
    expect(entries.map((entry) => entry.after)).toEqual([
      { include: 'reviewed', released: 1, answers: 3, held: 1 },
      { include: 'all', released: 1, answers: 3, held: 0 },
      { include: 'all', released: 0, answers: 0, held: 0 },
    ]);

    await expectRefusedNaming(release(undefined), 'include');
    await expectRefusedNaming(release('everything'), 'include');
  });

  it('holds an attempt whose answer has no mark at all, even when the teacher lets suggestions stand', async () => {
    const school = await reviewSchool(t, { policy: 'after_review' });
    const sitting = await school.sit([...MODEL_ANSWERS]);
    const [, , third] = await answersOf(t.database, sitting.session.id);
    await t.database.db
      .update(answers)
      .set({ marksAwarded: null, suggestedMarks: null })
      .where(eq(answers.id, third!.id));
    const response = await t
      .request()
      .post(releaseUrl(school.exam.level.id))
      .set(bearer(school.adminToken))
      .send({ include: 'all' })
      .expect(200);
    expect((response.body as ReleaseLevelResponse).data).toEqual({
      released: 0,
      answers: 0,
      held: 1,
    });
  });

  it('tells the student when results arrive or change, until they open them', async () => {
    const school = await reviewSchool(t, { policy: 'after_review' });
    const [q1] = school.exam.questions;
    const sitting = await school.sit([...MODEL_ANSWERS]);
    const newResults = async () =>
      (
        (await t.as(sitting.token).get(api(attemptRoutes.summary)).expect(200))
          .body as StudentSummaryResponse
      ).data.newResults;
    // Held in review: nothing to tell yet.
    expect(await newResults()).toEqual([]);

    await t
      .as(school.adminToken)
      .post(releaseUrl(school.exam.level.id))
      .send({ include: 'reviewed' })
      .expect(200);
    expect(await newResults()).toEqual([
      expect.objectContaining({
        _id: sitting.session.id,
        percentage: 100,
        isPass: true,
        evaluatedAt: expect.any(String),
      }),
    ]);

    // A teacher reading the report changes nothing for the student; their own opening does.
    await asTeacher(t, school.adminToken).report(sitting.session.id).expect(200);
    expect(await newResults()).toHaveLength(1);
    await studentViews(t, sitting, sitting.session.id);
    expect(await newResults()).toEqual([]);

    // A teacher changes a released mark: the results are news again.
    await t
      .as(school.adminToken)
      .patch(
        api(evaluationRoutes.overrideMark, { sessionId: sitting.session.id, questionId: q1!.id }),
      )
      .send({ marks: 3, reason: 'The equation is missing.' })
      .expect(200);
    expect(await newResults()).toEqual([
      expect.objectContaining({ _id: sitting.session.id, percentage: expect.any(Number) }),
    ]);
  });

  it("refuses a student, and answers another institution's admin as if the level did not exist", async () => {
    const school = await reviewSchool(t);
    const sitting = await school.sit([...MODEL_ANSWERS]);
    const elsewhere = await adminOfNewInstitution(t);
    const body = { include: 'all' };
    await t.as(sitting.token).post(releaseUrl(school.exam.level.id)).send(body).expect(403);
    await t.as(elsewhere.token).post(releaseUrl(school.exam.level.id)).send(body).expect(404);
    await t.as(school.adminToken).post(releaseUrl(randomUUID())).send(body).expect(404);
  });

  it("shows each question's progress and the machine-teacher agreement as teachers mark, with the answer's photos signed", async () => {
    const school = await reviewSchool(t, { policy: 'after_review', marks: [4] });
    const teacher = asTeacher(t, school.adminToken);
    const [q1] = school.exam.questions;
    const sittings = [];
    for (const text of [MODEL_ANSWERS[0]!, 'Plants make food.', OFF_TOPIC, 'Leaves use light.']) {
      sittings.push(await school.sit([text]));
    }
    const listOf = async () =>
      (await teacher.list(school.exam.level.id).expect(200)).body as ReviewListResponse;
    const before = await listOf();
    expect(before.questions).toEqual([
      {
        questionId: q1!.id,
        number: 1,
        marks: q1!.marks,
        rubric: [],
        waiting: 4,
        needsDecision: expect.any(Number),
        unreleased: 4,
        reviewed: 0,
        total: 4,
        agreement: null,
      },
    ]);

    // Three decisions: the figures compare each with the suggestion the teacher saw then.
    const [first, second, third] = sittings;
    const pairs: [number, number][] = [];
    for (const [sitting, marks] of [
      [first!, 4],
      [second!, 1],
      [third!, 0],
    ] as const) {
      const machine = (await listOf()).data.find(
        (item) => item.sessionId === sitting.session.id,
      )!.suggestedMarks!;
      pairs.push([machine, marks]);
      await teacher.changeMark(sitting.session.id, q1!.id, marks, 'Marked on the desk.');
    }
    const after = await listOf();
    const differences = pairs.map(([machine, teacherMarks]) => teacherMarks - machine);
    const mean = differences.reduce((sum, d) => sum + d, 0) / differences.length;
    // Decided is not released: under after_review all four wait for the release.
    expect(after.questions[0]).toMatchObject({ waiting: 1, unreleased: 4, reviewed: 3, total: 4 });
    expect(after.questions[0]!.agreement).toMatchObject({
      n: 3,
      exact: Math.round((differences.filter((d) => d === 0).length / 3) * 1000) / 1000,
      withinOne: Math.round((differences.filter((d) => Math.abs(d) <= 1).length / 3) * 1000) / 1000,
    });
    expect(after.questions[0]!.agreement!.meanDifference).toBeCloseTo(mean, 2);

    // An answer's photos reach the desk as signed URLs of the attempts module.
    const imageId = randomUUID();
    const last = sittings[3]!;
    await t.database.db
      .update(answers)
      .set({ imagePaths: [`answers/${last.session.id}/${imageId}.jpg`] })
      .where(eq(answers.sessionId, last.session.id));
    const [item] = (await listOf()).data;
    expect(item).toMatchObject({ sessionId: last.session.id, imageCount: 1 });
    expect(item!.images).toEqual([
      {
        url: expect.stringMatching(
          new RegExp(
            `^/api/attempts/${last.session.id}/answers/${q1!.id}/images/${imageId}\\?exp=\\d+&sig=[\\w-]+$`,
          ),
        ),
      },
    ]);
    expect(item!.feedback).toEqual(
      expect.objectContaining({ readable_response: expect.any(String) }),
    );
  });
});
