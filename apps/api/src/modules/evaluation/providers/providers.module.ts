import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.schema.js';
import { TesseractTranscriber } from './ocr/tesseract-transcriber.js';
import { parseOcrLanguages } from './ocr/tessdata.js';
import { chatClient, configuredEvaluator, speechTranscriber } from './configured-evaluator.js';
import type { ChatClient } from './openai/chat-client.js';
import { OpenAiVisionTranscriber } from './openai/vision-transcriber.js';
import {
  CHAT_CLIENT,
  EVALUATOR,
  SPEECH_TRANSCRIBER,
  TRANSCRIBER,
  type Transcriber,
} from './provider-tokens.js';

/** The offline OCR engine: always there, as the transcriber or as the vision model's fallback. */
const TESSERACT = Symbol('TESSERACT');

const logger = new Logger('EvaluationProviders');
const warn = (message: string) => logger.warn(message);

const evaluator = (config: AppConfig, client: ChatClient | null) =>
  configuredEvaluator(config, client, warn);

function transcriber(
  config: AppConfig,
  client: ChatClient | null,
  tesseract: TesseractTranscriber,
): Transcriber {
  const model = config.OPENAI_VISION_MODEL ?? config.OPENAI_MODEL;
  if (!client || !model) return tesseract;
  return new OpenAiVisionTranscriber({ client, model, fallback: tesseract, warn });
}

/**
 * Chooses the evaluator and the transcriber from the configuration: EVALUATOR=builtin → the
 * built-in evaluator and offline OCR (tesseract.js); EVALUATOR=openai → the OpenAI-compatible
 * evaluator and vision transcriber, each falling back to the offline one. OCR workers start on
 * the first page, so booting the API costs nothing, and are terminated when the app closes.
 */
@Module({
  providers: [
    {
      provide: TESSERACT,
      inject: [CONFIG],
      useFactory: (config: AppConfig) =>
        new TesseractTranscriber({
          defaultLanguages: parseOcrLanguages(config.OCR_LANGUAGES),
          threads: config.OCR_THREADS,
          warn,
        }),
    },
    { provide: CHAT_CLIENT, inject: [CONFIG], useFactory: chatClient },
    { provide: EVALUATOR, inject: [CONFIG, CHAT_CLIENT], useFactory: evaluator },
    { provide: TRANSCRIBER, inject: [CONFIG, CHAT_CLIENT, TESSERACT], useFactory: transcriber },
    { provide: SPEECH_TRANSCRIBER, inject: [CONFIG, CHAT_CLIENT], useFactory: speechTranscriber },
  ],
  exports: [CHAT_CLIENT, EVALUATOR, TRANSCRIBER, SPEECH_TRANSCRIBER],
})
export class ProvidersModule implements OnApplicationShutdown {
  constructor(@Inject(TESSERACT) private readonly tesseract: TesseractTranscriber) {}

  /** After every module's destroy hook, so evaluation jobs stopping first can finish their pages. */
  async onApplicationShutdown() {
    await this.tesseract.close();
  }
}
