import { Module } from '@nestjs/common';
import { createBuiltInEvaluator } from '@markwise/evaluator';
import { EVALUATOR, TRANSCRIBER, type Transcriber } from './provider-tokens.js';

/** Placeholder until OCR and the OpenAI-compatible providers land: built-in evaluator, no OCR. */
const noTranscriber: Transcriber = {
  name: 'none',
  transcribe: async () => '',
};

@Module({
  providers: [
    { provide: EVALUATOR, useFactory: () => createBuiltInEvaluator() },
    { provide: TRANSCRIBER, useValue: noTranscriber },
  ],
  exports: [EVALUATOR, TRANSCRIBER],
})
export class ProvidersModule {}
