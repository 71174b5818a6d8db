import { describe, expect, it } from 'vitest';
import {
  reviewRoutes,
  type GroupDecisionRequest,
  type ReviewGroupsResponse,
  type ReviewListResponse,
} from '@markwise/contract';
import { createEvaluationTestApp, MODEL_ANSWERS } from './support/evaluation-factories.js';
import { answersOf, api, asTeacher, reviewSchool } from './support/review-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`the desk's groups of alike answers, on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  /** Five students on a level held for review: four alike off-topic answers, one different. */
  async function groupedLevel() {
    const school = await reviewSchool(t, { marks: [5, 5], policy: 'after_review' });
    const [q1, q2] = school.exam.questions;
    const texts = [
      'I like pizza and cricket',
      'I like pizza and cricket a lot',
      'i like cricket and pizza',
      'I like pizza and cricket!',
      'The weather is sunny and warm today',
    ];
    const sittings = [];
    for (const text of texts) sittings.push(await school.sit([MODEL_ANSWERS[0]!, text]));
    const groupsUrl = `${api(reviewRoutes.groups, { levelId: school.exam.level.id })}?questionId=${q2!.id}`;
    const decideUrl = api(reviewRoutes.groupDecision, { levelId: school.exam.level.id });
    return { school, q1: q1!, q2: q2!, sittings, groupsUrl, decideUrl };
  }

  it('groups alike answers and marks the ones a teacher keeps in a group at once', async () => {
    const { school, q2, sittings, groupsUrl, decideUrl } = await groupedLevel();
    const groups = (await t.as(school.adminToken).get(groupsUrl).expect(200))
      .body as ReviewGroupsResponse;
    expect(groups.complete).toBe(true);
    const [alike, ...rest] = groups.data;
    const ids = (index: number) => sittings[index]!.session.id;
    expect(alike!.answers.map((answer) => answer.sessionId).sort()).toEqual(
      [ids(0), ids(1), ids(2), ids(3)].sort(),
    );
    expect(rest.map((group) => group.answers.map((answer) => answer.sessionId))).toEqual([
      [ids(4)],
    ]);

    // The teacher moves one answer out of the group and marks the other three.
    const body: GroupDecisionRequest = {
      questionId: q2.id,
      sessionIds: [ids(0), ids(1), ids(2)],
      marks: 0,
      reason: '  Not about the question.  ',
    };
    const decided = await t.as(school.adminToken).post(decideUrl).send(body).expect(200);
    expect(decided.body).toEqual({ data: { decided: 3, marks: 0 } });
    for (const index of [0, 1, 2]) {
      const [, second] = await answersOf(t.database, ids(index));
      expect(second).toMatchObject({ marksAwarded: 0, overrideReason: 'Not about the question.' });
    }
    const [, moved] = await answersOf(t.database, ids(3));
    expect(moved!.overriddenAt).toBeNull();

    // What is left waits on the desk; the groups read again hold only it.
    const list = (
      await asTeacher(t, school.adminToken)
        .list(school.exam.level.id, `?questionId=${q2.id}`)
        .expect(200)
    ).body as ReviewListResponse;
    expect(list.data.map((item) => item.sessionId).sort()).toEqual([ids(3), ids(4)].sort());
    const again = (await t.as(school.adminToken).get(groupsUrl).expect(200))
      .body as ReviewGroupsResponse;
    expect(
      again.data
        .flatMap((group) => group.answers)
        .map((answer) => answer.sessionId)
        .sort(),
    ).toEqual([ids(3), ids(4)].sort());
  });

  it('saves none of a group when one of its answers was decided meanwhile, or a mark is too high', async () => {
    const { school, q2, sittings, decideUrl } = await groupedLevel();
    const ids = sittings.slice(0, 4).map((sitting) => sitting.session.id);
    await asTeacher(t, school.adminToken).changeMark(ids[1]!, q2.id, 1, 'Decided first.');

    const late = await t
      .as(school.adminToken)
      .post(decideUrl)
      .send({ questionId: q2.id, sessionIds: ids, marks: 0, reason: 'Off topic.' })
      .expect(409);
    expect(JSON.stringify(late.body)).toContain('1 of these answers no longer wait');
    const tooHigh = await t
      .as(school.adminToken)
      .post(decideUrl)
      .send({ questionId: q2.id, sessionIds: [ids[0], ids[2]], marks: 6, reason: 'Too high.' })
      .expect(400);
    expect(JSON.stringify(tooHigh.body)).toContain('marks must be between 0 and 5');
    for (const sessionId of [ids[0]!, ids[2]!, ids[3]!]) {
      const [, second] = await answersOf(t.database, sessionId);
      expect(second!.overriddenAt).toBeNull();
    }
    // Bad input names the field; another school's admin finds no such level.
    const blank = await t
      .as(school.adminToken)
      .post(decideUrl)
      .send({ questionId: q2.id, sessionIds: [], marks: 0, reason: ' ' })
      .expect(400);
    expect(JSON.stringify(blank.body)).toMatch(/sessionIds must name at least one attempt/);
    const other = await reviewSchool(t);
    await t
      .as(other.adminToken)
      .post(decideUrl)
      .send({ questionId: q2.id, sessionIds: [ids[0]], marks: 0, reason: 'Mine now.' })
      .expect(404);
  });

  it("narrows the desk to one student's script, and to the days the attempts were submitted", async () => {
    const { school, sittings } = await groupedLevel();
    const teacher = asTeacher(t, school.adminToken);
    const list = async (query: string) =>
      (await teacher.list(school.exam.level.id, query).expect(200)).body as ReviewListResponse;
    const script = await list(`?sessionId=${sittings[2]!.session.id}`);
    expect(script.data.map((item) => [item.sessionId, item.question.number])).toEqual([
      [sittings[2]!.session.id, 2],
      [sittings[2]!.session.id, 1],
    ]);
    expect(script.pagination.totalItems).toBe(2);
    // Days around the one the attempts were submitted on (all within seconds of each other).
    const submitted = sittings[0]!.session.submittedAt!.getTime();
    const day = (offset: number) =>
      new Date(submitted + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect((await list(`?from=${day(0)}&to=${day(0)}`)).pagination.totalItems).toBe(10);
    const tomorrow = await list(`?from=${day(1)}`);
    expect([tomorrow.data, tomorrow.pagination.totalItems]).toEqual([[], 0]);
    expect((await list(`?to=${day(-1)}`)).pagination.totalItems).toBe(0);
    const bad = await teacher.list(school.exam.level.id, '?from=26-11-2026').expect(400);
    expect(JSON.stringify(bad.body)).toContain('from');
  });
});
