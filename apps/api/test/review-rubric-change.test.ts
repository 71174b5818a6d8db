import { describe, expect, it } from 'vitest';
import {
  reviewRoutes,
  type RubricChangePreviewResponse,
  type RubricChangeRequest,
  type RubricChangeResponse,
} from '@markwise/contract';
import { auditLog, practiceSessions, questions, withPointIds } from '@markwise/db';
import { and, eq } from 'drizzle-orm';
import { createEvaluationTestApp, MODEL_ANSWERS } from './support/evaluation-factories.js';
import {
  acceptAndRelease,
  answersOf,
  api,
  asTeacher,
  OFF_TOPIC,
  reviewSchool,
} from './support/review-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`a rubric edited after marking, on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  /** Three students' off-topic first answers wait for a teacher; question 1 has three points. */
  async function markedWithRubric() {
    const school = await reviewSchool(t, { marks: [4, 5], policy: 'after_review' });
    const question = school.exam.questions[0]!;
    const [a, b, c] = withPointIds([
      { point: 'Names the law', marks: 2 },
      { point: 'Gives an example', marks: 1 },
      { point: 'Draws the diagram', marks: 1 },
    ]);
    await t.database.db
      .update(questions)
      .set({ rubric: [a!, b!, c!] })
      .where(eq(questions.id, question.id));
    const sittings: Awaited<ReturnType<typeof school.sit>>[] = [];
    for (let i = 0; i < 3; i++) sittings.push(await school.sit([OFF_TOPIC, MODEL_ANSWERS[1]!]));
    const teacher = asTeacher(t, school.adminToken);
    const byRubric = (index: number, ids: string[], marks: number) =>
      teacher.decide(sittings[index]!.session.id, question.id, {
        decision: 'change',
        marks,
        reason: 'By the rubric.',
        rubricPointIds: ids,
      });
    const urls = {
      preview: api(reviewRoutes.rubricPreview, { questionId: question.id }),
      change: api(reviewRoutes.rubric, { questionId: question.id }),
    };
    return { school, question, points: { a: a!, b: b!, c: c! }, sittings, byRubric, urls };
  }

  it('re-marks every answer marked with the points changed, counted before saving', async () => {
    const { school, question, points, sittings, byRubric, urls } = await markedWithRubric();
    const { a, b, c } = points;
    await byRubric(0, [a.id, b.id], 3).expect(200);
    await byRubric(1, [a.id], 2).expect(200);
    // A typed mark is not the rubric's: a change of the points leaves it.
    await asTeacher(t, school.adminToken).changeMark(
      sittings[2]!.session.id,
      question.id,
      1,
      'Typed.',
    );
    // The first student's attempt reaches them before the rubric changes.
    await acceptAndRelease(t, sittings[0]!.session.id, school.adminToken);

    // The law is worth 1 now, the diagram goes, a new point comes.
    const edit: RubricChangeRequest = {
      rubric: [
        { id: a.id, point: 'Names the law of reflection', marks: 1 },
        { id: b.id, point: b.point, marks: 1 },
        { point: 'Labels the angles', marks: 2 },
      ],
    };
    const preview = (await t.as(school.adminToken).post(urls.preview).send(edit).expect(200))
      .body as RubricChangePreviewResponse;
    expect(preview.data).toEqual({ markedWithRubric: 2, changing: 2, released: 1 });
    const [unchanged] = await t.database.db
      .select({ rubric: questions.rubric })
      .from(questions)
      .where(eq(questions.id, question.id));
    expect(unchanged!.rubric).toEqual([a, b, c]);

    const changed = (await t.as(school.adminToken).put(urls.change).send(edit).expect(200))
      .body as RubricChangeResponse;
    expect(changed.data).toMatchObject({ markedWithRubric: 2, changing: 2, released: 1 });
    expect(changed.data.rubric.map((point) => [point.point, point.marks])).toEqual([
      ['Names the law of reflection', 1],
      ['Gives an example', 1],
      ['Labels the angles', 2],
    ]);
    expect(changed.data.rubric.slice(0, 2).map((point) => point.id)).toEqual([a.id, b.id]);
    expect(changed.data.rubric[2]!.id).not.toBe(c.id);

    const firstOf = async (index: number) =>
      (await answersOf(t.database, sittings[index]!.session.id))[0]!;
    expect(await firstOf(0)).toMatchObject({ marksAwarded: 2, rubricPointIds: [a.id, b.id] });
    expect((await firstOf(0)).releasedAt).not.toBeNull();
    expect(await firstOf(1)).toMatchObject({ marksAwarded: 1, rubricPointIds: [a.id] });
    expect(await firstOf(2)).toMatchObject({ marksAwarded: 1, rubricPointIds: null });
    // The released attempt's total follows, and its student is told of a new result.
    const [released] = await t.database.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.id, sittings[0]!.session.id));
    expect(released!.marksAwarded).toBe(
      2 + (await answersOf(t.database, released!.id))[1]!.marksAwarded!,
    );
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'question'), eq(auditLog.entityId, question.id)));
    expect(audit).toEqual([{ action: 'question.rubric_change' }]);

    // Saving the same rubric again moves nothing.
    const again = (
      await t
        .as(school.adminToken)
        .post(urls.preview)
        .send({ rubric: changed.data.rubric })
        .expect(200)
    ).body as RubricChangePreviewResponse;
    expect(again.data).toEqual({ markedWithRubric: 2, changing: 0, released: 0 });
  });

  it("refuses a rubric mark that is not the points' sum, points of an old rubric, and strangers", async () => {
    const { school, points, sittings, byRubric, urls, question } = await markedWithRubric();
    const { a, b, c } = points;
    const wrongSum = await byRubric(0, [a.id, b.id], 2).expect(400);
    expect(JSON.stringify(wrongSum.body)).toContain(
      'marks must be 3, what the rubric points ticked give',
    );
    await byRubric(0, [a.id, a.id], 4).expect(400);

    // The diagram is removed while another teacher still has it ticked on screen.
    await t
      .as(school.adminToken)
      .put(urls.change)
      .send({ rubric: [a, b] })
      .expect(200);
    const stale = await byRubric(0, [a.id, c.id], 3).expect(409);
    expect(JSON.stringify(stale.body)).toContain('rubric has changed since it was shown');
    await byRubric(1, [a.id], 2).expect(200);

    const unknown = await t
      .as(school.adminToken)
      .put(urls.change)
      .send({ rubric: [{ id: c.id, point: 'Back again', marks: 1 }] })
      .expect(400);
    expect(JSON.stringify(unknown.body)).toContain('rubric[0].id is not a point of this question');
    const empty = await t.as(school.adminToken).put(urls.change).send({ rubric: [] }).expect(400);
    expect(JSON.stringify(empty.body)).toContain('rubric must have at least one point');

    const other = await reviewSchool(t);
    await t
      .as(other.adminToken)
      .put(urls.change)
      .send({ rubric: [a] })
      .expect(404);
    const sitting = await school.sit([OFF_TOPIC, null]);
    await t
      .as(sitting.token)
      .put(urls.change)
      .send({ rubric: [a] })
      .expect(403);
    expect((await answersOf(t.database, sittings[1]!.session.id))[0]).toMatchObject({
      marksAwarded: 2,
      rubricPointIds: [a.id],
    });
    const [kept] = await t.database.db
      .select({ rubric: questions.rubric })
      .from(questions)
      .where(eq(questions.id, question.id));
    expect(kept!.rubric).toEqual([a, b]);
  });
});
