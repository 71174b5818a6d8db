import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reviewRoutes,
  type CorrectTranscriptionResponse,
  type ReviewListResponse,
} from '@markwise/contract';
import { answers, auditLog } from '@markwise/db';
import { eq } from 'drizzle-orm';
import type {
  PageReading,
  Transcriber,
} from '../src/modules/evaluation/providers/provider-tokens.js';
import {
  createEvaluationTestApp,
  MODEL_ANSWERS,
  waitForSession,
} from './support/evaluation-factories.js';
import {
  DECLINE_TEXT,
  fakeProviderEnv,
  REFUSAL_TEXT,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from './support/fake-openai-server.js';
import {
  api,
  asTeacher,
  answersOf,
  reviewSchool,
  studentViews,
} from './support/review-factories.js';
import type { TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`an LLM that abstains sends the answer to review, on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let fake: FakeOpenAiServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await createEvaluationTestApp({ env: fakeProviderEnv(fake) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it.each([
    ['refusing', 'llm_refused', REFUSAL_TEXT],
    ['declining', 'llm_refused', DECLINE_TEXT],
    ['server-error', 'llm_failed', 'HTTP 500'],
  ] as const)(
    'a model %s: in review with %s and the built-in second opinion; the student reads none of it',
    async (behaviour, code, said) => {
      fake.reset();
      fake.fallbackBehaviour = behaviour;
      const school = await reviewSchool(t, { marks: [4] });
      const teacher = asTeacher(t, school.adminToken);
      const sitting = await school.sit([MODEL_ANSWERS[0]!]);
      expect(sitting.session).toMatchObject({
        status: 'in_review',
        marksAwarded: null,
        isPass: null,
      });
      const [row] = await answersOf(t.database, sitting.session.id);
      expect(row).toMatchObject({
        confidence: 'needs_review',
        releasedAt: null,
        // The model answer itself: the built-in evaluator's suggestion is full marks.
        secondOpinion: { evaluator: 'built-in', marks: 4 },
        suggestedMarks: 4,
        evaluatorMarksAwarded: 4,
      });
      expect(row!.reviewReasons[0]).toEqual({ code, detail: expect.stringContaining(said) });

      const list = (await teacher.list(school.exam.level.id).expect(200))
        .body as ReviewListResponse;
      expect(list.data).toEqual([
        expect.objectContaining({
          sessionId: sitting.session.id,
          needsDecision: true,
          secondOpinion: { evaluator: 'built-in', marks: 4 },
          reasons: [expect.objectContaining({ code })],
        }),
      ]);

      const views = await studentViews(t, sitting, sitting.session.id);
      expect(views.report.questions[0]).toMatchObject({
        released: false,
        marks: { awarded: null },
        feedback: null,
      });
      const everything = JSON.stringify(views);
      for (const secret of [said, 'fake-model', code, 'built-in']) {
        expect(everything).not.toContain(secret);
      }
      expect(views.report.metadata.failureReason).toBeNull();
    },
  );
});

const GARBLED = 'Phtosynthsis cnverts lght enrgy';

describe(`photographed answers: what OCR could not read, or read unsurely, waits for a teacher, on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let reading: PageReading = { text: '' };
  let reads = 0;
  // Stands in for the OCR engine (its confidence is tested in providers-ocr): reads `reading`.
  const transcriber: Transcriber = {
    name: 'fake-ocr',
    transcribe: async () => {
      reads += 1;
      return reading;
    },
  };

  beforeAll(async () => {
    t = await createEvaluationTestApp({ transcriber, env: { OCR_REVIEW_CONFIDENCE: '60' } });
  });
  afterAll(() => t.close());

  /** A session whose only answer is two photographed pages, read as `page` each. */
  async function photographed(page: PageReading) {
    reading = page;
    const school = await reviewSchool(t, { marks: [4] });
    const student = await school.sit(['']);
    // sit() evaluated a typed blank; photograph it and mark it afresh.
    const [row] = await answersOf(t.database, student.session.id);
    await t.database.db
      .update(answers)
      .set({
        imagePaths: ['answers/page-1.png', 'answers/page-2.png'],
        transcription: null,
        evaluator: null,
        releasedAt: null,
      })
      .where(eq(answers.id, row!.id));
    await asTeacher(t, school.adminToken).reEvaluate(student.session.id).expect(202);
    await waitForSession(t.database, student.session.id, (status) =>
      ['in_review', 'evaluated', 'failed'].includes(status),
    );
    return {
      school,
      student,
      session: student.session,
      answer: (await answersOf(t.database, student.session.id))[0]!,
    };
  }

  it('sends pages with no text read to review as unreadable', async () => {
    const { answer } = await photographed({ text: '', confidence: 0 });
    expect(answer).toMatchObject({
      confidence: 'needs_review',
      releasedAt: null,
      transcription: '',
    });
    expect(answer.reviewReasons).toEqual([
      { code: 'unreadable', detail: 'No text could be read from the 2 photos of this answer.' },
    ]);
  });

  it('sends pages read below OCR_REVIEW_CONFIDENCE to review, and keeps that through a re-run', async () => {
    const { school, session, answer } = await photographed({
      text: MODEL_ANSWERS[0]!,
      confidence: 35,
    });
    expect(answer).toMatchObject({ confidence: 'needs_review', releasedAt: null });
    expect(answer.reviewReasons.map((reason) => reason.code)).toEqual(['low_ocr_confidence']);
    expect(answer.reviewReasons[0]!.detail).toContain('35%');
    // A re-run reuses the stored reading, and the doubt it raised.
    const before = reads;
    await asTeacher(t, school.adminToken).reEvaluate(session.id).expect(202);
    await waitForSession(t.database, session.id, (status) => status === 'in_review');
    expect(reads).toBe(before);
    const [again] = await answersOf(t.database, session.id);
    expect(again!.reviewReasons.map((reason) => reason.code)).toEqual(['low_ocr_confidence']);
  });

  it('releases pages read with confidence at once', async () => {
    const { answer, session } = await photographed({ text: MODEL_ANSWERS[0]!, confidence: 92 });
    expect(answer).toMatchObject({ confidence: 'confident', reviewReasons: [] });
    expect(answer.releasedAt).not.toBeNull();
    expect(await waitForSession(t.database, session.id)).toMatchObject({ status: 'evaluated' });
  });

  it("is marked again from a teacher's corrected reading, and waits for the teacher's decision", async () => {
    const { school, student, session, answer } = await photographed({
      text: GARBLED,
      confidence: 35,
    });
    expect(answer).toMatchObject({ confidence: 'needs_review', releasedAt: null });
    const teacher = asTeacher(t, school.adminToken);
    const [q1] = school.exam.questions;
    const url = api(reviewRoutes.transcription, { sessionId: session.id, questionId: q1!.id });
    const before = reads;
    const corrected = (
      await t
        .as(school.adminToken)
        .put(url)
        .send({ transcription: `  ${MODEL_ANSWERS[0]!}  ` })
        .expect(200)
    ).body as CorrectTranscriptionResponse;
    // Marked from the teacher's text, without reading the pages again or the reading's doubt.
    expect(reads).toBe(before);
    expect(corrected.data).toMatchObject({
      transcription: MODEL_ANSWERS[0],
      previousMachineMarks: answer.evaluatorMarksAwarded,
    });
    expect(corrected.data.machineMarks).toBeGreaterThan(answer.evaluatorMarksAwarded!);
    expect(corrected.data.reasons.map((reason) => reason.code)).not.toContain('low_ocr_confidence');
    const [row] = await answersOf(t.database, session.id);
    expect(row).toMatchObject({
      transcription: MODEL_ANSWERS[0],
      evaluatorMarksAwarded: corrected.data.machineMarks,
      suggestedMarks: corrected.data.suggestedMarks,
      releasedAt: null,
      overriddenAt: null,
    });
    // The student still reads that the teacher is checking it; the desk shows the new suggestion.
    const views = await studentViews(t, student, session.id);
    expect(views.report.questions[0]!.marks.awarded).toBeNull();
    const list = (await teacher.list(school.exam.level.id).expect(200)).body as ReviewListResponse;
    expect(list.data[0]).toMatchObject({
      transcription: MODEL_ANSWERS[0],
      suggestedMarks: corrected.data.suggestedMarks,
    });
    // The audit log has both readings.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'answer.transcription_correction'));
    expect(entry).toMatchObject({
      entityId: row!.id,
      // Both photographed pages read the same.
      before: { transcription: `${GARBLED}\n\n${GARBLED}` },
      after: { transcription: MODEL_ANSWERS[0] },
    });

    // Decided, it can no longer be corrected; a typed answer never could.
    await teacher
      .decide(session.id, q1!.id, {
        decision: 'accept',
        suggestedMarks: corrected.data.suggestedMarks,
      })
      .expect(200);
    const refused = await t
      .as(school.adminToken)
      .put(url)
      .send({ transcription: 'Anything' })
      .expect(409);
    // (its only answer decided, the attempt was released and evaluated)
    expect(refused.body.message).toBe(
      'Only an attempt in review can have a reading corrected (this one is evaluated)',
    );
  });

  it('refuses to correct the reading of a typed answer, or an empty reading', async () => {
    const school = await reviewSchool(t, { marks: [4] });
    const typed = await school.sit(['I like pizza and cricket']);
    const [q1] = school.exam.questions;
    const url = api(reviewRoutes.transcription, {
      sessionId: typed.session.id,
      questionId: q1!.id,
    });
    const empty = await t.as(school.adminToken).put(url).send({ transcription: '  ' }).expect(400);
    expect(JSON.stringify(empty.body)).toContain('transcription must not be empty');
    // Off topic: in review, as a photographed answer would be.
    expect(typed.session.status).toBe('in_review');
    const refused = await t
      .as(school.adminToken)
      .put(url)
      .send({ transcription: 'Roots hold the plant.' })
      .expect(409);
    expect(refused.body.message).toBe(
      'This answer has no photographed pages: its text is what the student typed',
    );
  });
});
