import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type DetailedReportResponse } from '@markwise/contract';
import { tokenOf } from './support/auth-helpers.js';
import { createInstitution, createUser } from './support/factories.js';
import {
  createExamLevel,
  createSession,
  createStudent,
  feedbackFor,
  MINUTE,
  utcDayStart,
} from './support/session-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { countQueries } from './support/sql-capture.js';
import { errorBody } from './support/request-checks.js';

describe(`GET /api/practice-sessions/session/:sessionId/detailed-report on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const url = (sessionId: string) =>
    `/api${pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId })}`;

  /** A question of the report with no images, no second model and nothing held for review. */
  const reportQuestion = (
    fields: Pick<
      DetailedReportResponse['data']['questions'][number],
      | 'questionId'
      | 'number'
      | 'question'
      | 'answer'
      | 'feedback'
      | 'marks'
      | 'submittedAt'
      | 'evaluator'
      | 'regradeClosesAt'
    >,
  ) => ({
    ...fields,
    regradeRequest: null,
    imagePaths: [],
    transcription: null,
    images: [],
    evaluatorModel: null,
    evaluatorMarks: null,
    override: null,
    released: true,
    reviewNotice: null,
    confidence: null,
    reviewReasons: [],
    suggestedMarks: null,
    secondOpinion: null,
  });
  /** The report of a session as `user` sees it. */
  const readAs = async (user: { email: string }, sessionId: string, status: number) =>
    t
      .as(await tokenOf(t, user))
      .get(url(sessionId))
      .expect(status);

  /** A three-question paper (4, 6 and 5 marks) on which the student answered the first two. */
  async function evaluatedAttempt() {
    const institution = await createInstitution(t.database);
    const exam = await createExamLevel(t.database, {
      institutionId: institution.id,
      marks: [4, 6, 5],
    });
    const student = await createStudent(t.database, {
      institutionId: institution.id,
      firstName: 'Meera',
    });
    const admin = await createUser(t.database, { institutionId: institution.id, role: 'ADMIN' });
    const startTime = new Date(utcDayStart(2).getTime() + 9 * 60 * MINUTE);
    const attempt = await createSession(t.database, {
      exam,
      userId: student.id,
      startTime,
      marks: [3, 4.5],
      overallReport: '## Overall result: 7.5/15 (50%), Passed',
    });
    return { institution, exam, student, admin, attempt };
  }

  it('serves metadata, score, overall report and every question in order', async () => {
    const { exam, student, admin, attempt } = await evaluatedAttempt();
    const response = await readAs(admin, attempt.session.id, 200);
    const submittedAt = attempt.session.endTime!.toISOString();
    // Released when marked: its student may ask for a re-check for the level's 7 days after.
    const regradeClosesAt = new Date(
      attempt.session.endTime!.getTime() + 7 * 24 * 60 * 60 * 1000,
    ).toISOString();
    /** A question the student answered and the built-in evaluator marked. */
    const answered = (index: number, marks: { awarded: number; allocated: number }) =>
      reportQuestion({
        questionId: exam.questions[index]!.id,
        regradeClosesAt,
        number: index,
        question: exam.questions[index]!.text,
        answer: `Answer to question ${index + 1}`,
        feedback: feedbackFor(marks.awarded, marks.allocated),
        marks,
        submittedAt,
        evaluator: 'builtin',
      });
    expect(response.body as DetailedReportResponse).toEqual({
      data: {
        metadata: {
          paperTitle: exam.paper.title,
          paperCode: exam.paper.qpCode,
          studentName: `Meera ${student.lastName}`,
          studentEmail: student.email,
          startTime: attempt.session.startTime.toISOString(),
          endTime: submittedAt,
          status: 'evaluated',
          failureReason: null,
        },
        // 50% passes: the paper's pass percentage decides, not the default 60.
        overallScore: { awarded: 7.5, allocated: 15, percentage: 50, isPass: true },
        totalQuestions: 3,
        overallReport: { overall_report: '## Overall result: 7.5/15 (50%), Passed' },
        questions: [
          answered(0, { awarded: 3, allocated: 4 }),
          answered(1, { awarded: 4.5, allocated: 6 }),
          // Unanswered: no answer to re-check.
          reportQuestion({
            questionId: exam.questions[2]!.id,
            regradeClosesAt: null,
            number: 2,
            question: exam.questions[2]!.text,
            answer: null,
            feedback: null,
            marks: { awarded: 0, allocated: 5 },
            submittedAt: null,
            evaluator: null,
          }),
        ],
      },
    });
    // The wire's names (`guidlines` misspelt), and the optional suggestion only where there is one.
    const feedback = (response.body as DetailedReportResponse).data.questions[0]!.feedback!;
    expect(Object.keys(feedback)).toEqual(['guidlines', 'readable_response', 'marks_per_question']);
    expect(feedback.marks_per_question[0]).not.toHaveProperty('improvement_suggestion');
  });

  it('lets the student who sat it read it, and nobody else', async () => {
    const { institution, student, admin, attempt } = await evaluatedAttempt();
    const asAdmin = await readAs(admin, attempt.session.id, 200);
    const asOwner = await readAs(student, attempt.session.id, 200);
    // The same report, less what stays with teachers: the marking guide (the answer key is not
    // released) and which evaluator marked it.
    const owner = asOwner.body as DetailedReportResponse;
    const teacher = asAdmin.body as DetailedReportResponse;
    expect(owner.data.overallScore).toEqual(teacher.data.overallScore);
    expect(owner.data.metadata).toEqual(teacher.data.metadata);
    expect(owner.data.questions.map((q) => [q.answer, q.marks])).toEqual(
      teacher.data.questions.map((q) => [q.answer, q.marks]),
    );
    for (const question of owner.data.questions) {
      expect(question.evaluator).toBeNull();
      if (question.feedback && typeof question.feedback === 'object') {
        expect(question.feedback.guidlines).toBe(
          'The marking guide is shared when your teacher releases the answer key.',
        );
      }
    }

    const classmate = await createStudent(t.database, { institutionId: institution.id });
    const denied = await readAs(classmate, attempt.session.id, 404);
    expect(denied.body).toEqual(errorBody(404, 'Report not found'));
    const otherInstitution = await createInstitution(t.database);
    const strangerAdmin = await createUser(t.database, {
      institutionId: otherInstitution.id,
      role: 'ADMIN',
    });
    await readAs(strangerAdmin, attempt.session.id, 404);
  });

  it('shows an attempt still in progress with no marks, feedback or report yet', async () => {
    const { exam, student } = await evaluatedAttempt();
    const attempt = await createSession(t.database, {
      exam,
      userId: student.id,
      startTime: new Date(),
      status: 'in_progress',
      marks: [0],
    });
    const body = (await readAs(student, attempt.session.id, 200)).body as DetailedReportResponse;
    expect(body.data.metadata).toMatchObject({ status: 'in_progress', endTime: null });
    expect(body.data.overallScore).toEqual({
      awarded: 0,
      allocated: 15,
      percentage: 0,
      isPass: null,
    });
    expect(body.data.overallReport).toEqual({ overall_report: '' });
    expect(body.data.questions.map((question) => [question.answer, question.feedback])).toEqual([
      ['Answer to question 1', null],
      [null, null],
      [null, null],
    ]);
  });

  it('reads a long paper in as few statements as a short one', async () => {
    const { institution, student, admin, attempt } = await evaluatedAttempt();
    const long = await createExamLevel(t.database, {
      institutionId: institution.id,
      marks: Array.from({ length: 25 }, () => 2),
    });
    const longAttempt = await createSession(t.database, {
      exam: long,
      userId: student.id,
      startTime: new Date(),
    });
    const token = await tokenOf(t, admin);
    const read = (sessionId: string) =>
      countQueries(t.database, () => t.as(token).get(url(sessionId)).expect(200));
    // The access guard's user lookup, and the session with its questions and their answers.
    expect(await read(attempt.session.id)).toBe(2);
    expect(await read(longAttempt.session.id)).toBe(2);
  });

  it('is documented from the contract', async () => {
    const doc = (await t.request().get('/api/docs-json').expect(200)).body;
    const operation = doc.paths['/api/practice-sessions/session/{sessionId}/detailed-report'].get;
    expect(operation.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DetailedReportResponse',
    });
    expect(doc.components.schemas.StructuredFeedback.required).toEqual([
      'guidlines',
      'readable_response',
      'marks_per_question',
    ]);
  });

  it('answers 401 without a token, 404 for an unknown id, 400 for a malformed one', async () => {
    const { admin, attempt } = await evaluatedAttempt();
    await t.request().get(url(attempt.session.id)).expect(401);
    const token = await tokenOf(t, admin);
    await t.as(token).get(url('0d7c9a4e-8b2f-4f1a-9c3e-5b7d9f1a3c5e')).expect(404);
    const malformed = await t.as(token).get(url('42')).expect(400);
    expect(JSON.stringify(malformed.body.message)).toMatch(/sessionId/);
  });
});
