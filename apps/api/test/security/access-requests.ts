import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import {
  apiRoutes as r,
  type CreateDemoRequestInput,
  type CreateStudentInput,
  type LoginRequest,
  VIVA_RECORDING_FIELD,
  VIVA_TURN_FIELD,
} from '@markwise/contract';
import { answers, levels } from '@markwise/db';
import { and, asc, eq } from 'drizzle-orm';
import { parsePrivateKey } from '../../src/modules/uploads/upload-storage.service.js';
import { login } from '../support/auth-helpers.js';
import { TEST_PASSWORD } from '../support/factories.js';
import { tinyPng } from '../support/images.js';
import { paperRequest } from '../support/paper-factories.js';
import type { TestApp } from '../support/test-app.js';
import { recordingFile } from '../support/viva-recording.js';
import { CALLERS, rowKey, type Caller, type Method } from './access-table.js';
import { freshAccount, type freshObjects, type Tenant } from './security-fixture.js';

export type CallContext = {
  t: TestApp;
  /** The institution whose objects every cell addresses. */
  a: Tenant;
  b: Tenant;
  fresh: ReturnType<typeof freshObjects>;
  caller: Caller;
  /** The cell expects to be let through: a write then gets an object of its own. */
  allowed: boolean;
};

export type Call = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
  /** multipart/form-data instead of a JSON body. */
  fields?: Record<string, string>;
  files?: { field: string; bytes: Buffer; filename: string; contentType: string }[];
  /** Sent instead of the caller's own token (a new account of the same kind). */
  token?: string;
  headers?: Record<string, string>;
};

type CallBuilder = (context: CallContext) => Call | Promise<Call>;

/** What a write puts in text fields, so that a refused one can be looked for afterwards. */
export const marker = (caller: Caller) => `by-${caller}`;

/** The path parameters every row gets unless its builder says otherwise: institution A's. */
export function defaultParams(a: Tenant): Record<string, string> {
  return {
    examId: a.course.id,
    subjectId: a.subject.id,
    journeyId: a.journey.id,
    levelId: a.level.id,
    sessionId: a.openSessionId,
    questionId: a.firstQuestion.id,
    imageId: a.image.imageId,
  };
}

/** The caller's own account: anonymous callers use the spare student's credentials. */
export function accountOf({ a, b, caller }: Pick<CallContext, 'a' | 'b' | 'caller'>) {
  const accounts = {
    anonymous: a.spareStudent,
    student: a.student,
    admin: a.admin,
    classmate: a.classmate,
    otherStudent: b.student,
    otherAdmin: b.admin,
  } satisfies Record<Caller, unknown>;
  return accounts[caller];
}

const api = (method: Method, path: string) => rowKey({ method, path: `/api${path}` });

const freshRefreshToken = async (context: CallContext) =>
  (await login(context.t, accountOf(context).email)).refreshToken;

const BULK_CSV = [
  'id,question,model_answer,max_marks,student_answer',
  '1,What is osmosis?,Water moves across a semi-permeable membrane,2,Water crosses a membrane',
].join('\n');

const png = (field: string) => ({
  field,
  bytes: tinyPng(),
  filename: 'page.png',
  contentType: 'image/png',
});

async function answerImageIds(context: CallContext) {
  const [row] = await context.t.database.db
    .select({ imagePaths: answers.imagePaths })
    .from(answers)
    .where(
      and(
        eq(answers.sessionId, context.a.openSessionId),
        eq(answers.questionId, context.a.firstQuestion.id),
      ),
    );
  return (row?.imagePaths ?? []).map((path) => parsePrivateKey(path)!.id);
}

async function journeyLevelIds(context: CallContext) {
  const rows = await context.t.database.db
    .select({ id: levels.id })
    .from(levels)
    .where(eq(levels.journeyId, context.a.journey.id))
    .orderBy(asc(levels.order));
  return rows.map((level) => level.id);
}

/** The request of each row that needs more than institution A's ids in its path. */
export const ACCESS_REQUESTS: Record<string, CallBuilder> = {
  [api('POST', r.auth.login)]: (context) => ({
    body: { email: accountOf(context).email, password: TEST_PASSWORD } satisfies LoginRequest,
  }),
  [api('POST', r.auth.refresh)]: async (context) => ({
    body: { refreshToken: await freshRefreshToken(context) },
  }),
  [api('POST', r.auth.logout)]: async (context) => ({
    body: { refreshToken: await freshRefreshToken(context) },
  }),
  // One address per caller: the form allows five requests an hour from one address.
  [api('POST', r.demoRequests.create)]: ({ caller }) => ({
    headers: { 'X-Forwarded-For': `203.0.113.${CALLERS.indexOf(caller) + 1}` },
    body: {
      firstName: marker(caller),
      lastName: 'Rao',
      email: 'anita.rao@greenvalley.edu',
      institutionName: 'Green Valley High School',
      message: null,
    } satisfies CreateDemoRequestInput,
  }),
  'GET /api/uploads/avatars/:file': ({ a }) => ({ params: { file: a.publicFiles.avatars } }),
  'GET /api/uploads/courses/:file': ({ a }) => ({ params: { file: a.publicFiles.courses } }),
  'GET /api/uploads/answers/:sessionId/:file': ({ a }) => ({
    params: { sessionId: a.openSessionId, file: basename(a.image.key) },
  }),

  [api('PATCH', r.auth.profile)]: ({ caller }) => ({ body: { address: marker(caller) } }),
  // Changing the password ends the caller's sessions: a new account of the same kind does it.
  [api('PUT', r.user.password)]: async (context) => {
    const body = { currentPassword: TEST_PASSWORD, newPassword: 'Another-Horse-43' };
    if (context.caller === 'anonymous') return { body };
    const own = accountOf(context);
    return { body, token: (await freshAccount(context.t, own.institutionId, own.role)).token };
  },
  [api('PUT', r.user.preferences)]: () => ({ body: { theme: 'dark' } }),

  [api('POST', r.courses.collection)]: ({ caller }) => ({ body: { title: marker(caller) } }),
  [api('PATCH', r.courses.item)]: ({ caller }) => ({ body: { description: marker(caller) } }),
  [api('DELETE', r.courses.item)]: async ({ allowed, fresh }) =>
    allowed ? { params: { examId: (await fresh.course()).id } } : {},
  [api('GET', r.subjects.collection)]: ({ a }) => ({ query: { examId: a.course.id } }),
  [api('POST', r.subjects.collection)]: ({ a, caller }) => ({
    body: { examId: a.course.id, title: marker(caller) },
  }),
  [api('PATCH', r.subjects.item)]: ({ caller }) => ({ body: { description: marker(caller) } }),
  [api('PATCH', r.subjects.status)]: () => ({ body: { is_active: true } }),
  [api('DELETE', r.subjects.item)]: async ({ allowed, fresh }) =>
    allowed ? { params: { subjectId: (await fresh.subject()).id } } : {},
  [api('GET', r.journeys.collection)]: ({ a }) => ({ query: { subjectId: a.subject.id } }),
  [api('POST', r.journeys.collection)]: ({ a, caller }) => ({
    body: { subjectId: a.subject.id, title: marker(caller) },
  }),
  [api('PATCH', r.journeys.item)]: ({ caller }) => ({ body: { title: marker(caller) } }),
  [api('DELETE', r.journeys.item)]: async ({ allowed, fresh }) =>
    allowed ? { params: { journeyId: (await fresh.journey()).id } } : {},
  [api('POST', r.journeys.levels)]: ({ caller }) => ({
    body: { title: marker(caller), type: 'topic' },
  }),
  [api('PUT', r.journeys.levelOrder)]: async (context) => ({
    body: { levelIds: await journeyLevelIds(context) },
  }),
  [api('PATCH', r.journeys.level)]: ({ caller }) => ({ body: { title: marker(caller) } }),
  [api('PUT', r.journeys.levelRules)]: () => ({
    body: {
      attemptsAllowed: 3,
      opensAt: null,
      closesAt: null,
      answerKeyRelease: 'never',
      passPercentage: null,
    },
  }),
  [api('DELETE', r.journeys.level)]: async ({ allowed, fresh }) =>
    allowed ? { params: { levelId: (await fresh.level()).id } } : {},

  [api('POST', r.students.collection)]: ({ caller }) => ({
    body: {
      firstName: marker(caller),
      lastName: 'Verma',
      email: `new-${randomUUID()}@example.test`,
      class: 'Grade 10A',
      password: 'Start-Here-2024',
    } satisfies CreateStudentInput,
  }),
  [api('PUT', r.students.item)]: ({ a, caller }) => ({
    params: { id: a.spareStudent.id },
    body: { lastName: marker(caller) },
  }),
  [api('DELETE', r.students.item)]: async ({ a, allowed, fresh }) => ({
    params: { id: allowed ? (await fresh.student()).id : a.spareStudent.id },
  }),
  [api('PATCH', r.students.status)]: ({ a }) => ({
    params: { id: a.spareStudent.id },
    body: { isActive: true },
  }),
  [api('GET', r.students.item)]: ({ a }) => ({ params: { id: a.student.id } }),
  [api('POST', r.students.passwordReset)]: async ({ a, allowed, fresh }) => ({
    params: { id: allowed ? (await fresh.student()).id : a.spareStudent.id },
  }),
  [api('POST', r.classes.collection)]: ({ caller }) => ({
    body: { name: `${marker(caller)} ${randomUUID().slice(0, 8)}` },
  }),
  [api('PUT', r.classes.item)]: ({ a, caller }) => ({
    params: { id: a.schoolClass.id },
    body: { name: `${marker(caller)} ${randomUUID().slice(0, 8)}` },
  }),
  [api('DELETE', r.classes.item)]: async ({ a, allowed, fresh }) => ({
    params: { id: allowed ? (await fresh.schoolClass()).id : a.schoolClass.id },
  }),
  [api('GET', r.privacy.export)]: ({ a }) => ({ params: { id: a.student.id } }),
  [api('DELETE', r.privacy.erase)]: async ({ a, allowed, fresh }) => ({
    params: { id: allowed ? (await fresh.student()).id : a.student.id },
  }),

  [api('GET', r.questionPapers.item)]: ({ a }) => ({ params: { id: a.paper.id } }),
  [api('POST', r.questionPapers.collection)]: ({ a, caller }) => ({
    body: paperRequest({ title: marker(caller), subjectId: a.subject.id }),
  }),
  [api('PATCH', r.questionPapers.item)]: ({ a, caller }) => ({
    params: { id: a.sparePaper.id },
    body: { title: marker(caller) },
  }),
  [api('DELETE', r.questionPapers.item)]: async ({ a, allowed, fresh }) => ({
    params: { id: allowed ? (await fresh.paper()).id : a.sparePaper.id },
  }),

  [api('PATCH', r.evaluation.overrideMark)]: ({ a, caller }) => ({
    params: { sessionId: a.evaluatedSessionId },
    body: { marks: 1, reason: marker(caller) },
  }),
  [api('POST', r.evaluation.reEvaluate)]: async ({ a, allowed, fresh }) => ({
    params: { sessionId: allowed ? (await fresh.evaluatedSession()).id : a.evaluatedSessionId },
    body: {},
  }),
  [api('POST', r.review.decide)]: async ({ a, allowed, caller, fresh }) => ({
    params: {
      sessionId: allowed ? (await fresh.inReviewSession()).id : a.evaluatedSessionId,
      questionId: a.firstQuestion.id,
    },
    body: { decision: 'change', marks: 1, reason: marker(caller) },
  }),
  [api('GET', r.review.groups)]: ({ a }) => ({ query: { questionId: a.firstQuestion.id } }),
  [api('POST', r.review.groupDecision)]: async ({ a, allowed, caller, fresh }) => ({
    body: {
      questionId: a.firstQuestion.id,
      sessionIds: [allowed ? (await fresh.inReviewSession()).id : a.evaluatedSessionId],
      marks: 1,
      reason: marker(caller),
    },
  }),
  [api('PUT', r.review.transcription)]: async ({ a, allowed, caller, fresh }) => ({
    params: {
      sessionId: allowed
        ? (await fresh.inReviewSession({ photographed: true })).id
        : a.evaluatedSessionId,
      questionId: a.firstQuestion.id,
    },
    body: { transcription: marker(caller) },
  }),
  [api('POST', r.review.rubricPreview)]: ({ caller }) => ({
    body: { rubric: [{ point: marker(caller), marks: 1 }] },
  }),
  [api('PUT', r.review.rubric)]: ({ caller }) => ({
    body: { rubric: [{ point: marker(caller), marks: 1 }] },
  }),
  [api('POST', r.review.release)]: async ({ a, allowed, fresh }) => ({
    params: {
      sessionId: allowed
        ? (await fresh.inReviewSession({ confident: true })).id
        : a.evaluatedSessionId,
    },
  }),
  // A level of its own when allowed, so that no other row's attempt in review is released.
  [api('POST', r.review.releaseLevel)]: async ({ allowed, fresh }) => ({
    ...(allowed ? { params: { levelId: (await fresh.level()).id } } : {}),
    body: { include: 'reviewed' },
  }),
  [api('POST', r.moderation.assign)]: ({ a }) => ({
    body: { markerId: a.admin.id, percentage: 10 },
  }),
  [api('PUT', r.moderation.mark)]: async ({ fresh }) => ({
    params: { secondMarkId: (await fresh.secondMark({ marked: false })).id },
    body: { marks: 1 },
  }),
  [api('POST', r.moderation.decide)]: async ({ caller, fresh }) => ({
    params: { secondMarkId: (await fresh.secondMark({ marked: true })).id },
    body: { marks: 1, reason: marker(caller) },
  }),
  [api('POST', r.paperExams.booklets)]: () => ({ body: { anonymous: 1, answerPages: 1 } }),
  [api('GET', r.paperExams.printPdf)]: async ({ fresh }) => ({
    params: { printId: (await fresh.booklet()).printId },
  }),
  [api('POST', r.paperExams.bookletStudent)]: async ({ a, fresh }) => ({
    params: { bookletId: (await fresh.booklet()).id },
    body: { studentId: a.student.id },
  }),
  [api('POST', r.paperExams.markIncomplete)]: async ({ fresh }) => ({
    params: { bookletId: (await fresh.booklet()).id },
  }),
  [api('POST', r.paperExams.scans)]: () => ({
    files: [{ field: 'files', bytes: tinyPng(), filename: 'page.png', contentType: 'image/png' }],
  }),
  [api('GET', r.paperExams.pageImage)]: async ({ fresh }) => ({
    params: { pageId: (await fresh.scanPage()).id },
  }),
  [api('POST', r.paperExams.assignPage)]: async ({ fresh }) => ({
    params: { pageId: (await fresh.scanPage()).id },
    body: { bookletId: (await fresh.booklet()).id, pageNumber: 2 },
  }),
  [api('POST', r.paperExams.discardPage)]: async ({ fresh }) => ({
    params: { pageId: (await fresh.scanPage()).id },
  }),
  [api('POST', r.regrade.resolve)]: async ({ caller, fresh }) => ({
    params: { requestId: (await fresh.regradeRequest()).id },
    body: { marks: 1, note: marker(caller) },
  }),
  [api('GET', r.review.reEvaluation)]: ({ a }) => ({ params: { sessionId: a.evaluatedSessionId } }),
  [api('POST', r.review.applyReEvaluation)]: async ({ a, allowed, fresh }) => ({
    params: { sessionId: allowed ? (await fresh.proposedSession()).id : a.evaluatedSessionId },
    body: {},
  }),
  [api('POST', r.evaluation.bulk)]: () => ({
    query: { format: 'json' },
    files: [
      { field: 'file', bytes: Buffer.from(BULK_CSV), filename: 'a.csv', contentType: 'text/csv' },
    ],
  }),
  [api('POST', r.attempts.onBehalf)]: ({ a }) => ({
    fields: {
      studentId: a.student.id,
      levelId: a.level.id,
      pages: JSON.stringify([a.firstQuestion.id]),
    },
    files: [png('images')],
  }),

  [api('GET', r.practiceSessions.detailedReport)]: ({ a }) => ({
    params: { sessionId: a.evaluatedSessionId },
  }),
  [api('POST', r.practiceSessions.findUserWithSessions)]: ({ a }) => ({
    body: { email: a.student.email },
  }),
  [api('POST', r.attempts.collection)]: ({ a }) => ({ body: { levelId: a.level.id } }),
  [api('PUT', r.attempts.answer)]: ({ caller }) => ({ body: { answerText: marker(caller) } }),
  [api('POST', r.attempts.submit)]: async ({ allowed, fresh }) =>
    allowed ? { params: { sessionId: (await fresh.openSession()).id } } : {},
  // A released attempt of its own when allowed: a student asks once per question.
  [api('POST', r.regrade.request)]: async ({ a, allowed, caller, fresh }) => ({
    params: {
      sessionId: allowed ? (await fresh.evaluatedSession()).id : a.evaluatedSessionId,
      questionId: a.firstQuestion.id,
    },
    body: { reason: marker(caller) },
  }),
  // A released answer of its own that lost marks when allowed; the tutor opens once per answer.
  [api('POST', r.tutor.open)]: async ({ a, allowed, fresh }) => ({
    params: {
      sessionId: allowed ? (await fresh.lostMarksSession()).id : a.evaluatedSessionId,
      questionId: a.firstQuestion.id,
    },
  }),
  [api('POST', r.tutor.reply)]: async ({ caller, fresh }) => ({
    params: { conversationId: (await fresh.tutorConversation()).id },
    body: { text: marker(caller) },
  }),
  [api('GET', r.tutor.conversation)]: async ({ fresh }) => ({
    params: { conversationId: (await fresh.tutorConversation()).id },
  }),
  [api('PUT', r.tutor.settings)]: () => ({ body: { enabled: true, dailyLimit: 30 } }),
  [api('PUT', r.viva.level)]: () => ({ body: { enabled: true } }),
  // A practice level open for viva (an earlier row's exam rules may have made it a test).
  [api('POST', r.viva.start)]: async ({ t, a }) => {
    await t.database.db
      .update(levels)
      .set({ vivaEnabled: true, attemptsAllowed: null, opensAt: null, closesAt: null })
      .where(eq(levels.id, a.level.id));
    return {};
  },
  [api('GET', r.viva.session)]: async ({ fresh }) => ({
    params: { vivaId: (await fresh.viva()).viva.id },
  }),
  [api('POST', r.viva.answer)]: async ({ caller, fresh }) => {
    const { viva, turn } = await fresh.viva();
    return {
      params: { vivaId: viva.id },
      body: { turnId: turn.id, text: marker(caller), way: 'typed' },
    };
  },
  [api('POST', r.viva.recording)]: async ({ fresh }) => {
    const { viva, turn } = await fresh.viva();
    return {
      params: { vivaId: viva.id },
      fields: { [VIVA_TURN_FIELD]: turn.id },
      files: [recordingFile(VIVA_RECORDING_FIELD)],
    };
  },
  [api('POST', r.attempts.answerImages)]: () => ({ files: [png('images')] }),
  [api('PUT', r.attempts.answerImageOrder)]: async (context) => ({
    body: { imageIds: (await answerImageIds(context)).reverse() },
  }),
  [api('DELETE', r.attempts.answerImage)]: async ({ allowed, fresh }) => {
    if (!allowed) return {};
    const image = await fresh.image();
    return { params: { questionId: image.questionId, imageId: image.imageId } };
  },
};
