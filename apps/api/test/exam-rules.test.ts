import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  attemptRoutes,
  type AttemptLevelsResponse,
  type ExamRulesRequest,
  type ExamRulesResponse,
  type StartAttemptRequest,
} from '@markwise/contract';
import { levels, practiceSessions } from '@markwise/db';
import { count, eq } from 'drizzle-orm';
import { login } from './support/auth-helpers.js';
import {
  attemptUrl,
  createAttemptSchool,
  createSittableLevel,
  startAttempt,
  createAttemptTestApp,
} from './support/attempt-factories.js';
import { createInstitution, createUser } from './support/factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

const HOUR = 60 * 60 * 1000;

describe(`exam rules per level on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createAttemptTestApp());

  const rulesUrl = (levelId: string) =>
    `/api${apiRoutes.journeys.levelRules.replace(':levelId', levelId)}`;
  const putRules = (token: string, levelId: string, body: ExamRulesRequest | object) =>
    t.as(token).put(rulesUrl(levelId)).send(body);
  const start = (token: string, levelId: string) => {
    const body: StartAttemptRequest = { levelId };
    return t.as(token).post(attemptUrl(attemptRoutes.collection)).send(body);
  };
  const submit = (token: string, sessionId: string) =>
    t.as(token).post(attemptUrl(attemptRoutes.submit, { sessionId })).expect(200);
  const sessionsOn = async (levelId: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(practiceSessions)
      .where(eq(practiceSessions.levelId, levelId));
    return Number(row?.n);
  };
  const rules = (overrides: Partial<ExamRulesRequest> = {}): ExamRulesRequest => ({
    attemptsAllowed: 1,
    opensAt: null,
    closesAt: null,
    answerKeyRelease: 'never',
    passPercentage: null,
    ...overrides,
  });

  describe('PUT and GET /api/levels/:levelId/rules', () => {
    it('sets and reads the rules, with the pass mark in force', async () => {
      const school = await createAttemptSchool(t);
      const closesAt = new Date(Date.now() + 2 * HOUR).toISOString();
      const response = await putRules(
        school.adminToken,
        school.exam.level.id,
        rules({
          attemptsAllowed: 2,
          closesAt,
          answerKeyRelease: 'after_close',
          passPercentage: 45,
        }),
      ).expect(200);
      const data = (response.body as ExamRulesResponse).data;
      expect(data).toMatchObject({
        attemptsAllowed: 2,
        closesAt,
        answerKeyRelease: 'after_close',
        answerKeyReleased: false,
        passPercentage: 45,
        effectivePassPercentage: 45,
        releasePolicy: 'confident_at_once',
      });
      const read = await t.as(school.adminToken).get(rulesUrl(school.exam.level.id)).expect(200);
      expect(read.body).toEqual(response.body);
      // No level pass mark: the paper's, else 60.
      const cleared = await putRules(school.adminToken, school.exam.level.id, rules()).expect(200);
      expect((cleared.body as ExamRulesResponse).data.effectivePassPercentage).toBe(60);
    });

    it('sets when marks are released; a body without releasePolicy keeps the one in force', async () => {
      const school = await createAttemptSchool(t);
      const levelId = school.exam.level.id;
      const held = await putRules(
        school.adminToken,
        levelId,
        rules({ releasePolicy: 'after_review' }),
      ).expect(200);
      expect((held.body as ExamRulesResponse).data.releasePolicy).toBe('after_review');
      const kept = await putRules(school.adminToken, levelId, rules({ attemptsAllowed: 3 })).expect(
        200,
      );
      expect((kept.body as ExamRulesResponse).data).toMatchObject({
        attemptsAllowed: 3,
        releasePolicy: 'after_review',
      });
      const bad = await putRules(school.adminToken, levelId, {
        ...rules(),
        releasePolicy: 'whenever',
      }).expect(400);
      expect(JSON.stringify(bad.body.message)).toMatch(
        /releasePolicy must be confident_at_once or after_review/,
      );
    });

    it('refuses contradictory rules, naming them, and changes nothing', async () => {
      const school = await createAttemptSchool(t);
      const levelId = school.exam.level.id;
      const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
      const cases: [object, RegExp][] = [
        [rules({ opensAt: at(2), closesAt: at(1) }), /closesAt must be after opensAt/],
        [rules({ answerKeyRelease: 'after_close' }), /after_close needs a closesAt/],
        [rules({ attemptsAllowed: 0 }), /attemptsAllowed must be at least 1/],
        [rules({ passPercentage: 101 }), /passPercentage must be between 0 and 100/],
        [{ ...rules(), answerKeyRelease: 'sometimes' }, /answerKeyRelease must be/],
        [{ ...rules(), extra: true }, /extra/],
      ];
      for (const [body, message] of cases) {
        const response = await putRules(school.adminToken, levelId, body).expect(400);
        expect(JSON.stringify(response.body.message)).toMatch(message);
      }
      const [level] = await t.database.db.select().from(levels).where(eq(levels.id, levelId));
      expect(level).toMatchObject({
        attemptsAllowed: 1,
        answerKeyRelease: 'never',
        closesAt: null,
      });
    });

    it('applies to exam levels only, of the caller institution, for admins', async () => {
      const school = await createAttemptSchool(t);
      const topic = await createSittableLevel(t.database, {
        institutionId: school.institutionId,
        type: 'topic',
        paper: false,
      });
      const response = await putRules(school.adminToken, topic.level.id, rules()).expect(400);
      expect(response.body.message).toBe('Exam rules apply to exam levels only');
      await putRules(school.studentToken, school.exam.level.id, rules()).expect(403);
      const other = await createInstitution(t.database);
      const otherAdmin = await createUser(t.database, { institutionId: other.id, role: 'ADMIN' });
      const { token } = await login(t, otherAdmin.email);
      await putRules(token, school.exam.level.id, rules({ attemptsAllowed: null })).expect(404);
      await t.as(token).get(rulesUrl(school.exam.level.id)).expect(404);
    });
  });

  describe('starting attempts', () => {
    it('allows one attempt by default: a retake after submitting is refused and writes nothing', async () => {
      const school = await createAttemptSchool(t);
      const levelId = school.exam.level.id;
      const first = await startAttempt(t, school.studentToken, levelId);
      await submit(school.studentToken, first._id);
      const again = await start(school.studentToken, levelId).expect(403);
      expect(again.body.message).toBe('Attempt limit reached: this exam allows 1 attempt');
      expect(await sessionsOn(levelId)).toBe(1);

      const listed = await t
        .as(school.studentToken)
        .get(attemptUrl(attemptRoutes.levels))
        .expect(200);
      const level = (listed.body as AttemptLevelsResponse).data.levels.find(
        (candidate) => candidate.levelId === levelId,
      );
      expect(level).toMatchObject({
        attempts: 1,
        attemptsAllowed: 1,
        cannotStart: 'Attempt limit reached: this exam allows 1 attempt',
      });

      // The teacher allows a second attempt: it starts.
      await putRules(school.adminToken, levelId, rules({ attemptsAllowed: 2 })).expect(200);
      await start(school.studentToken, levelId).expect(201);
      expect(await sessionsOn(levelId)).toBe(2);
    });

    it('starts exactly one session from 20 parallel starts', async () => {
      const school = await createAttemptSchool(t);
      const levelId = school.exam.level.id;
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => start(school.studentToken, levelId)),
      );
      const ids = new Set(responses.map((response) => response.body.data?._id));
      expect(
        responses.every((response) => response.status === 201 || response.status === 200),
      ).toBe(true);
      expect(ids.size).toBe(1);
      expect(await sessionsOn(levelId)).toBe(1);
    });

    it('refuses a start before the exam opens and after it closes, writing nothing', async () => {
      const school = await createAttemptSchool(t);
      const levelId = school.exam.level.id;
      const opensAt = new Date(Date.now() + HOUR).toISOString();
      await putRules(school.adminToken, levelId, rules({ opensAt })).expect(200);
      const early = await start(school.studentToken, levelId).expect(403);
      expect(early.body.message).toBe(`This exam is not open yet: it opens at ${opensAt}`);

      const closesAt = new Date(Date.now() - HOUR).toISOString();
      await putRules(school.adminToken, levelId, rules({ closesAt })).expect(200);
      const late = await start(school.studentToken, levelId).expect(403);
      expect(late.body.message).toBe(`This exam is closed: it closed at ${closesAt}`);
      expect(await sessionsOn(levelId)).toBe(0);
    });

    it("ends a new attempt's time at the exam's close", async () => {
      const school = await createAttemptSchool(t);
      const levelId = school.exam.level.id;
      const closesAt = new Date(Date.now() + 10 * 60_000);
      await putRules(school.adminToken, levelId, rules({ closesAt: closesAt.toISOString() }));
      const session = await startAttempt(t, school.studentToken, levelId);
      // The paper allows 30 minutes; the exam closes in 10.
      expect(session.secondsLeft).toBeLessThanOrEqual(600);
      expect(session.secondsLeft).toBeGreaterThan(500);
    });
  });
});
