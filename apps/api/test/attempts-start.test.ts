import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  attemptRoutes,
  type AttemptLevelsResponse,
  type AttemptSessionResponse,
  type StartAttemptRequest,
} from '@markwise/contract';
import { levels, practiceSessions } from '@markwise/db';
import { eq } from 'drizzle-orm';
import {
  ATTEMPT_TEST_ENV,
  attemptUrl,
  createAttemptSchool,
  createSittableLevel,
  recordEnqueued,
  sessionRow,
  setDeadline,
  setXp,
  startAttempt,
  getAttempt,
} from './support/attempt-factories.js';
import type { AuthUser } from '../src/common/auth/auth-user.js';
import { PapersRepository } from '../src/data/papers/papers.repository.js';
import { AttemptsService } from '../src/modules/attempts/attempts.service.js';
import { tokenOf } from './support/auth-helpers.js';
import { createUser } from './support/factories.js';
import { createTestApp } from './support/test-app.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { countAppQueries } from './support/sql-capture.js';

describe(`attempts: levels, start and view on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createTestApp(ATTEMPT_TEST_ENV));

  const levelsUrl = attemptUrl(attemptRoutes.levels);
  const startUrl = attemptUrl(attemptRoutes.collection);
  const itemUrl = (sessionId: string) => attemptUrl(attemptRoutes.item, { sessionId });
  const start = (token: string, levelId: string) => {
    const body: StartAttemptRequest = { levelId };
    return t.as(token).post(startUrl).send(body);
  };

  describe('GET /api/attempts/levels', () => {
    it("lists the institution's sittable exam levels with lock state and the student's attempts", async () => {
      const school = await createAttemptSchool(t);
      const locked = await createSittableLevel(t.database, {
        institutionId: school.institutionId,
        xpRequired: 100,
        marks: [5, 5, 5],
      });
      // Not sittable: inactive subject, topic level, no paper, another institution's level.
      await createSittableLevel(t.database, {
        institutionId: school.institutionId,
        subjectActive: false,
      });
      await createSittableLevel(t.database, { institutionId: school.institutionId, type: 'topic' });
      await createSittableLevel(t.database, { institutionId: school.institutionId, paper: false });
      const other = await createAttemptSchool(t);
      await setXp(t.database, school.student.id, 60);
      const session = await startAttempt(t, school.studentToken, school.exam.level.id);

      const response = await t.as(school.studentToken).get(levelsUrl).expect(200);
      const { data } = response.body as AttemptLevelsResponse;
      expect(data.xp).toBe(60);
      const ids = data.levels.map((level) => level.levelId);
      expect(ids.sort()).toEqual([school.exam.level.id, locked.level.id].sort());
      expect(ids).not.toContain(other.exam.level.id);
      const open = data.levels.find((level) => level.levelId === school.exam.level.id)!;
      expect(open).toEqual({
        levelId: school.exam.level.id,
        title: school.exam.level.title,
        order: 1,
        journeyTitle: school.exam.journey.title,
        subjectTitle: school.exam.subject.title,
        courseTitle: school.exam.course.title,
        paper: {
          _id: school.exam.paper.id,
          title: school.exam.paper.title,
          qpCode: school.exam.paper.qpCode,
          timeAllowed: 30,
          maxMarks: 10,
          questionCount: 2,
        },
        xp_required_to_unlock: 0,
        locked: false,
        xpNeeded: 0,
        attempts: 1,
        bestPercentage: null,
        inProgressSessionId: session._id,
        attemptsAllowed: 1,
        opensAt: null,
        closesAt: null,
        // The one attempt allowed is open: Start resumes it, no new one may start.
        cannotStart: 'Attempt limit reached: this exam allows 1 attempt',
        vivaEnabled: false,
      });
      const closed = data.levels.find((level) => level.levelId === locked.level.id)!;
      expect(closed).toMatchObject({
        locked: true,
        xpNeeded: 40,
        xp_required_to_unlock: 100,
        attempts: 0,
        inProgressSessionId: null,
        paper: expect.objectContaining({ questionCount: 3, maxMarks: 15 }),
      });
    });

    it('reports the best evaluated percentage and no session to resume once it is closed', async () => {
      const school = await createAttemptSchool(t);
      const session = await startAttempt(t, school.studentToken, school.exam.level.id);
      await t.database.db
        .update(practiceSessions)
        .set({ status: 'evaluated', marksAwarded: 7.5 })
        .where(eq(practiceSessions.id, session._id));
      const response = await t.as(school.studentToken).get(levelsUrl).expect(200);
      const [level] = (response.body as AttemptLevelsResponse).data.levels;
      expect(level).toMatchObject({ attempts: 1, bestPercentage: 75, inProgressSessionId: null });
    });

    it('costs the same number of queries for many levels as for one', async () => {
      const school = await createAttemptSchool(t);
      const few = await countAppQueries(t.database, () =>
        t.as(school.studentToken).get(levelsUrl).expect(200),
      );
      for (let i = 0; i < 4; i++) {
        await createSittableLevel(t.database, { institutionId: school.institutionId });
      }
      const many = await countAppQueries(t.database, () =>
        t.as(school.studentToken).get(levelsUrl).expect(200),
      );
      expect(many).toBe(few);
    });

    it('needs a token (401) and the student role (403)', async () => {
      const school = await createAttemptSchool(t);
      await t.request().get(levelsUrl).expect(401);
      await t.as(school.adminToken).get(levelsUrl).expect(403);
    });
  });

  describe('POST /api/attempts', () => {
    it('starts a timed session (201) and returns the same open one on a second call (200)', async () => {
      const school = await createAttemptSchool(t);
      const before = Date.now();
      const first = await start(school.studentToken, school.exam.level.id).expect(201);
      const session = (first.body as AttemptSessionResponse).data;
      expect(session).toMatchObject({
        levelId: school.exam.level.id,
        attemptNumber: 1,
        status: 'in_progress',
        submittedAt: null,
        paper: {
          title: school.exam.paper.title,
          qpCode: school.exam.paper.qpCode,
          timeAllowed: 30,
          maxMarks: 10,
          language: 'en',
        },
        answers: [],
      });
      const started = Date.parse(session.startTime);
      expect(started).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(session.deadlineAt!) - started).toBe(30 * 60 * 1000);
      expect(session.secondsLeft).toBeGreaterThan(29 * 60);
      expect(session.secondsLeft).toBeLessThanOrEqual(30 * 60);
      const row = await sessionRow(t.database, session._id);
      expect(row).toMatchObject({ marksAllocated: 10, userId: school.student.id });

      const again = await start(school.studentToken, school.exam.level.id).expect(200);
      expect((again.body as AttemptSessionResponse).data._id).toBe(session._id);
    });

    it('reads no answers back for a new attempt; a resumed one comes with what was saved', async () => {
      const school = await createAttemptSchool(t);
      let session: AttemptSessionResponse['data'] | undefined;
      const statements = await countAppQueries(t.database, async () => {
        const first = await start(school.studentToken, school.exam.level.id).expect(201);
        session = (first.body as AttemptSessionResponse).data;
      });
      // Sign-in, the transaction (lock, level, earlier attempts, insert), then the view: the
      // attempt and the paper's header and questions. Not its answers: there are none yet.
      expect(statements).toBeLessThanOrEqual(10);
      const question = school.exam.questions[0]!;
      await t
        .as(school.studentToken)
        .put(attemptUrl(attemptRoutes.answer, { sessionId: session!._id, questionId: question.id }))
        .send({ answerText: 'Saved before a reload' })
        .expect(200);
      const resumed = await start(school.studentToken, school.exam.level.id).expect(200);
      expect((resumed.body as AttemptSessionResponse).data.answers).toEqual([
        expect.objectContaining({ questionId: question.id, answerText: 'Saved before a reload' }),
      ]);
    });

    it('closes a session left open past its deadline and starts the next attempt', async () => {
      const school = await createAttemptSchool(t);
      const enqueued = recordEnqueued(t);
      try {
        await t.database.db
          .update(levels)
          .set({ attemptsAllowed: 2 })
          .where(eq(levels.id, school.exam.level.id));
        const first = await startAttempt(t, school.studentToken, school.exam.level.id);
        await setDeadline(t.database, first._id, new Date(Date.now() - 1000));
        const second = await start(school.studentToken, school.exam.level.id).expect(201);
        const next = (second.body as AttemptSessionResponse).data;
        expect(next._id).not.toBe(first._id);
        expect(next.attemptNumber).toBe(2);
        expect((await sessionRow(t.database, first._id))?.status).toBe('submitted');
        expect(enqueued).toHaveBeenCalledWith(first._id);
      } finally {
        enqueued.mockRestore();
      }
    });

    it('refuses a locked level with 403 saying how much XP is needed', async () => {
      const school = await createAttemptSchool(t);
      const locked = await createSittableLevel(t.database, {
        institutionId: school.institutionId,
        xpRequired: 150,
      });
      await setXp(t.database, school.student.id, 100);
      const response = await start(school.studentToken, locked.level.id).expect(403);
      expect(response.body.message).toBe('This level is locked: you need 50 more XP to unlock it');
      await setXp(t.database, school.student.id, 150);
      await start(school.studentToken, locked.level.id).expect(201);
    });

    it("answers 404 for another institution's level, a level without a paper, or an unknown id", async () => {
      const school = await createAttemptSchool(t);
      const other = await createAttemptSchool(t);
      const noPaper = await createSittableLevel(t.database, {
        institutionId: school.institutionId,
        paper: false,
      });
      const inactive = await createSittableLevel(t.database, {
        institutionId: school.institutionId,
        subjectActive: false,
      });
      for (const levelId of [
        other.exam.level.id,
        noPaper.level.id,
        inactive.level.id,
        randomUUID(),
      ]) {
        const response = await start(school.studentToken, levelId).expect(404);
        expect(response.body.message).toBe('Exam level not found');
      }
    });

    it('validates the body (400 naming the field), the token (401) and the role (403)', async () => {
      const school = await createAttemptSchool(t);
      const bad = await t
        .as(school.studentToken)
        .post(startUrl)
        .send({ levelId: 'nope' })
        .expect(400);
      expect(JSON.stringify(bad.body.message)).toContain('levelId must be a valid id');
      const extra = await t
        .as(school.studentToken)
        .post(startUrl)
        .send({ levelId: school.exam.level.id, deadlineAt: '2099-01-01T00:00:00Z' })
        .expect(400);
      expect(JSON.stringify(extra.body.message)).toContain('deadlineAt');
      await t.request().post(startUrl).send({ levelId: school.exam.level.id }).expect(401);
      await start(school.adminToken, school.exam.level.id).expect(403);
    });
  });

  describe('GET /api/attempts/:sessionId', () => {
    it('shows the questions without model answers or rubrics to the owner and the admin', async () => {
      const school = await createAttemptSchool(t);
      const session = await startAttempt(t, school.studentToken, school.exam.level.id);
      for (const token of [school.studentToken, school.adminToken]) {
        const response = await getAttempt(t, token, session._id).expect(200);
        const view = (response.body as AttemptSessionResponse).data;
        expect(view.questions).toEqual(
          school.exam.questions.map((question) => ({
            _id: question.id,
            number: question.number,
            text: question.text,
            marks: question.marks,
          })),
        );
        expect(JSON.stringify(response.body)).not.toMatch(/Secret|modelAnswer|rubric/);
      }
    });

    it('shows a crowd viewing their attempts together each their own, reading each paper once', async () => {
      const [school, other] = [await createAttemptSchool(t), await createAttemptSchool(t)];
      const classmates = await Promise.all(
        ['Asha', 'Dev'].map((firstName) =>
          createUser(t.database, { institutionId: school.institutionId, firstName }),
        ),
      );
      const sitters = [
        { user: school.student, exam: school.exam },
        { user: school.classmate, exam: school.exam },
        ...classmates.map((user) => ({ user, exam: school.exam })),
        { user: other.student, exam: other.exam },
      ];
      const attempts = await Promise.all(
        sitters.map(async ({ user, exam }) => {
          const session = await startAttempt(t, await tokenOf(t, user), exam.level.id);
          const caller: AuthUser = {
            id: user.id,
            role: 'STUDENT',
            institutionId: user.institutionId,
            isOperator: false,
          };
          return { caller, session, exam };
        }),
      );
      const service = t.app.get(AttemptsService);
      const views = await Promise.all(
        attempts.map(({ caller, session }) => service.view(caller, session._id)),
      );
      for (const [index, view] of views.entries()) {
        const { session, exam } = attempts[index]!;
        expect(view._id).toBe(session._id);
        expect(view.questions.map((question) => question._id)).toEqual(
          exam.questions.map((question) => question.id),
        );
      }
      // Asked for in one turn, as by a crowd's views: each paper's header and questions are read
      // once (4 statements), where a reading per attempt would take 10.
      const papers = t.app.get(PapersRepository);
      const statements = await countAppQueries(t.database, () =>
        Promise.all(
          attempts.map(({ caller, exam }) =>
            papers.sittingOf({ institutionId: caller.institutionId }, exam.paper.id),
          ),
        ),
      );
      expect(statements).toBe(4);
    });

    it("answers 404 for another student's session and another institution's admin", async () => {
      const school = await createAttemptSchool(t);
      const other = await createAttemptSchool(t);
      const session = await startAttempt(t, school.studentToken, school.exam.level.id);
      for (const token of [school.classmateToken, other.adminToken, other.studentToken]) {
        await getAttempt(t, token, session._id).expect(404);
      }
      await getAttempt(t, school.studentToken, randomUUID()).expect(404);
    });

    it('answers 400 naming a malformed id and 401 without a token', async () => {
      const school = await createAttemptSchool(t);
      const bad = await getAttempt(t, school.studentToken, '123').expect(400);
      expect(JSON.stringify(bad.body.message)).toContain('sessionId must be a valid id');
      await t.request().get(itemUrl(randomUUID())).expect(401);
    });
  });
});
