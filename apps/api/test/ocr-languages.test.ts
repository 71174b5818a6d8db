import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptRoutes } from '@markwise/contract';
import { answers, DEFAULT_USER_PREFERENCES, questions, users, type Database } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { resolveLanguages } from '../src/modules/evaluation/providers/ocr/tessdata.js';
import { TesseractTranscriber } from '../src/modules/evaluation/providers/ocr/tesseract-transcriber.js';
import type {
  PageReading,
  PageToRead,
  Transcriber,
} from '../src/modules/evaluation/providers/provider-tokens.js';
import { characterErrorRate, renderLines, SAMPLES } from '../scripts/ocr-samples.js';
import { attemptUrl, startAttempt } from './support/attempt-factories.js';
import { tokenOf } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  createMarkedExamSchool,
  runEnded,
  waitForSession,
} from './support/evaluation-factories.js';
import {
  FAKE_TRANSCRIPTION,
  fakeProviderEnv,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from './support/fake-openai-server.js';
import type { TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { useTestApp } from './support/use-test-app.js';

/**
 * Character error rates measured on these renderings (docs/ocr-languages.md): 0.0 % for each of
 * hin+eng, tam+eng and ben+eng. The limits allow three or so characters of these ~110 to differ,
 * as another CPU's WebAssembly build (SIMD or not) may read them.
 */
const CER_LIMITS = { hi: 0.03, ta: 0.03, bn: 0.03 } as const;

const HINDI = SAMPLES.hi!.lines;
const pageOf = (png: Buffer, name = 'page.png'): PageToRead => ({
  page: name,
  read: async () => png,
  mimeType: 'image/png',
  languages: [],
});

describe('printed text in Indian scripts, read by the offline OCR', () => {
  const ocr = new TesseractTranscriber({ defaultLanguages: ['eng', 'hin'], threads: 1 });
  afterAll(() => ocr.close());

  it.each([
    ['hi', ['eng', 'hin']],
    ['ta', ['eng', 'tam']],
    ['bn', ['ben', 'eng']],
  ] as const)(
    'reads a page of a %s paper with its language and English only, nearly letter for letter',
    async (code, models) => {
      const sample = SAMPLES[code]!;
      const reading = await ocr.transcribe({
        ...pageOf(renderLines(sample.lines), `${code}.png`),
        languages: [code],
      });

      expect(reading.ocrLanguages).toEqual(models);
      const cer = characterErrorRate(sample.lines.join('\n'), reading.text);
      console.info(`OCR ${models.join('+')}: CER ${(cer * 100).toFixed(1)} %`);
      expect(cer).toBeLessThan(CER_LIMITS[code]);
    },
    60_000,
  );

  it("chooses a page's models from its paper's languages, OCR_LANGUAGES when none has data", () => {
    const defaults = ['eng', 'hin'] as const;
    expect(resolveLanguages(['hi'], defaults)).toEqual(['eng', 'hin']);
    expect(resolveLanguages(['en'], defaults)).toEqual(['eng']);
    expect(resolveLanguages(['or', 'ur'], defaults)).toEqual(['eng', 'ori', 'urd']);
    expect(resolveLanguages(['Assamese', 'pan', 'sa'], defaults)).toEqual([
      'asm',
      'eng',
      'pan',
      'san',
    ]);
    expect(resolveLanguages(['fr'], defaults)).toEqual(['eng', 'hin']);
    expect(resolveLanguages([], ['eng', 'tam'])).toEqual(['eng', 'tam']);
  });
});

/** A real offline OCR behind a transcriber that records what each page was read with. */
function recordedOcr() {
  const ocr = new TesseractTranscriber({ defaultLanguages: ['eng', 'tam'], threads: 1 });
  const reads: { languages: string[]; reading: PageReading }[] = [];
  const transcriber: Transcriber = {
    name: ocr.name,
    model: ocr.model,
    async transcribe(input) {
      const reading = await ocr.transcribe(input);
      reads.push({ languages: input.languages, reading });
      return reading;
    },
  };
  return { transcriber, reads, close: () => ocr.close() };
}

/** A one-question exam in `language`, its student reading the app in `preference`. */
async function paperIn(
  t: TestApp,
  { language, preference = 'english' }: { language: string; preference?: string },
) {
  const school = await createMarkedExamSchool(t.database, { marks: [5] });
  const [question] = school.exam.questions;
  await t.database.db
    .update(questions)
    .set({ language, text: 'प्रकाश संश्लेषण क्या है? समझाइए।' })
    .where(eq(questions.id, question!.id));
  await t.database.db
    .update(users)
    .set({ preferences: { ...DEFAULT_USER_PREFERENCES, language: preference } })
    .where(eq(users.id, school.student.id));
  return { ...school, question: question! };
}

/** The student photographs a page for the question and submits; the run's answer row. */
async function sitWithPhoto(t: TestApp, school: Awaited<ReturnType<typeof paperIn>>, png: Buffer) {
  const token = await tokenOf(t, school.student);
  const session = await startAttempt(t, token, school.exam.level.id);
  const ids = { sessionId: session._id, questionId: school.question.id };
  await t
    .as(token)
    .post(attemptUrl(attemptRoutes.answerImages, ids))
    .attach('images', png, 'page-1.png')
    .expect(201);
  await t
    .as(token)
    .post(attemptUrl(attemptRoutes.submit, { sessionId: session._id }))
    .expect(200);
  await waitForSession(t.database, session._id, runEnded, 90_000);
  return answerOf(t.database, session._id);
}

async function answerOf(database: Database, sessionId: string) {
  const [row] = await database.db.select().from(answers).where(eq(answers.sessionId, sessionId));
  return row!;
}

describe(`a photographed page with no vision model configured, on ${TEST_DATABASE_KIND}`, () => {
  const ocr = recordedOcr();
  const t = useTestApp(() => createEvaluationTestApp({ transcriber: ocr.transcriber }));
  afterAll(() => ocr.close());

  it("of a Hindi paper is read with hin+eng only, and waits for a teacher's check", async () => {
    const school = await paperIn(t, { language: 'hi' });

    const row = await sitWithPhoto(t, school, renderLines(HINDI));

    // The defaults (eng+tam here) are not used: the paper's language and English are.
    expect(ocr.reads.map((read) => read.languages)).toEqual([['hi']]);
    expect(ocr.reads[0]!.reading.ocrLanguages).toEqual(['eng', 'hin']);
    expect(row.transcription).toContain('प्रकाश संश्लेषण');
    expect(row.confidence).toBe('needs_review');
    expect(row.releasedAt).toBeNull();
    expect(row.reviewReasons).toContainEqual({
      code: 'low_ocr_confidence',
      detail: expect.stringContaining(
        'its Hindi model, which reads print well but handwriting poorly',
      ),
    });
  }, 120_000);

  it('of an English paper is read with English alone, and raises no doubt about its script', async () => {
    ocr.reads.length = 0;
    const school = await paperIn(t, { language: 'en' });

    const row = await sitWithPhoto(t, school, renderLines(SAMPLES.en!.lines));

    expect(ocr.reads[0]!.reading.ocrLanguages).toEqual(['eng']);
    expect(row.transcription).toContain('photosynthesis');
    expect(row.reviewReasons.map((reason) => reason.detail).join(' ')).not.toContain('offline OCR');
  }, 120_000);
});

describe(`with a vision model (EVALUATOR=openai), on ${TEST_DATABASE_KIND}`, () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await createEvaluationTestApp({ env: fakeProviderEnv(fake) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const systemPrompts = () =>
    fake.requests
      .filter((request) => typeof request.body.messages[1]?.content === 'string')
      .map((request) => String(request.body.messages[0]?.content));

  it('reads a page of a Hindi paper with the model, and tells the marker the paper is in Hindi and the feedback in Hindi', async () => {
    fake.reset();
    const school = await paperIn(t, { language: 'hi', preference: 'hi' });

    const row = await sitWithPhoto(t, school, renderLines(HINDI));

    const images = fake.requests.filter((request) => request.raw.includes('"image_url"'));
    expect(images).toHaveLength(1);
    expect(row.transcription).toBe(FAKE_TRANSCRIPTION);
    expect(row.reviewReasons.map((reason) => reason.code)).not.toContain('low_ocr_confidence');
    const [prompt] = systemPrompts();
    expect(prompt).toContain('The paper is set in Hindi.');
    expect(prompt).toContain(
      'Write feedback, improvement_suggestion, covered_points and missing_points in Hindi, in its own script,',
    );
    expect(prompt).not.toContain('reply in English');
  }, 60_000);

  it('asks for feedback in English for a student whose stored preference is the legacy "english"', async () => {
    fake.reset();
    const school = await paperIn(t, { language: 'ta', preference: 'english' });

    await sitWithPhoto(t, school, renderLines(SAMPLES.ta!.lines));

    const [prompt] = systemPrompts();
    expect(prompt).toContain('The paper is set in Tamil.');
    expect(prompt).toContain('missing_points in English,');
  }, 60_000);
});
