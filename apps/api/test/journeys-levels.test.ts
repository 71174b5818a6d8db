import { describe, expect, it } from 'vitest';
import type {
  CreateLevelRequest,
  JourneyResponse,
  LevelResponse,
  ReorderLevelsRequest,
  UpdateLevelRequest,
} from '@markwise/contract';
import { levels } from '@markwise/db';
import { asc, eq } from 'drizzle-orm';
import {
  attemptExam,
  createSchool,
  createJourney,
  createLevel,
  createPaper,
} from './support/catalogue-factories.js';
import { expectEachRefusedNaming, messageOf, errorBody } from './support/request-checks.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`journey levels on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const school = () => createSchool(t);
  /** A journey's levels as stored: [id, order] by order. */
  const stored = async (journeyId: string) =>
    (
      await t.database.db
        .select()
        .from(levels)
        .where(eq(levels.journeyId, journeyId))
        .orderBy(asc(levels.order))
    ).map((level) => [level.id, level.order]);
  const levelRow = async (id: string) =>
    (await t.database.db.select().from(levels).where(eq(levels.id, id)))[0];

  describe('POST /api/journey-masters/:journeyId/levels', () => {
    const create = (token: string, journeyId: string, body: unknown) =>
      t
        .as(token)
        .post(`/api/journey-masters/${journeyId}/levels`)
        .send(body as object);

    it('appends levels at the end of the journey', async () => {
      const { adminToken, journey, paper, institutionId, subject } = await school();
      const topic: CreateLevelRequest = { title: ' Reflection ', type: 'topic' };
      const first = await create(adminToken, journey.id, topic).expect(201);
      expect((first.body as LevelResponse).data).toEqual({
        _id: expect.any(String),
        title: 'Reflection',
        order: 3,
        type: 'topic',
        xp_required_to_unlock: 0,
        xpReward: 0,
        questionPaperId: null,
      });
      const exam: CreateLevelRequest = {
        title: 'Unit test',
        type: 'exam',
        xp_required_to_unlock: 150,
        xpReward: 60,
        questionPaperId: paper.id,
      };
      const second = await create(adminToken, journey.id, exam).expect(201);
      expect((second.body as LevelResponse).data).toEqual({
        _id: expect.any(String),
        title: 'Unit test',
        order: 4,
        type: 'exam',
        xp_required_to_unlock: 150,
        xpReward: 60,
        questionPaperId: paper.id,
      });
      const empty = await createJourney(t.database, { institutionId, subjectId: subject.id });
      const only = await create(adminToken, empty.id, topic).expect(201);
      expect((only.body as LevelResponse).data.order).toBe(1);
    });

    it('refuses a paper on a topic level (400) or from another institution (404), creating nothing', async () => {
      const { adminToken, journey, paper } = await school();
      const other = await school();
      const topic = await create(adminToken, journey.id, {
        title: 'Topic with paper',
        type: 'topic',
        questionPaperId: paper.id,
      } satisfies CreateLevelRequest).expect(400);
      expect(topic.body.message).toBe(
        'questionPaperId: a topic level cannot have a question paper',
      );
      const foreign = await create(adminToken, journey.id, {
        title: 'Foreign paper',
        type: 'exam',
        questionPaperId: other.paper.id,
      } satisfies CreateLevelRequest).expect(404);
      expect(foreign.body.message).toBe('Question paper not found');
      expect(await stored(journey.id)).toHaveLength(2);
    });

    it('refuses bad fields with 400 naming the field', async () => {
      const { adminToken, journey } = await school();
      const cases: [Record<string, unknown>, string][] = [
        [{ type: 'topic' }, 'title'],
        [{ title: 'x'.repeat(201), type: 'topic' }, 'title'],
        [{ title: 'Ok' }, 'type'],
        [{ title: 'Ok', type: 'quiz' }, 'type'],
        [{ title: 'Ok', type: 'topic', xp_required_to_unlock: -1 }, 'xp_required_to_unlock'],
        [{ title: 'Ok', type: 'topic', xp_required_to_unlock: 1.5 }, 'xp_required_to_unlock'],
        [{ title: 'Ok', type: 'topic', xpReward: 'ten' }, 'xpReward'],
        [{ title: 'Ok', type: 'topic', xpReward: 10_000_001 }, 'xpReward'],
        [{ title: 'Ok', type: 'exam', questionPaperId: 'paper-1' }, 'questionPaperId'],
        [{ title: 'Ok', type: 'topic', order: 1 }, 'order'],
      ];
      await expectEachRefusedNaming(cases, (body) => create(adminToken, journey.id, body));
      const malformed = await create(adminToken, 'j', { title: 'Ok', type: 'topic' }).expect(400);
      expect(messageOf(malformed.body)).toMatch(/journeyId/);
      expect(await stored(journey.id)).toHaveLength(2);
    });

    it("is 404 for another institution's journey or an unknown one, 401 and 403", async () => {
      const { adminToken, studentToken, journey } = await school();
      const other = await school();
      const body: CreateLevelRequest = { title: 'Intruder', type: 'topic' };
      await create(adminToken, other.journey.id, body).expect(404);
      expect(await stored(other.journey.id)).toHaveLength(2);
      await create(adminToken, crypto.randomUUID(), body).expect(404);
      await t.request().post(`/api/journey-masters/${journey.id}/levels`).send(body).expect(401);
      await create(studentToken, journey.id, body).expect(403);
    });
  });

  describe('PATCH /api/levels/:levelId', () => {
    const patch = (token: string, id: string, body: unknown) =>
      t
        .as(token)
        .patch(`/api/levels/${id}`)
        .send(body as object);

    it('changes the fields sent and links or unlinks a paper of the institution', async () => {
      const { adminToken, exam, institutionId } = await school();
      const paper = await createPaper(t.database, { institutionId });
      const body: UpdateLevelRequest = {
        title: 'Chapter test',
        xp_required_to_unlock: 200,
        xpReward: 25,
        questionPaperId: paper.id,
      };
      const response = await patch(adminToken, exam.id, body).expect(200);
      expect((response.body as LevelResponse).data).toEqual({
        _id: exam.id,
        title: 'Chapter test',
        order: 2,
        type: 'exam',
        xp_required_to_unlock: 200,
        xpReward: 25,
        questionPaperId: paper.id,
      });
      const unlinked = await patch(adminToken, exam.id, { questionPaperId: null }).expect(200);
      expect((unlinked.body as LevelResponse).data).toMatchObject({
        title: 'Chapter test',
        questionPaperId: null,
      });
    });

    it("refuses another institution's paper (404) and a paper on a topic level (400)", async () => {
      const { adminToken, exam, topic, paper } = await school();
      const other = await school();
      const foreign = await patch(adminToken, exam.id, {
        questionPaperId: other.paper.id,
      }).expect(404);
      expect(foreign.body.message).toBe('Question paper not found');
      expect((await levelRow(exam.id))?.questionPaperId).toBe(paper.id);
      const onTopic = await patch(adminToken, topic.id, { questionPaperId: paper.id }).expect(400);
      expect(messageOf(onTopic.body)).toMatch(/questionPaperId/);
      expect((await levelRow(topic.id))?.questionPaperId).toBeNull();
    });

    it('refuses bad fields with 400 naming the field, changing nothing', async () => {
      const { adminToken, exam } = await school();
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '' }, 'title'],
        [{ xp_required_to_unlock: -5 }, 'xp_required_to_unlock'],
        [{ xpReward: null }, 'xpReward'],
        [{ questionPaperId: 'abc' }, 'questionPaperId'],
        [{ type: 'topic' }, 'type'],
        [{ order: 9 }, 'order'],
      ];
      await expectEachRefusedNaming(cases, (body) => patch(adminToken, exam.id, body));
      const malformed = await patch(adminToken, 'lvl', { title: 'X' }).expect(400);
      expect(messageOf(malformed.body)).toMatch(/levelId/);
      expect(await levelRow(exam.id)).toEqual(exam);
    });

    it("is 404 for another institution's level or an unknown one, 401 and 403", async () => {
      const { adminToken, studentToken, exam } = await school();
      const other = await school();
      await patch(adminToken, other.exam.id, { title: 'Taken' }).expect(404);
      expect(await levelRow(other.exam.id)).toEqual(other.exam);
      await patch(adminToken, crypto.randomUUID(), { title: 'Ghost' }).expect(404);
      await t.request().patch(`/api/levels/${exam.id}`).send({ title: 'X' }).expect(401);
      await patch(studentToken, exam.id, { title: 'X' }).expect(403);
    });
  });

  describe('DELETE /api/levels/:levelId', () => {
    const remove = (token: string, id: string) => t.as(token).delete(`/api/levels/${id}`);

    it('deletes the level and moves the later ones up a place', async () => {
      const { adminToken, journey, topic, exam } = await school();
      const last = await createLevel(t.database, { journeyId: journey.id, order: 3 });
      await remove(adminToken, topic.id).expect(204);
      expect(await stored(journey.id)).toEqual([
        [exam.id, 1],
        [last.id, 2],
      ]);
    });

    it('refuses with 409 when students attempted it, deleting nothing', async () => {
      const { adminToken, institutionId, student, journey, exam, paper, topic } = await school();
      await attemptExam(t.database, { institutionId, student, exam, paper });
      const response = await remove(adminToken, exam.id).expect(409);
      expect(response.body).toEqual(
        errorBody(409, 'This level cannot be deleted because students have attempted it'),
      );
      expect(await stored(journey.id)).toEqual([
        [topic.id, 1],
        [exam.id, 2],
      ]);
    });

    it("is 404 for another institution's level or an unknown one, 400 malformed, 401, 403", async () => {
      const { adminToken, studentToken, topic } = await school();
      const other = await school();
      await remove(adminToken, other.topic.id).expect(404);
      expect(await levelRow(other.topic.id)).toBeDefined();
      await remove(adminToken, crypto.randomUUID()).expect(404);
      expect(messageOf((await remove(adminToken, '0').expect(400)).body)).toMatch(/levelId/);
      await t.request().delete(`/api/levels/${topic.id}`).expect(401);
      await remove(studentToken, topic.id).expect(403);
      expect(await levelRow(topic.id)).toBeDefined();
    });
  });

  describe('PUT /api/journey-masters/:journeyId/levels/order', () => {
    const reorder = (token: string, journeyId: string, body: unknown) =>
      t
        .as(token)
        .put(`/api/journey-masters/${journeyId}/levels/order`)
        .send(body as object);

    it('rewrites the orders 1..n in the order given, as often as asked', async () => {
      const { adminToken, journey, topic, exam } = await school();
      const third = await createLevel(t.database, { journeyId: journey.id, order: 3 });
      const body: ReorderLevelsRequest = { levelIds: [third.id, topic.id, exam.id] };
      const response = await reorder(adminToken, journey.id, body).expect(200);
      const updated = (response.body as JourneyResponse).data;
      expect(updated._id).toBe(journey.id);
      expect(updated.levels.map((level) => [level._id, level.order])).toEqual([
        [third.id, 1],
        [topic.id, 2],
        [exam.id, 3],
      ]);
      expect(await stored(journey.id)).toEqual([
        [third.id, 1],
        [topic.id, 2],
        [exam.id, 3],
      ]);
      await reorder(adminToken, journey.id, { levelIds: [exam.id, third.id, topic.id] }).expect(
        200,
      );
      expect(await stored(journey.id)).toEqual([
        [exam.id, 1],
        [third.id, 2],
        [topic.id, 3],
      ]);
    });

    it("refuses a list that is not exactly the journey's levels, changing nothing", async () => {
      const { adminToken, journey, topic, exam } = await school();
      const other = await school();
      const before = await stored(journey.id);
      const wrongSets = [
        [exam.id],
        [exam.id, topic.id, other.topic.id],
        [exam.id, other.topic.id],
        [],
      ];
      for (const levelIds of wrongSets) {
        const response = await reorder(adminToken, journey.id, { levelIds }).expect(400);
        expect(messageOf(response.body)).toMatch(/levelIds/);
      }
      const cases: [Record<string, unknown>, string][] = [
        [{ levelIds: [exam.id, exam.id] }, 'levelIds'],
        [{ levelIds: [exam.id, 'nope'] }, 'levelIds'],
        [{ levelIds: exam.id }, 'levelIds'],
        [{}, 'levelIds'],
        [{ levelIds: [exam.id, topic.id], order: [1, 2] }, 'order'],
      ];
      await expectEachRefusedNaming(cases, (body) => reorder(adminToken, journey.id, body));
      expect(await stored(journey.id)).toEqual(before);
    });

    it("is 404 for another institution's journey, 400 malformed, 401, 403", async () => {
      const { adminToken, studentToken, journey, topic, exam } = await school();
      const other = await school();
      const before = await stored(other.journey.id);
      await reorder(adminToken, other.journey.id, {
        levelIds: [other.exam.id, other.topic.id],
      }).expect(404);
      expect(await stored(other.journey.id)).toEqual(before);
      await reorder(adminToken, crypto.randomUUID(), { levelIds: [] }).expect(404);
      const malformed = await reorder(adminToken, 'x', { levelIds: [] }).expect(400);
      expect(messageOf(malformed.body)).toMatch(/journeyId/);
      const body: ReorderLevelsRequest = { levelIds: [exam.id, topic.id] };
      await t
        .request()
        .put(`/api/journey-masters/${journey.id}/levels/order`)
        .send(body)
        .expect(401);
      await reorder(studentToken, journey.id, body).expect(403);
    });
  });
});
