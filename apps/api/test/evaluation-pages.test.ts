import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, attemptRoutes, pathTo, type DetailedReportResponse } from '@markwise/contract';
import type { Transcriber } from '../src/modules/evaluation/providers/provider-tokens.js';
import { attemptUrl, handwritingPng, startAttempt } from './support/attempt-factories.js';
import { tokenOf } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  createMarkedExamSchool,
  waitForSession,
} from './support/evaluation-factories.js';
import type { TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`the pages of a photographed answer on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let reading = 0;
  let mostAtOnce = 0;
  let calls = 0;
  // Stands in for the OCR engine: page k says "page k", and earlier pages take longer to read.
  const transcriber: Transcriber = {
    name: 'slow-ocr',
    transcribe: async (input) => {
      const page = calls++;
      reading += 1;
      mostAtOnce = Math.max(mostAtOnce, reading);
      await input.read();
      await new Promise((resolve) => setTimeout(resolve, (3 - page) * 80));
      reading -= 1;
      return { text: `page ${page}`, confidence: 90 };
    },
  };

  beforeAll(async () => {
    t = await createEvaluationTestApp({ transcriber });
  });
  afterAll(() => t.close());

  it('are read at once, and their text kept in the order the student gave them', async () => {
    const { exam, student } = await createMarkedExamSchool(t.database);
    const token = await tokenOf(t, student);
    const session = await startAttempt(t, token, exam.level.id);
    const question = exam.questions[0]!;
    let upload = t
      .as(token)
      .post(
        attemptUrl(attemptRoutes.answerImages, { sessionId: session._id, questionId: question.id }),
      );
    for (const name of ['page-1.png', 'page-2.png', 'page-3.png']) {
      upload = upload.attach('images', handwritingPng(), name);
    }
    await upload.expect(201);
    await t
      .as(token)
      .post(attemptUrl(attemptRoutes.submit, { sessionId: session._id }))
      .expect(200);

    // Marked (the other questions are unanswered, so it may wait for a teacher) or failed.
    await waitForSession(t.database, session._id, (status) =>
      ['evaluated', 'in_review', 'failed'].includes(status),
    );
    expect(mostAtOnce).toBe(3);
    const response = await t
      .as(token)
      .get(`/api${pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId: session._id })}`)
      .expect(200);
    const first = (response.body as DetailedReportResponse).data.questions[0]!;
    expect(first.transcription).toBe('page 0\n\npage 1\n\npage 2');
  });
});
