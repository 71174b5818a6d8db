import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  pathTo,
  type DetailedReportResponse,
  type FindUserWithSessionsResponse,
  type StructuredFeedback,
} from '@markwise/contract';
import { answers, levels, practiceSessions, questions, withPointIds } from '@markwise/db';
import { and, eq } from 'drizzle-orm';
import { FAILURE_FOR_STUDENTS } from '../src/modules/practice-sessions/student-report-view.js';
import { tokenOf } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  createMarkedExamSchool,
  MODEL_ANSWERS,
  runEnded,
  evaluateAttempt,
} from './support/evaluation-factories.js';
import { acceptAndRelease } from './support/review-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

const RUBRIC = withPointIds([
  { point: 'Chlorophyll in the leaves absorbs sunlight', marks: 2 },
  { point: 'Carbon dioxide and water are turned into glucose and oxygen', marks: 2 },
]);
const PARTIAL_ANSWERS = [
  'Plants make their food using light.',
  'Light bounces off a mirror.',
  'They give the cell power.',
];

/** Every run of four words of a text, lower-cased: a quotation however it is embedded. */
const runsOf = (text: string) => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, -3).map((_, i) => words.slice(i, i + 4).join(' '));
};

/** The response with the student's own words (their answers, the questions) taken out. */
function withoutOwnWords(report: DetailedReportResponse) {
  return JSON.stringify({
    ...report.data,
    questions: report.data.questions.map((question) => ({
      ...question,
      question: '',
      answer: '',
      transcription: '',
      feedback: question.feedback && { ...question.feedback, readable_response: '' },
    })),
  }).toLowerCase();
}

describe(`the marking guide and failures as students see them on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  const reportUrl = (sessionId: string) =>
    `/api${pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId })}`;

  /** An evaluated attempt at a paper with model answers and, on question 1, a rubric. */
  async function evaluatedAttempt(texts: (string | null)[]) {
    const { exam, student, admin } = await createMarkedExamSchool(t.database);
    await t.database.db
      .update(questions)
      .set({ rubric: RUBRIC, marks: 4 })
      .where(eq(questions.id, exam.questions[0]!.id));
    const { session } = await evaluateAttempt(t, { exam, userId: student.id, texts }, runEnded);
    const studentToken = await tokenOf(t, student);
    const adminToken = await tokenOf(t, admin);
    // Answers about nothing asked wait for a teacher; accepted, every mark reaches the student.
    await acceptAndRelease(t, session.id, adminToken);
    const read = async (token: string) =>
      (await t.as(token).get(reportUrl(session.id)).expect(200)).body as DetailedReportResponse;
    return { exam, student, session, studentToken, adminToken, read };
  }

  const guide = [...MODEL_ANSWERS, ...RUBRIC.map((point) => point.point)];

  for (const [label, texts] of [
    ['a blank attempt', [null, null, null]],
    ['a partly right attempt', PARTIAL_ANSWERS],
  ] as const) {
    it(`shows the student no model answer or rubric point after ${label}`, async () => {
      const attempt = await evaluatedAttempt([...texts]);
      const own = (texts as readonly (string | null)[]).join(' ').toLowerCase();
      const student = await attempt.read(attempt.studentToken);
      const seen = withoutOwnWords(student);
      for (const passage of guide) {
        expect(seen).not.toContain(passage.toLowerCase());
        for (const run of runsOf(passage).filter((run) => !own.includes(run))) {
          expect(seen, `quotes "${run}"`).not.toContain(run);
        }
      }
      for (const question of student.data.questions) {
        expect((question.feedback as StructuredFeedback).guidlines).toBe(
          'The marking guide is shared when your teacher releases the answer key.',
        );
      }
      // The same attempt in the student's own report list.
      const lookup = await t
        .as(attempt.studentToken)
        .post(`/api${apiRoutes.practiceSessions.findUserWithSessions}`)
        .send({ email: attempt.student.email })
        .expect(200);
      const listed = JSON.stringify((lookup.body as FindUserWithSessionsResponse).data.sessions);
      for (const passage of guide) {
        for (const run of runsOf(passage).filter((run) => !own.includes(run))) {
          expect(listed.toLowerCase(), `quotes "${run}"`).not.toContain(run);
        }
      }

      // The teacher sees the whole guide, and the marks are the same for both.
      const teacher = await attempt.read(attempt.adminToken);
      expect(JSON.stringify(teacher)).toContain(MODEL_ANSWERS[1]);
      expect(JSON.stringify(teacher)).toContain(RUBRIC[0]!.point);
      expect(student.data.overallScore).toEqual(teacher.data.overallScore);
    });
  }

  it('shows the guide once the teacher releases the answer key', async () => {
    const attempt = await evaluatedAttempt([null, null, null]);
    await t.database.db
      .update(levels)
      .set({ answerKeyRelease: 'now' })
      .where(eq(levels.id, attempt.exam.level.id));
    const student = await attempt.read(attempt.studentToken);
    expect(JSON.stringify(student)).toContain(MODEL_ANSWERS[1]);
    expect(JSON.stringify(student)).toContain(RUBRIC[1]!.point);
  });

  it('tells a student only that a failed evaluation is being checked; the admin sees why', async () => {
    const attempt = await evaluatedAttempt([PARTIAL_ANSWERS[0]!, null, null]);
    const reason =
      'Evaluation failed: openai evaluator (gpt-4o-mini) failed: connect ECONNREFUSED at /srv/markwise/dist/chat-client.js';
    await t.database.db
      .update(practiceSessions)
      .set({ status: 'failed', failureReason: reason })
      .where(eq(practiceSessions.id, attempt.session.id));
    await t.database.db
      .update(answers)
      .set({ evaluator: 'openai', evaluatorModel: 'gpt-4o-mini' })
      .where(
        and(
          eq(answers.sessionId, attempt.session.id),
          eq(answers.questionId, attempt.exam.questions[0]!.id),
        ),
      );
    const [row] = await t.database.db
      .select({ feedback: answers.feedback })
      .from(answers)
      .where(eq(answers.questionId, attempt.exam.questions[0]!.id));
    const feedback = row!.feedback!;
    feedback.marks_per_question[0]!.feedback +=
      '\n\n_fallback: openai evaluator (gpt-4o-mini) failed: HTTP 429 rate limited; marked by the built-in evaluator._';
    await t.database.db
      .update(answers)
      .set({ feedback })
      .where(eq(answers.questionId, attempt.exam.questions[0]!.id));

    const student = await attempt.read(attempt.studentToken);
    expect(student.data.metadata.failureReason).toBe(FAILURE_FOR_STUDENTS);
    // Ids and times left out: a random id or a millisecond count may hold the digits 429.
    const seen = JSON.stringify(student)
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
      .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>');
    // The status as the provider's error names it: the paper's random code may hold 429 too.
    const secrets = [
      'gpt-4o',
      'ECONNREFUSED',
      '/srv/',
      'fallback',
      'HTTP 429',
      'rate limited',
      'openai',
    ];
    for (const secret of secrets) {
      expect(seen).not.toContain(secret);
    }
    const teacher = JSON.stringify(await attempt.read(attempt.adminToken));
    expect(teacher).toContain('ECONNREFUSED');
    expect(teacher).toContain('gpt-4o-mini');
  });
});
