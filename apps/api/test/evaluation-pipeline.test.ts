import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  attemptRoutes,
  pathTo,
  type DetailedReportResponse,
  type SaveAnswerRequest,
} from '@markwise/contract';
import { answers, DEFAULT_USER_PREFERENCES, users } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { EvaluationQueue } from '../src/modules/evaluation/evaluation-queue.js';
import type {
  PageToRead,
  Transcriber,
} from '../src/modules/evaluation/providers/provider-tokens.js';
import { SessionEvaluator } from '../src/modules/evaluation/session-evaluator.service.js';
import { attemptUrl, handwritingPng, startAttempt } from './support/attempt-factories.js';
import { tokenOf } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  createMarkedExamSchool,
  createSubmittedSession,
  MODEL_ANSWERS,
  progressOf,
  waitForSession,
  evaluateAttempt,
  TWO_OF_THREE_ANSWERS,
} from './support/evaluation-factories.js';
import type { TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`evaluation pipeline on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const transcribed: PageToRead[] = [];
  // Stands in for the OCR engine (tested on its own in providers-ocr): reads "the second answer".
  const transcriber: Transcriber = {
    name: 'fake-ocr',
    transcribe: async (input) => {
      transcribed.push(input);
      return { text: MODEL_ANSWERS[1]!, confidence: 91 };
    },
  };

  beforeAll(async () => {
    t = await createEvaluationTestApp({ transcriber });
  });
  afterAll(() => t.close());

  const reportUrl = (sessionId: string) =>
    `/api${pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId })}`;

  async function school(options: { xpReward?: number; passPercentage?: number } = {}) {
    return createMarkedExamSchool(t.database, options);
  }

  /** A school's student with an attempt of all the model answers, submitted, not yet queued. */
  async function submittedModelAnswers() {
    const { exam, student } = await school();
    const session = await createSubmittedSession(t.database, {
      exam,
      userId: student.id,
      texts: MODEL_ANSWERS,
    });
    return { exam, student, session };
  }

  it('evaluates a whole attempt: typed and photographed answers, report, progress and XP', async () => {
    const { exam, student } = await school();
    const token = await tokenOf(t, student);
    const session = await startAttempt(t, token, exam.level.id);
    const [q1, q2, q3] = exam.questions;
    const typed: SaveAnswerRequest = { answerText: MODEL_ANSWERS[0]! };
    await t
      .as(token)
      .put(attemptUrl(attemptRoutes.answer, { sessionId: session._id, questionId: q1!.id }))
      .send(typed)
      .expect(200);
    await t
      .as(token)
      .post(attemptUrl(attemptRoutes.answerImages, { sessionId: session._id, questionId: q2!.id }))
      .attach('images', handwritingPng(), 'page-1.png')
      .expect((response) => expect(response.status).toBeLessThan(300));
    await t
      .as(token)
      .post(attemptUrl(attemptRoutes.submit, { sessionId: session._id }))
      .expect((response) => expect(response.status).toBeLessThan(300));

    const done = await waitForSession(t.database, session._id);
    expect(done).toMatchObject({ status: 'evaluated', evaluationRuns: 1, failureReason: null });
    expect(transcribed).toHaveLength(1);
    expect(transcribed[0]!.mimeType).toBe('image/png');
    // The paper's language only: the reader adds English, not every model OCR_LANGUAGES lists.
    expect(transcribed[0]!.languages).toEqual(['en']);

    const response = await t.as(token).get(reportUrl(session._id)).expect(200);
    const report = (response.body as DetailedReportResponse).data;
    expect(report.metadata).toMatchObject({ status: 'evaluated', failureReason: null });
    expect(report.overallScore).toEqual({
      awarded: 10,
      allocated: 15,
      percentage: 66.7,
      isPass: true,
    });
    const [r1, r2, r3] = report.questions;
    expect(r1).toMatchObject({
      number: 0,
      answer: MODEL_ANSWERS[0],
      marks: { awarded: 4, allocated: 4 },
      // The student reads no evaluator's name or own mark (the teacher's view has them).
      evaluator: null,
      evaluatorModel: null,
      evaluatorMarks: null,
      override: null,
      images: [],
    });
    expect(Object.keys(r1!.feedback!).sort()).toEqual([
      'guidlines',
      'marks_per_question',
      'readable_response',
    ]);
    expect(r1!.feedback!.marks_per_question[0]).toMatchObject({
      question_number: 1,
      marks_awarded: 4,
      marks_allocated: 4,
    });
    expect(r1!.feedback!.marks_per_question[0]!.improvement_suggestion).toEqual(expect.any(String));
    expect(r2).toMatchObject({
      marks: { awarded: 6, allocated: 6 },
      transcription: MODEL_ANSWERS[1],
      evaluatorMarks: null,
    });
    expect(r2!.imagePaths).toHaveLength(1);
    expect(r2!.images).toEqual([
      {
        url: expect.stringMatching(
          new RegExp(
            `^/api/attempts/${session._id}/answers/${q2!.id}/images/[0-9a-f-]{36}\\?exp=\\d+&sig=`,
          ),
        ),
      },
    ]);
    expect(r3).toMatchObject({
      answer: null,
      marks: { awarded: 0, allocated: 5 },
      evaluator: null,
    });
    expect(r3!.feedback!.marks_per_question[0]!.feedback).toMatch(/No answer was given/);
    expect(q3).toBeDefined();
    const overall = report.overallReport.overall_report as string;
    expect(overall).toMatch(/^## Overall result: 10\/15 \(66\.7%\), Passed/);
    for (const section of ['### Strengths', '### Gaps', '### What to study next']) {
      expect(overall).toContain(section);
    }

    const { progress, xp } = await progressOf(t.database, student.id, exam.level.id);
    expect(progress).toMatchObject({
      completion: 'completed',
      attempts: 1,
      marksEarned: 10,
      bestSessionId: session._id,
      lastSessionId: session._id,
      xpEarned: 50,
    });
    expect(xp).toBe(50);

    // A re-delivered job for the evaluated session does nothing.
    await t.app.get(EvaluationQueue).enqueue(session._id);
    expect(await t.app.get(SessionEvaluator).evaluate(session._id, 1, true)).toBe('skipped');
    expect(await waitForSession(t.database, session._id)).toMatchObject({ evaluationRuns: 1 });
    expect((await progressOf(t.database, student.id, exam.level.id)).xp).toBe(50);
  });

  it('claims a session once: two concurrent runs evaluate it once', async () => {
    const { exam, student, session } = await submittedModelAnswers();
    const evaluator = t.app.get(SessionEvaluator);
    const outcomes = await Promise.all([
      evaluator.evaluate(session.id, 1, false),
      evaluator.evaluate(session.id, 1, false),
    ]);
    expect(outcomes.sort()).toEqual(['evaluated', 'skipped']);
    const done = await waitForSession(t.database, session.id);
    expect(done).toMatchObject({ status: 'evaluated', evaluationRuns: 1, marksAwarded: 15 });
    const { progress, xp } = await progressOf(t.database, student.id, exam.level.id);
    expect(progress).toMatchObject({ attempts: 1, xpEarned: 50 });
    expect(xp).toBe(50);
  });

  it('awards the level XP only the first time the student passes it', async () => {
    const { exam, student } = await school({ xpReward: 30 });
    for (const texts of [MODEL_ANSWERS, TWO_OF_THREE_ANSWERS]) {
      const { ended } = await evaluateAttempt(t, { exam, userId: student.id, texts });
      expect(ended).toMatchObject({ isPass: true });
    }
    const { progress, xp } = await progressOf(t.database, student.id, exam.level.id);
    expect(progress).toMatchObject({ attempts: 2, marksEarned: 15, xpEarned: 30 });
    expect(xp).toBe(30);
  });

  it("uses the level's pass percentage: below it, no pass, no completion and no XP", async () => {
    const { exam, student } = await school({ passPercentage: 80 });
    const { ended: done } = await evaluateAttempt(t, {
      exam,
      userId: student.id,
      texts: TWO_OF_THREE_ANSWERS,
    });
    expect(done).toMatchObject({ status: 'evaluated', isPass: false, marksAwarded: 10 });
    expect(done.overallReport).toMatch(/Not passed/);
    expect(done.overallReport).toContain('The pass mark is 80%.');
    const { progress, xp } = await progressOf(t.database, student.id, exam.level.id);
    expect(progress).toMatchObject({ completion: 'in_progress', attempts: 1, xpEarned: 0 });
    expect(xp).toBe(0);
  });

  it("writes the report and the built-in evaluator's feedback in the student's language", async () => {
    const { exam, student } = await school();
    await t.database.db
      .update(users)
      .set({ preferences: { ...DEFAULT_USER_PREFERENCES, language: 'hi' } })
      .where(eq(users.id, student.id));
    const { ended: done } = await evaluateAttempt(t, {
      exam,
      userId: student.id,
      texts: TWO_OF_THREE_ANSWERS,
    });
    expect(done.overallReport).toContain('## कुल परिणाम: 10/15');
    expect(done.overallReport).toContain('### आगे क्या पढ़ें');
    expect(done.overallReport).not.toMatch(/Strengths|Gaps|pass mark/);
    // The unanswered question's feedback, and the marked ones', are Hindi too.
    const feedback = await t.database.db
      .select({ feedback: answers.feedback })
      .from(answers)
      .where(eq(answers.sessionId, done.id));
    const written = feedback.map((row) => JSON.stringify(row.feedback)).join(' ');
    expect(written).toMatch(/[\u0900-\u097F]{4}/);
    expect(written).not.toMatch(/No answer was given|The answer covers/);
  });

  it('queues a session once however often it is enqueued', async () => {
    const { session } = await submittedModelAnswers();
    const queue = t.app.get(EvaluationQueue);
    await Promise.all([
      queue.enqueue(session.id),
      queue.enqueue(session.id),
      queue.enqueue(session.id),
    ]);
    const done = await waitForSession(t.database, session.id);
    expect(done).toMatchObject({ status: 'evaluated', evaluationRuns: 1 });
  });
});
