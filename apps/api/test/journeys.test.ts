import { describe, expect, it } from 'vitest';
import type {
  CreateJourneyRequest,
  JourneyListResponse,
  JourneyResponse,
  UpdateJourneyRequest,
} from '@markwise/contract';
import { journeys } from '@markwise/db';
import { eq } from 'drizzle-orm';
import {
  createSchool,
  attemptExam,
  createJourney,
  createLevel,
  levelsOf,
} from './support/catalogue-factories.js';
import { expectEachRefusedNaming, messageOf } from './support/request-checks.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { countQueries } from './support/sql-capture.js';

describe(`journeys on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const school = () => createSchool(t);
  const list = (token: string, query: string) => t.as(token).get(`/api/journey-masters${query}`);
  const journeyRow = async (id: string) =>
    (await t.database.db.select().from(journeys).where(eq(journeys.id, id)))[0];

  describe('GET /api/journey-masters?subjectId=', () => {
    it("lists a subject's journeys oldest first, each with its levels by order", async () => {
      const { institutionId, adminToken, subject, journey, topic, exam, paper } = await school();
      const later = await createJourney(t.database, {
        institutionId,
        subjectId: subject.id,
        title: 'Revision',
        createdAt: new Date(Date.now() + 60_000),
      });
      // Inserted out of order: the answer sorts them.
      const third = await createLevel(t.database, {
        journeyId: later.id,
        order: 2,
        type: 'exam',
        title: 'Final',
        xpRequiredToUnlock: 100,
        xpReward: 40,
      });
      const first = await createLevel(t.database, {
        journeyId: later.id,
        order: 1,
        title: 'Warm-up',
        xpReward: 10,
      });
      const response = await list(adminToken, `?subjectId=${subject.id}`).expect(200);
      expect((response.body as JourneyListResponse).data).toEqual([
        {
          _id: journey.id,
          subjectId: subject.id,
          title: journey.title,
          levels: [
            {
              _id: topic.id,
              title: topic.title,
              order: 1,
              type: 'topic',
              xp_required_to_unlock: 0,
              xpReward: 0,
              questionPaperId: null,
            },
            {
              _id: exam.id,
              title: exam.title,
              order: 2,
              type: 'exam',
              xp_required_to_unlock: 0,
              xpReward: 0,
              questionPaperId: paper.id,
            },
          ],
        },
        {
          _id: later.id,
          subjectId: subject.id,
          title: 'Revision',
          levels: [
            {
              _id: first.id,
              title: 'Warm-up',
              order: 1,
              type: 'topic',
              xp_required_to_unlock: 0,
              xpReward: 10,
              questionPaperId: null,
            },
            {
              _id: third.id,
              title: 'Final',
              order: 2,
              type: 'exam',
              xp_required_to_unlock: 100,
              xpReward: 40,
              questionPaperId: null,
            },
          ],
        },
      ]);
    });

    it('sends as many queries for many journeys and levels as for one (no N+1)', async () => {
      const { institutionId, adminToken, subject } = await school();
      const fetch = () => list(adminToken, `?subjectId=${subject.id}`).expect(200);
      const forOne = await countQueries(t.database, fetch);
      for (let i = 0; i < 4; i++) {
        const journey = await createJourney(t.database, { institutionId, subjectId: subject.id });
        await createLevel(t.database, { journeyId: journey.id, order: 1 });
        await createLevel(t.database, { journeyId: journey.id, order: 2, type: 'exam' });
      }
      expect(await countQueries(t.database, fetch)).toBe(forOne);
    });

    it('answers an empty list for a subject without journeys', async () => {
      const { adminToken, subject, journey } = await school();
      await t.database.db.delete(journeys).where(eq(journeys.id, journey.id));
      const response = await list(adminToken, `?subjectId=${subject.id}`).expect(200);
      expect(response.body).toEqual({ data: [] });
    });

    it("is 404 for another institution's subject or an unknown one", async () => {
      const { adminToken } = await school();
      const other = await school();
      const response = await list(adminToken, `?subjectId=${other.subject.id}`).expect(404);
      expect(response.body.message).toBe('Subject not found');
      await list(adminToken, `?subjectId=${crypto.randomUUID()}`).expect(404);
    });

    it('is 400 naming the parameter when subjectId is missing, malformed or joined by another', async () => {
      const { adminToken, subject } = await school();
      expect(messageOf((await list(adminToken, '').expect(400)).body)).toMatch(/subjectId/);
      expect(messageOf((await list(adminToken, '?subjectId=1').expect(400)).body)).toMatch(
        /subjectId/,
      );
      const extra = await list(adminToken, `?subjectId=${subject.id}&sort=title`).expect(400);
      expect(messageOf(extra.body)).toMatch(/sort/);
    });

    it('is 401 without a token and 403 for a student', async () => {
      const { subject, studentToken } = await school();
      await t.request().get(`/api/journey-masters?subjectId=${subject.id}`).expect(401);
      await list(studentToken, `?subjectId=${subject.id}`).expect(403);
    });
  });

  describe('GET /api/journey-masters/:journeyId', () => {
    it('returns one journey with its levels; 404 elsewhere, 400 malformed, 401, 403', async () => {
      const { adminToken, studentToken, journey } = await school();
      const other = await school();
      const get = (token: string, id: string) => t.as(token).get(`/api/journey-masters/${id}`);
      const response = await get(adminToken, journey.id).expect(200);
      expect((response.body as JourneyResponse).data).toMatchObject({
        _id: journey.id,
        title: journey.title,
      });
      expect((response.body as JourneyResponse).data.levels.map((l) => l.order)).toEqual([1, 2]);
      await get(adminToken, other.journey.id).expect(404);
      await get(adminToken, crypto.randomUUID()).expect(404);
      expect(messageOf((await get(adminToken, 'bad').expect(400)).body)).toMatch(/journeyId/);
      await t.request().get(`/api/journey-masters/${journey.id}`).expect(401);
      await get(studentToken, journey.id).expect(403);
    });
  });

  describe('POST /api/journey-masters', () => {
    const create = (token: string, body: unknown) =>
      t
        .as(token)
        .post('/api/journey-masters')
        .send(body as object);

    it('creates an empty journey for a subject', async () => {
      const { adminToken, subject } = await school();
      const body: CreateJourneyRequest = { subjectId: subject.id, title: ' Second journey ' };
      const response = await create(adminToken, body).expect(201);
      const created = (response.body as JourneyResponse).data;
      expect(created).toEqual({
        _id: expect.any(String),
        subjectId: subject.id,
        title: 'Second journey',
        levels: [],
      });
      const listed = await list(adminToken, `?subjectId=${subject.id}`).expect(200);
      expect((listed.body as JourneyListResponse).data.map((j) => j._id)).toContain(created._id);
    });

    it("is 404 for another institution's subject, creating nothing", async () => {
      const { adminToken } = await school();
      const other = await school();
      await create(adminToken, { subjectId: other.subject.id, title: 'Intruder' }).expect(404);
      const rows = await t.database.db
        .select()
        .from(journeys)
        .where(eq(journeys.subjectId, other.subject.id));
      expect(rows).toHaveLength(1);
    });

    it('refuses bad fields with 400 naming the field', async () => {
      const { adminToken, subject } = await school();
      const cases: [Record<string, unknown>, string][] = [
        [{ title: 'No subject' }, 'subjectId'],
        [{ subjectId: 'nope', title: 'x' }, 'subjectId'],
        [{ subjectId: subject.id }, 'title'],
        [{ subjectId: subject.id, title: 'x'.repeat(201) }, 'title'],
        [{ subjectId: subject.id, title: 'x', levels: [] }, 'levels'],
      ];
      await expectEachRefusedNaming(cases, (body) => create(adminToken, body));
    });

    it('is 401 without a token and 403 for a student', async () => {
      const { subject, studentToken } = await school();
      const body: CreateJourneyRequest = { subjectId: subject.id, title: 'Nope' };
      await t.request().post('/api/journey-masters').send(body).expect(401);
      await create(studentToken, body).expect(403);
    });
  });

  describe('PATCH /api/journey-masters/:journeyId', () => {
    const patch = (token: string, id: string, body: unknown) =>
      t
        .as(token)
        .patch(`/api/journey-masters/${id}`)
        .send(body as object);

    it('renames the journey and keeps its levels', async () => {
      const { adminToken, journey } = await school();
      const body: UpdateJourneyRequest = { title: 'Renamed journey' };
      const response = await patch(adminToken, journey.id, body).expect(200);
      const updated = (response.body as JourneyResponse).data;
      expect(updated.title).toBe('Renamed journey');
      expect(updated.levels).toHaveLength(2);
    });

    it('refuses bad fields and ids with 400 naming them, changing nothing', async () => {
      const { adminToken, journey } = await school();
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'title'],
        [{ title: '' }, 'title'],
        [{ title: 'x', subjectId: crypto.randomUUID() }, 'subjectId'],
      ];
      await expectEachRefusedNaming(cases, (body) => patch(adminToken, journey.id, body));
      const malformed = await patch(adminToken, '1', { title: 'X' }).expect(400);
      expect(messageOf(malformed.body)).toMatch(/journeyId/);
      expect((await journeyRow(journey.id))?.title).toBe(journey.title);
    });

    it("is 404 for another institution's journey or an unknown one, 401 and 403", async () => {
      const { adminToken, studentToken, journey } = await school();
      const other = await school();
      await patch(adminToken, other.journey.id, { title: 'Taken' }).expect(404);
      expect((await journeyRow(other.journey.id))?.title).toBe(other.journey.title);
      await patch(adminToken, crypto.randomUUID(), { title: 'Ghost' }).expect(404);
      await t
        .request()
        .patch(`/api/journey-masters/${journey.id}`)
        .send({ title: 'X' })
        .expect(401);
      await patch(studentToken, journey.id, { title: 'X' }).expect(403);
    });
  });

  describe('DELETE /api/journey-masters/:journeyId', () => {
    const remove = (token: string, id: string) => t.as(token).delete(`/api/journey-masters/${id}`);

    it('deletes the journey with its levels', async () => {
      const { adminToken, journey } = await school();
      await remove(adminToken, journey.id).expect(204);
      expect(await journeyRow(journey.id)).toBeUndefined();
      expect(await levelsOf(t.database, journey.id)).toEqual([]);
    });

    it('refuses with 409 when students attempted a level, deleting nothing', async () => {
      const { adminToken, institutionId, student, journey, exam, paper } = await school();
      await attemptExam(t.database, { institutionId, student, exam, paper });
      const response = await remove(adminToken, journey.id).expect(409);
      expect(response.body.message).toBe(
        'This journey cannot be deleted because students have attempted its levels',
      );
      expect(await levelsOf(t.database, journey.id)).toHaveLength(2);
    });

    it("is 404 for another institution's journey, 400 malformed, 401, 403", async () => {
      const { adminToken, studentToken, journey } = await school();
      const other = await school();
      await remove(adminToken, other.journey.id).expect(404);
      expect(await journeyRow(other.journey.id)).toBeDefined();
      await remove(adminToken, crypto.randomUUID()).expect(404);
      expect(messageOf((await remove(adminToken, 'x').expect(400)).body)).toMatch(/journeyId/);
      await t.request().delete(`/api/journey-masters/${journey.id}`).expect(401);
      await remove(studentToken, journey.id).expect(403);
      expect(await journeyRow(journey.id)).toBeDefined();
    });
  });
});
