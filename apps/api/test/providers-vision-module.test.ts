import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { Test } from '@nestjs/testing';
import type { EvaluationInput, Evaluator } from '@markwise/evaluator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigModule } from '../src/config/config.module.js';
import { parseConfig } from '../src/config/config.schema.js';
import { ChatClient } from '../src/modules/evaluation/providers/openai/chat-client.js';
import { OpenAiEvaluator } from '../src/modules/evaluation/providers/openai/openai-evaluator.js';
import { OpenAiVisionTranscriber } from '../src/modules/evaluation/providers/openai/vision-transcriber.js';
import { pageFile } from './support/images.js';
import {
  EVALUATOR,
  TRANSCRIBER,
  type Transcriber,
} from '../src/modules/evaluation/providers/provider-tokens.js';
import { ProvidersModule } from '../src/modules/evaluation/providers/providers.module.js';
import {
  FAKE_TRANSCRIPTION,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from './support/fake-openai-server.js';

const page = fileURLToPath(new URL('./fixtures/ocr-english.png', import.meta.url));
let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ delayMs: 30 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function fakeOcr() {
  const calls: string[] = [];
  const transcriber: Transcriber = {
    name: 'tesseract',
    transcribe: async ({ page }) => {
      calls.push(page);
      return { text: 'text from OCR', confidence: 88 };
    },
  };
  return { transcriber, calls };
}

function client(concurrency = 4) {
  return new ChatClient({
    baseUrl: fake.baseUrl,
    timeoutMs: 1_000,
    maxRetries: 1,
    concurrency,
    baseDelayMs: 5,
    maxDelayMs: 20,
  });
}

describe('vision transcriber', () => {
  /** The fake model's vision transcriber with a recorded offline OCR behind it, reading the page. */
  async function readWithFallback() {
    const ocr = fakeOcr();
    const vision = new OpenAiVisionTranscriber({
      client: client(),
      model: 'fake-vision',
      fallback: ocr.transcriber,
    });
    const text = await vision.transcribe({
      ...pageFile(page),
      mimeType: 'image/png',
      languages: ['eng'],
    });
    return { ocr, text };
  }

  it('sends the page as a data URL and returns the model transcription', async () => {
    const { ocr, text } = await readWithFallback();
    // A vision model reports no confidence.
    expect(text).toEqual({ text: FAKE_TRANSCRIPTION });
    expect(ocr.calls).toEqual([]);
    const [request] = fake.requests;
    expect(request?.body.model).toBe('fake-vision');
    const parts = request?.body.messages[1]?.content as Array<{
      type: string;
      image_url?: { url: string };
    }>;
    expect(parts.find((part) => part.type === 'image_url')?.image_url?.url).toMatch(
      /^data:image\/png;base64,iVBORw0KGgo/,
    );
  });

  it('falls back to the offline OCR when the provider keeps failing', async () => {
    fake.fallbackBehaviour = 'server-error';
    const { ocr, text } = await readWithFallback();
    expect(text).toEqual({ text: 'text from OCR', confidence: 88 });
    expect(ocr.calls).toEqual([page]);
    expect(fake.requests).toHaveLength(2);
  });

  it('shares one concurrency limit with the evaluator', async () => {
    const shared = client(2);
    const vision = new OpenAiVisionTranscriber({
      client: shared,
      model: 'v',
      fallback: fakeOcr().transcriber,
    });
    const marker: Evaluator = new OpenAiEvaluator({
      client: shared,
      model: 'm',
      fallback: {
        name: 'never',
        evaluate: () => Promise.reject(new Error('no fallback expected')),
      },
    });
    const input: EvaluationInput = {
      questionNumber: 1,
      question: 'Define osmosis.',
      modelAnswer: 'Movement of water across a semi-permeable membrane.',
      rubric: null,
      maxMarks: 2,
      answer: 'Water moves through a membrane.',
    };
    await Promise.all([
      ...Array.from({ length: 4 }, () => marker.evaluate(input)),
      ...Array.from({ length: 4 }, () =>
        vision.transcribe({ ...pageFile(page), mimeType: 'image/png', languages: [] }),
      ),
    ]);
    expect(fake.requests).toHaveLength(8);
    expect(fake.maxInFlight).toBe(2);
  });
});

describe('ProvidersModule', () => {
  async function boot(env: Record<string, string>) {
    const config = parseConfig({ NODE_ENV: 'test', ...env });
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), ProvidersModule],
    }).compile();
    await moduleRef.init();
    return moduleRef;
  }

  it('defaults to the built-in evaluator and offline OCR', async () => {
    const moduleRef = await boot({});
    expect(moduleRef.get<Evaluator>(EVALUATOR).name).toBe('built-in');
    expect(moduleRef.get<Transcriber>(TRANSCRIBER).name).toBe('tesseract');
    await moduleRef.close();
  });

  it('with EVALUATOR=openai marks and transcribes through the provider, vision model preferred', async () => {
    const moduleRef = await boot({
      EVALUATOR: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'fake-model',
      OPENAI_VISION_MODEL: 'fake-vision',
    });
    const evaluator = moduleRef.get<Evaluator>(EVALUATOR);
    const transcriber = moduleRef.get<Transcriber>(TRANSCRIBER);
    expect({ name: evaluator.name, model: evaluator.model }).toEqual({
      name: 'openai',
      model: 'fake-model',
    });
    expect({ name: transcriber.name, model: transcriber.model }).toEqual({
      name: 'openai',
      model: 'fake-vision',
    });
    await expect(
      transcriber.transcribe({ ...pageFile(page), mimeType: 'image/png', languages: [] }),
    ).resolves.toEqual({ text: FAKE_TRANSCRIPTION });
    await moduleRef.close();
  });

  it('fails at boot when OCR_LANGUAGES names a language that is not shipped', async () => {
    await expect(boot({ OCR_LANGUAGES: 'eng+fra' })).rejects.toThrow(/fra/);
  });
});
