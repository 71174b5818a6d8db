import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ANSWER_TEXT_MAX,
  attemptRoutes,
  type AttemptSessionResponse,
  type SaveAnswerRequest,
  type SavedAnswerResponse,
} from '@markwise/contract';
import {
  ATTEMPT_TEST_ENV,
  attemptUrl,
  createAttemptSchool,
  recordEnqueued,
  sessionRow,
  setDeadline,
  startAttempt,
  getAttempt,
  submitAttempt,
} from './support/attempt-factories.js';
import type { AuthUser } from '../src/common/auth/auth-user.js';
import { AnswersService } from '../src/modules/attempts/answers.service.js';
import { countAppQueries } from './support/sql-capture.js';
import { createTestApp } from './support/test-app.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`attempts: typed answers and submit on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createTestApp(ATTEMPT_TEST_ENV));
  let enqueued: MockInstance;
  beforeAll(() => {
    enqueued = recordEnqueued(t);
  });
  afterEach(() => enqueued.mockClear());

  const answerUrl = (sessionId: string, questionId: string) =>
    attemptUrl(attemptRoutes.answer, { sessionId, questionId });
  const submitUrl = (sessionId: string) => attemptUrl(attemptRoutes.submit, { sessionId });
  const save = (token: string, sessionId: string, questionId: string, answerText: string) => {
    const body: SaveAnswerRequest = { answerText };
    return t.as(token).put(answerUrl(sessionId, questionId)).send(body);
  };

  type OpenAttempt = Awaited<ReturnType<typeof openAttempt>>;

  /** A school whose student has an open session. */
  async function openAttempt() {
    const school = await createAttemptSchool(t);
    const session = await startAttempt(t, school.studentToken, school.exam.level.id);
    const [first, second] = school.exam.questions;
    return { ...school, session, first: first!, second: second! };
  }

  /** The saves' service, called directly where saves must share a batch (one turn). */
  const answers = () => t.app.get(AnswersService);
  const callerOf = (student: { id: string; institutionId: string }): AuthUser => ({
    id: student.id,
    role: 'STUDENT',
    institutionId: student.institutionId,
    isOperator: false,
  });
  const targetOf = ({ session, first }: OpenAttempt) => ({
    sessionId: session._id,
    questionId: first.id,
  });

  describe('PUT /api/attempts/:sessionId/answers/:questionId', () => {
    it('saves markdown idempotently, and a reload shows the saved answers', async () => {
      const { studentToken, session, first, second } = await openAttempt();
      const text = 'Plants make **glucose** from light.';
      const saved = await save(studentToken, session._id, first.id, text).expect(200);
      const answer = (saved.body as SavedAnswerResponse).data;
      expect(answer).toEqual({
        questionId: first.id,
        answerText: text,
        images: [],
        updatedAt: expect.any(String),
      });
      await save(studentToken, session._id, first.id, text).expect(200);
      await save(studentToken, session._id, second.id, 'Chlorophyll').expect(200);
      await save(studentToken, session._id, second.id, 'Chlorophyll absorbs light').expect(200);

      const reload = await getAttempt(t, studentToken, session._id).expect(200);
      const view = (reload.body as AttemptSessionResponse).data;
      expect(view.answers.map((a) => [a.questionId, a.answerText])).toEqual([
        [first.id, text],
        [second.id, 'Chlorophyll absorbs light'],
      ]);
    });

    it('clears the text with an empty string', async () => {
      const { studentToken, session, first } = await openAttempt();
      await save(studentToken, session._id, first.id, 'Draft').expect(200);
      const cleared = await save(studentToken, session._id, first.id, '').expect(200);
      expect((cleared.body as SavedAnswerResponse).data.answerText).toBeNull();
    });

    it('refuses a question that is not in the paper (404 naming it) and saves nothing', async () => {
      const school = await openAttempt();
      const other = await createAttemptSchool(t);
      for (const questionId of [other.exam.questions[0]!.id, randomUUID()]) {
        const response = await save(
          school.studentToken,
          school.session._id,
          questionId,
          'x',
        ).expect(404);
        expect(response.body.message).toContain(questionId);
      }
      const view = await getAttempt(t, school.studentToken, school.session._id);
      expect((view.body as AttemptSessionResponse).data.answers).toEqual([]);
    });

    it('refuses saving after submit (409) and after the deadline (409), keeping the old text', async () => {
      const submitted = await openAttempt();
      await save(
        submitted.studentToken,
        submitted.session._id,
        submitted.first.id,
        'Before',
      ).expect(200);
      await submitAttempt(t, submitted.studentToken, submitted.session._id).expect(200);
      const late = await save(
        submitted.studentToken,
        submitted.session._id,
        submitted.first.id,
        'After',
      );
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This attempt has been submitted');

      const timed = await openAttempt();
      await save(timed.studentToken, timed.session._id, timed.first.id, 'In time').expect(200);
      await setDeadline(t.database, timed.session._id, new Date(Date.now() - 1000));
      const overdue = await save(timed.studentToken, timed.session._id, timed.first.id, 'Too late');
      expect(overdue.status).toBe(409);
      expect(overdue.body.message).toBe('Time is up for this attempt');

      for (const { studentToken, session } of [submitted, timed]) {
        const view = await getAttempt(t, studentToken, session._id);
        const answer = (view.body as AttemptSessionResponse).data.answers[0]!;
        expect(answer.answerText).toBe(session === submitted.session ? 'Before' : 'In time');
      }
    });

    it('saves in one statement after sign-in, without reading the paper', async () => {
      const { studentToken, session, first } = await openAttempt();
      await save(studentToken, session._id, first.id, 'Warm-up').expect(200);
      const statements = await countAppQueries(t.database, () =>
        save(studentToken, session._id, first.id, 'An exam autosave').expect(200),
      );
      // The sign-in check and the save: an exam of thousands saving every few seconds.
      expect(statements).toBeLessThanOrEqual(2);
    });

    it('saves a crowd arriving together in one statement, each answer to its own attempt only', async () => {
      const schools = [await openAttempt(), await openAttempt()];
      const sitters = await Promise.all(
        schools.flatMap((school) => [
          { user: school.student, token: school.studentToken, session: school.session, school },
          startAttempt(t, school.classmateToken, school.exam.level.id).then((session) => ({
            user: school.classmate,
            token: school.classmateToken,
            session,
            school,
          })),
        ]),
      );
      const saves = sitters.flatMap(({ user, token, session, school }, sitter) =>
        [school.first, school.second].map((question, index) => ({
          caller: callerOf(user),
          target: { sessionId: session._id, questionId: question.id },
          token,
          text: `Sitter ${sitter}, answer ${index}`,
        })),
      );
      // Asked for in one turn, as a crowd's saves arrive: one statement, where one a save would
      // take 8.
      const statements = await countAppQueries(t.database, () =>
        Promise.all(saves.map((save) => answers().trySaveText(save.caller, save.target, 'Draft'))),
      );
      expect(statements).toBe(1);

      const [mine, classmates] = sitters;
      const intruders = [
        // A classmate, and a student of another school, writing into someone else's attempt.
        { token: classmates!.token, target: targetOf(schools[0]!) },
        {
          token: sitters[2]!.token,
          target: { ...targetOf(schools[0]!), questionId: schools[0]!.second.id },
        },
      ].map((intruder) => ({ ...intruder, text: 'Not yours', expected: 404 }));
      expect(intruders.every(({ target }) => target.sessionId === mine!.session._id)).toBe(true);
      const crowd = [...saves.map((save) => ({ ...save, expected: 200 })), ...intruders];
      const statuses = await t.listening((origin) =>
        Promise.all(
          crowd.map(async ({ token, target, text }) => {
            const response = await fetch(
              `${origin}${answerUrl(target.sessionId, target.questionId)}`,
              {
                method: 'PUT',
                headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                body: JSON.stringify({ answerText: text }),
              },
            );
            await response.arrayBuffer();
            return response.status;
          }),
        ),
      );
      expect(statuses).toEqual(crowd.map(({ expected }) => expected));
      for (const [sitter, { token, session }] of sitters.entries()) {
        const view = await getAttempt(t, token, session._id).expect(200);
        const stored = (view.body as AttemptSessionResponse).data.answers.map((a) => a.answerText);
        expect(stored.sort()).toEqual([`Sitter ${sitter}, answer 0`, `Sitter ${sitter}, answer 1`]);
      }
    });

    it('keeps the later of two saves of one answer sent together, and a bad save fails alone', async () => {
      const [school, bystander] = [await openAttempt(), await openAttempt()];
      const { session, second } = school;
      const caller = callerOf(school.student);
      // Called in one turn, so they share a batch, in this order.
      const [earlier, later, unreadable, refused, other] = await Promise.allSettled([
        answers().trySaveText(caller, targetOf(school), 'Draft'),
        answers().trySaveText(caller, targetOf(school), 'Final'),
        answers().trySaveText(caller, { sessionId: session._id, questionId: 'not-a-uuid' }, 'Lost'),
        // JSON carries U+0000; PostgreSQL text cannot hold it.
        answers().trySaveText(
          caller,
          { sessionId: session._id, questionId: second.id },
          'A\u0000B',
        ),
        answers().trySaveText(callerOf(bystander.student), targetOf(bystander), 'Other'),
      ]);
      expect(earlier).toMatchObject({ status: 'fulfilled', value: { answerText: 'Draft' } });
      expect(later).toMatchObject({ status: 'fulfilled', value: { answerText: 'Final' } });
      expect([unreadable.status, refused.status]).toEqual(['rejected', 'rejected']);
      expect(other).toMatchObject({ status: 'fulfilled', value: { answerText: 'Other' } });
      for (const [{ studentToken, session }, expected] of [
        [school, ['Final']],
        [bystander, ['Other']],
      ] as const) {
        const view = await getAttempt(t, studentToken, session._id).expect(200);
        const stored = (view.body as AttemptSessionResponse).data.answers.map((a) => a.answerText);
        expect(stored).toEqual(expected);
      }
    });

    // PGlite runs one statement at a time: only PostgreSQL has a submit in flight beside a save.
    it.skipIf(TEST_DATABASE_KIND === 'pglite')(
      'waits for a submit in flight, then refuses the save (409) instead of landing it',
      async () => {
        const held = await openAttempt();
        const { studentToken, session, first } = held;
        const bystander = await openAttempt();
        let settled = false;
        let late: Awaited<ReturnType<typeof save>> | undefined;
        await t.database.db.transaction(async (tx) => {
          // A submit between its lock and its commit.
          await tx.execute(
            sql`update practice_sessions set status = 'submitted' where id = ${session._id}`,
          );
          const pending = save(studentToken, session._id, first.id, 'Too late').then((response) => {
            settled = true;
            late = response;
          });
          // Saves asked for together share a statement; this attempt's submit holds up no other.
          const together = await Promise.all([
            answers().trySaveText(callerOf(held.student), targetOf(held), 'Too late'),
            answers().trySaveText(callerOf(bystander.student), targetOf(bystander), 'On time'),
          ]);
          expect(together.map((saved) => saved?.answerText)).toEqual([undefined, 'On time']);
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(settled).toBe(false);
          void pending;
        });
        await vi.waitFor(() => expect(settled).toBe(true));
        expect(late?.status).toBe(409);
        expect(late?.body.message).toBe('This attempt has been submitted');
        const view = await getAttempt(t, studentToken, session._id).expect(200);
        expect((view.body as AttemptSessionResponse).data.answers).toEqual([]);
      },
    );

    it('answers an autosave as the full stack does: same body, same headers', async () => {
      const { studentToken, session, first } = await openAttempt();
      const url = answerUrl(session._id, first.id);
      // The fast path takes the route's exact URL; with a query string the save goes through
      // Express and Nest, which ignore it.
      const viaFastPath = await save(studentToken, session._id, first.id, 'Fast').expect(200);
      const viaFullStack = await t
        .as(studentToken)
        .put(`${url}?via=express`)
        .send({ answerText: 'Full' })
        .expect(200);
      const comparable = (response: typeof viaFastPath) => {
        const { date, 'x-request-id': id, 'content-length': length, ...headers } = response.headers;
        expect([date, id, length]).toEqual([
          expect.any(String),
          expect.any(String),
          expect.any(String),
        ]);
        return headers;
      };
      expect(comparable(viaFastPath)).toEqual(comparable(viaFullStack));
      expect(viaFastPath.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(viaFastPath.headers['cache-control']).toBe('no-store');
      const { updatedAt: _fast, ...fast } = (viaFastPath.body as SavedAnswerResponse).data;
      const { updatedAt: _full, ...full } = (viaFullStack.body as SavedAnswerResponse).data;
      expect({ ...fast, answerText: 'Full' }).toEqual(full);

      // Both parse strictly: a body cut short, or JSON that is not an object, is refused alike.
      for (const target of [url, `${url}?via=express`]) {
        for (const text of ['{"answerText": ', '"not an object"']) {
          const malformed = await t
            .as(studentToken)
            .put(target)
            .set('Content-Type', 'application/json')
            .send(text)
            .expect(400);
          expect(malformed.body).toEqual({
            statusCode: 400,
            message: 'Request body is not valid JSON',
            error: 'Bad Request',
          });
        }
      }
      // A compressed body is the full stack's to read, at the exact URL too: the same answer.
      const gzipped = await Promise.all(
        [url, `${url}?via=express`].map((target) =>
          t
            .as(studentToken)
            .put(target)
            .set('Content-Type', 'application/json')
            .set('Content-Encoding', 'gzip')
            .send(gzipSync(JSON.stringify({ answerText: 'Gzipped' }))),
        ),
      );
      expect(gzipped[0]!.status).toBe(gzipped[1]!.status);
      expect(gzipped[0]!.body).toEqual(gzipped[1]!.body);
      const view = await getAttempt(t, studentToken, session._id).expect(200);
      expect((view.body as AttemptSessionResponse).data.answers[0]?.answerText).toBe('Full');
    });

    it("answers 404 for another student's session and 403 for an admin", async () => {
      const { session, first, classmateToken, adminToken } = await openAttempt();
      const other = await createAttemptSchool(t);
      await save(classmateToken, session._id, first.id, 'Mine now').expect(404);
      await save(other.studentToken, session._id, first.id, 'Mine now').expect(404);
      await save(adminToken, session._id, first.id, 'Teacher edit').expect(403);
    });

    it('validates the body and ids (400 naming the field) and needs a token (401)', async () => {
      const { studentToken, session, first } = await openAttempt();
      const long = await save(studentToken, session._id, first.id, 'a'.repeat(ANSWER_TEXT_MAX + 1));
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.body.message)).toContain('answerText must be at most 20000');
      const typed = await t
        .as(studentToken)
        .put(answerUrl(session._id, first.id))
        .send({ answerText: 42 })
        .expect(400);
      expect(JSON.stringify(typed.body.message)).toContain('answerText');
      const extra = await t
        .as(studentToken)
        .put(answerUrl(session._id, first.id))
        .send({ answerText: 'x', marksAwarded: 10 })
        .expect(400);
      expect(JSON.stringify(extra.body.message)).toContain('marksAwarded');
      const nul = await save(studentToken, session._id, first.id, 'A\u0000B').expect(400);
      expect(nul.body.message).toBe('A value contains a character that is not allowed');
      const badId = await save(studentToken, session._id, 'q1', 'x').expect(400);
      expect(JSON.stringify(badId.body.message)).toContain('questionId must be a valid id');
      await t.request().put(answerUrl(session._id, first.id)).send({ answerText: 'x' }).expect(401);
    });
  });

  describe('POST /api/attempts/:sessionId/submit', () => {
    it('submits, queues the evaluation once, and refuses a second submit with 409', async () => {
      const { studentToken, session, first } = await openAttempt();
      await save(studentToken, session._id, first.id, 'Final answer').expect(200);
      const response = await submitAttempt(t, studentToken, session._id).expect(200);
      const view = (response.body as AttemptSessionResponse).data;
      expect(view).toMatchObject({ _id: session._id, status: 'submitted', secondsLeft: 0 });
      expect(view.submittedAt).toEqual(expect.any(String));
      expect(enqueued).toHaveBeenCalledTimes(1);
      expect(enqueued).toHaveBeenCalledWith(session._id);
      const row = await sessionRow(t.database, session._id);
      expect(row?.endTime?.toISOString()).toBe(view.submittedAt);

      const again = await submitAttempt(t, studentToken, session._id).expect(409);
      expect(again.body.message).toBe('This attempt has already been submitted');
      expect(enqueued).toHaveBeenCalledTimes(1);
    });

    it('still submits a session past its deadline, with what was saved in time', async () => {
      const { studentToken, session, first } = await openAttempt();
      await save(studentToken, session._id, first.id, 'Saved in time').expect(200);
      await setDeadline(t.database, session._id, new Date(Date.now() - 60_000));
      const response = await submitAttempt(t, studentToken, session._id).expect(200);
      const view = (response.body as AttemptSessionResponse).data;
      expect(view.status).toBe('submitted');
      expect(view.answers.map((a) => a.answerText)).toEqual(['Saved in time']);
      expect(enqueued).toHaveBeenCalledWith(session._id);
    });

    it("answers 404 for another student's session, 403 for an admin, 401 without a token", async () => {
      const { session, classmateToken, adminToken } = await openAttempt();
      await submitAttempt(t, classmateToken, session._id).expect(404);
      await submitAttempt(t, adminToken, session._id).expect(403);
      await t.request().post(submitUrl(session._id)).expect(401);
      const badId = await submitAttempt(t, classmateToken, 'x').expect(400);
      expect(JSON.stringify(badId.body.message)).toContain('sessionId must be a valid id');
      expect(enqueued).not.toHaveBeenCalled();
      expect((await sessionRow(t.database, session._id))?.status).toBe('in_progress');
    });
  });
});
