import { describe, expect, it } from 'vitest';
import {
  moderationRoutes,
  type AssignSecondMarkingResponse,
  type BlindAnswersResponse,
  type ModerationResponse,
} from '@markwise/contract';
import { auditLog } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { tokenOf } from './support/auth-helpers.js';
import { createEvaluationTestApp, MODEL_ANSWERS } from './support/evaluation-factories.js';
import { createUser } from './support/factories.js';
import {
  acceptAndRelease,
  answersOf,
  api,
  OFF_TOPIC,
  reviewSchool,
} from './support/review-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`second marking and moderation, on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  /** A level with three released attempts of two questions, and a second teacher. */
  async function sampledLevel() {
    const school = await reviewSchool(t, { marks: [5, 5] });
    const sittings = [];
    for (let i = 0; i < 3; i++) {
      const sitting = await school.sit([MODEL_ANSWERS[0]!, OFF_TOPIC]);
      await acceptAndRelease(t, sitting.session.id, school.adminToken);
      sittings.push(sitting);
    }
    const second = await createUser(t.database, {
      institutionId: school.institution.id,
      role: 'ADMIN',
      firstName: 'Meena',
    });
    const levelId = school.exam.level.id;
    return { school, sittings, second, secondToken: await tokenOf(t, second), levelId };
  }

  it('a second teacher marks a sample blind; disagreements are listed and decided', async () => {
    const { school, sittings, second, secondToken, levelId } = await sampledLevel();
    const [q1] = school.exam.questions;

    // Half of question 1's three answers, rounded up: two.
    const assigned = await t
      .as(school.adminToken)
      .post(api(moderationRoutes.assign, { levelId }))
      .send({ markerId: second.id, percentage: 50, questionId: q1!.id })
      .expect(200);
    expect((assigned.body as AssignSecondMarkingResponse).data.assigned).toBe(2);
    // The chosen third answer joins; those already in a sample are not assigned twice.
    const chosen = await t
      .as(school.adminToken)
      .post(api(moderationRoutes.assign, { levelId }))
      .send({
        markerId: second.id,
        answers: sittings.map((sitting) => ({ sessionId: sitting.session.id, questionId: q1!.id })),
      })
      .expect(200);
    expect((chosen.body as AssignSecondMarkingResponse).data.assigned).toBe(1);

    // Blind: the second teacher sees the answers, never a mark or a name.
    const mine = (await t.as(secondToken).get(api(moderationRoutes.mine, { levelId })).expect(200))
      .body as BlindAnswersResponse;
    expect(mine.data).toHaveLength(3);
    const text = JSON.stringify(mine);
    for (const sitting of sittings) expect(text).not.toContain(sitting.student.firstName);
    expect(Object.keys(mine.data[0]!).sort()).toEqual(
      ['answerText', 'id', 'images', 'marks', 'question', 'transcription'].sort(),
    );
    // The first teacher has no sample of their own here.
    const firstsOwn = (
      await t.as(school.adminToken).get(api(moderationRoutes.mine, { levelId })).expect(200)
    ).body as BlindAnswersResponse;
    expect(firstsOwn.data).toEqual([]);

    const [a, b, c] = mine.data;
    const markUrl = (id: string) => api(moderationRoutes.mark, { secondMarkId: id });
    // Every student gave question 1 the model answer: one first mark for all three.
    const [firstRow] = await answersOf(t.database, sittings[0]!.session.id);
    const first = firstRow!.marksAwarded!;
    // Agrees with a, far off on b, not yet on c.
    await t.as(secondToken).put(markUrl(a!.id)).send({ marks: first }).expect(200);
    await t
      .as(secondToken)
      .put(markUrl(b!.id))
      .send({ marks: 0, reason: 'Nothing relevant.' })
      .expect(200);
    await t.as(secondToken).put(markUrl(c!.id)).send({ marks: 6 }).expect(400);
    // Only the marker marks their sample.
    await t.as(school.adminToken).put(markUrl(a!.id)).send({ marks: 1 }).expect(404);

    const listUrl = api(moderationRoutes.list, { levelId });
    const listed = (await t.as(school.adminToken).get(listUrl).expect(200))
      .body as ModerationResponse;
    expect(listed.counts).toEqual({ assigned: 3, marked: 2, agreed: 1, decided: 0 });
    expect(listed.markers.map((marker) => marker.id)).toEqual(
      expect.arrayContaining([school.admin.id, second.id]),
    );
    expect(listed.data).toHaveLength(1);
    const [disagreement] = listed.data;
    expect(disagreement).toMatchObject({
      id: b!.id,
      second: { marks: 0, reason: 'Nothing relevant.', by: expect.stringContaining('Meena') },
    });
    expect(disagreement!.first.marks).toBeGreaterThan(1);
    // A wider tolerance lists nothing.
    const wide = (await t.as(school.adminToken).get(`${listUrl}?tolerance=5`).expect(200))
      .body as ModerationResponse;
    expect(wide.data).toEqual([]);

    // The decision: the mark that stands, as the teacher's, audited; the list empties.
    const decideUrl = api(moderationRoutes.decide, { secondMarkId: b!.id });
    await t
      .as(school.adminToken)
      .post(decideUrl)
      .send({ marks: 2, reason: 'Between the two: one idea is there.' })
      .expect(200);
    await t.as(school.adminToken).post(decideUrl).send({ marks: 3, reason: 'Again.' }).expect(409);
    const after = (await t.as(school.adminToken).get(listUrl).expect(200))
      .body as ModerationResponse;
    expect(after.data).toEqual([]);
    expect(after.counts.decided).toBe(1);
    const decidedAnswer = (
      await Promise.all(sittings.map((sitting) => answersOf(t.database, sitting.session.id)))
    )
      .map((rows) => rows[0]!)
      .find((row) => row.overrideReason === 'Between the two: one idea is there.');
    expect(decidedAnswer).toMatchObject({ marksAwarded: 2, overriddenBy: school.admin.id });
    const entries = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, decidedAnswer!.id));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['answer.mark_override', 'answer.moderation_decision']),
    );
    // Moderated: the second mark can no longer change.
    await t.as(secondToken).put(markUrl(b!.id)).send({ marks: 1 }).expect(409);
  });

  it('refuses a sample for a student, another school, or an unmarked choice, saving nothing', async () => {
    const { school, sittings, levelId } = await sampledLevel();
    const assignUrl = api(moderationRoutes.assign, { levelId });
    await t
      .as(school.adminToken)
      .post(assignUrl)
      .send({ markerId: sittings[0]!.student.id, percentage: 10 })
      .expect(400);
    const both = await t
      .as(school.adminToken)
      .post(assignUrl)
      .send({ markerId: school.admin.id })
      .expect(400);
    expect(JSON.stringify(both.body)).toContain('Give either percentage or answers');
    const other = await reviewSchool(t);
    await t
      .as(other.adminToken)
      .post(assignUrl)
      .send({ markerId: other.admin.id, percentage: 10 })
      .expect(404);
    const listed = (
      await t.as(school.adminToken).get(api(moderationRoutes.list, { levelId })).expect(200)
    ).body as ModerationResponse;
    expect(listed.counts.assigned).toBe(0);
  });
});
