import {
  apiRoutes,
  attemptRoutes,
  evaluationRoutes,
  pathTo,
  reviewRoutes,
  type DetailedReportResponse,
  type FindUserWithSessionsResponse,
  type ReleasePolicy,
  type StudentSummaryResponse,
  type ReviewDecisionRequest,
  type ReviewDecisionResponse,
} from '@markwise/contract';
import { answers, levels, practiceSessions, questions, type Database } from '@markwise/db';
import { asc, eq } from 'drizzle-orm';
import { EvaluationQueue } from '../../src/modules/evaluation/evaluation-queue.js';
import { attemptUrl } from './attempt-factories.js';
import { bearer, tokenOf } from './auth-helpers.js';
import {
  createMarkedExam,
  createSubmittedSession,
  waitForSession,
  type MarkedExam,
} from './evaluation-factories.js';
import { createInstitution, createUser } from './factories.js';
import type { TestApp } from './test-app.js';

/** Off the subject of every question of createMarkedExam: shares no word with them. */
export const OFF_TOPIC = 'I like pizza and cricket';

export const api = (route: string, params: Record<string, string> = {}) =>
  `/api${pathTo(route, params)}`;

export const reviewUrls = {
  list: (levelId: string) => api(reviewRoutes.levelReviews, { levelId }),
  decide: (sessionId: string, questionId: string) =>
    api(reviewRoutes.decide, { sessionId, questionId }),
  release: (sessionId: string) => api(reviewRoutes.release, { sessionId }),
  proposals: (sessionId: string) => api(reviewRoutes.reEvaluation, { sessionId }),
  apply: (sessionId: string) => api(reviewRoutes.applyReEvaluation, { sessionId }),
  report: (sessionId: string) => api(apiRoutes.practiceSessions.detailedReport, { sessionId }),
};

/**
 * A teacher's requests on the review screen, signed with `adminToken`; each returns the request, so
 * a test adds the status it expects.
 */
export function asTeacher(t: TestApp, adminToken: string) {
  const signed = (request: ReturnType<ReturnType<TestApp['request']>['get']>) =>
    request.set(bearer(adminToken));
  return {
    list: (levelId: string, query = '') =>
      signed(t.request().get(reviewUrls.list(levelId) + query)),
    decide: (sessionId: string, questionId: string, body: object) =>
      signed(t.request().post(reviewUrls.decide(sessionId, questionId))).send(body),
    /** Changes the answer's mark to `marks` for `reason`, expecting 200; answers the decision. */
    changeMark: async (sessionId: string, questionId: string, marks: number, reason: string) => {
      const body: ReviewDecisionRequest = { decision: 'change', marks, reason };
      const response = await signed(t.request().post(reviewUrls.decide(sessionId, questionId)))
        .send(body)
        .expect(200);
      return response.body as ReviewDecisionResponse;
    },
    release: (sessionId: string) => signed(t.request().post(reviewUrls.release(sessionId))),
    reEvaluate: (sessionId: string) =>
      signed(t.request().post(api(evaluationRoutes.reEvaluate, { sessionId }))),
    proposals: (sessionId: string) => signed(t.request().get(reviewUrls.proposals(sessionId))),
    apply: (sessionId: string) => signed(t.request().post(reviewUrls.apply(sessionId))),
    report: (sessionId: string) => signed(t.request().get(reviewUrls.report(sessionId))),
  };
}

export async function setReleasePolicy(database: Database, levelId: string, policy: ReleasePolicy) {
  await database.db.update(levels).set({ releasePolicy: policy }).where(eq(levels.id, levelId));
}

/** An institution with a marked exam, an admin and a way to add logged-in students. */
export async function reviewSchool(
  t: TestApp,
  options: { marks?: number[]; policy?: ReleasePolicy } = {},
) {
  const institution = await createInstitution(t.database);
  const exam = await createMarkedExam(t.database, {
    institutionId: institution.id,
    marks: options.marks,
  });
  if (options.policy) await setReleasePolicy(t.database, exam.level.id, options.policy);
  const admin = await createUser(t.database, {
    institutionId: institution.id,
    role: 'ADMIN',
    firstName: 'Ravi',
  });
  return {
    institution,
    exam,
    admin,
    adminToken: await tokenOf(t, admin),
    /** A new student's attempt with these answers, submitted and evaluated to its end state. */
    async sit(texts: (string | null)[]) {
      const student = await createUser(t.database, { institutionId: institution.id });
      const session = await evaluateSession(t, exam, student.id, texts);
      const token = await tokenOf(t, student);
      return { student, session, token, email: student.email };
    },
  };
}

/** Submits and evaluates a session; returns its row once marked (in review, evaluated, failed). */
export async function evaluateSession(
  t: TestApp,
  exam: MarkedExam,
  userId: string,
  texts: (string | null)[],
) {
  const session = await createSubmittedSession(t.database, { exam, userId, texts });
  await t.app.get(EvaluationQueue).enqueue(session.id);
  return waitForSession(t.database, session.id, (status) =>
    ['in_review', 'evaluated', 'failed'].includes(status),
  );
}

/** The session's answers in question order. */
export async function answersOf(database: Database, sessionId: string) {
  return database.db
    .select({ answer: answers, number: questions.number })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.sessionId, sessionId))
    .orderBy(asc(questions.number))
    .then((rows) => rows.map((row) => ({ ...row.answer, number: row.number })));
}

/** Everything the student can read about their attempts: the report, the lookup list, the summary. */
export async function studentViews(
  t: TestApp,
  student: { token: string; email: string },
  sessionId: string,
) {
  const { token, email } = student;
  const report = (
    (await t.as(token).get(reviewUrls.report(sessionId)).expect(200)).body as DetailedReportResponse
  ).data;
  const lookup = (
    (
      await t
        .as(token)
        .post(api(apiRoutes.practiceSessions.findUserWithSessions))
        .send({ email })
        .expect(200)
    ).body as FindUserWithSessionsResponse
  ).data.sessions.find((session) => session._id === sessionId);
  const summary = (
    (await t.as(token).get(attemptUrl(attemptRoutes.summary)).expect(200))
      .body as StudentSummaryResponse
  ).data.recent.find((session) => session._id === sessionId);
  return { report, lookup, summary };
}

/**
 * What a teacher does to let a whole attempt through: accepts every suggestion waiting for a
 * decision, then releases the attempt if it is still held. Returns the session row after.
 */
export async function acceptAndRelease(t: TestApp, sessionId: string, adminToken: string) {
  for (const row of await answersOf(t.database, sessionId)) {
    if (row.releasedAt !== null || row.overriddenAt !== null) continue;
    if (row.confidence !== 'needs_review') continue;
    await asTeacher(t, adminToken)
      .decide(sessionId, row.questionId, { decision: 'accept' })
      .expect(200);
  }
  const [session] = await t.database.db
    .select()
    .from(practiceSessions)
    .where(eq(practiceSessions.id, sessionId));
  if (session?.status === 'in_review') {
    await asTeacher(t, adminToken).release(sessionId).expect(200);
  }
  return waitForSession(t.database, sessionId);
}
