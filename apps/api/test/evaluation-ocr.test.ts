import { describe, expect, it } from 'vitest';
import { apiRoutes, attemptRoutes, pathTo, type DetailedReportResponse } from '@markwise/contract';
import { attemptUrl, handwritingPng, startAttempt } from './support/attempt-factories.js';
import { tokenOf } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  createMarkedExamSchool,
  waitForSession,
} from './support/evaluation-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

/** The whole path with nothing standing in: upload a photographed page, real OCR, built-in marking. */
describe(`a handwritten answer read by the offline OCR on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createEvaluationTestApp());

  it('is transcribed, marked against the model answer and shown in the report', async () => {
    const { exam, student } = await createMarkedExamSchool(t.database);
    const token = await tokenOf(t, student);
    const session = await startAttempt(t, token, exam.level.id);
    const photosynthesis = exam.questions[0]!;
    await t
      .as(token)
      .post(
        attemptUrl(attemptRoutes.answerImages, {
          sessionId: session._id,
          questionId: photosynthesis.id,
        }),
      )
      .attach('images', handwritingPng(), 'page-1.png')
      .expect(201);
    await t
      .as(token)
      .post(attemptUrl(attemptRoutes.submit, { sessionId: session._id }))
      .expect(200);

    const done = await waitForSession(t.database, session._id, undefined, 90_000);
    expect(done.status).toBe('evaluated');
    const response = await t
      .as(token)
      .get(`/api${pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId: session._id })}`)
      .expect(200);
    const first = (response.body as DetailedReportResponse).data.questions[0]!;
    // The page says: "Photosynthesis is the process by which green plants use sunlight, water and
    // carbon dioxide to make glucose and give out oxygen", and a line of Hindi. An English paper's
    // pages are read with the English model only, so the Hindi line does not come through.
    const words = (first.transcription ?? '').toLowerCase();
    for (const word of ['photosynthesis', 'sunlight', 'glucose', 'oxygen']) {
      expect(words).toContain(word);
    }
    expect(first.transcription).not.toMatch(/[\u0900-\u097F]/);
    expect(first.marks.awarded).toBeGreaterThan(first.marks.allocated / 2);
  }, 120_000);
});
