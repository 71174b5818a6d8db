import type { Evaluator } from '@markwise/evaluator';

/** The configured evaluator (built-in or OpenAI-compatible), behind @markwise/evaluator's interface. */
export const EVALUATOR = Symbol('EVALUATOR');
export type { Evaluator };

/** Reads the text of one photographed page of handwriting. */
export type Transcriber = {
  /** e.g. 'tesseract' or 'openai'; stored beside the transcription. */
  name: string;
  model?: string;
  transcribe(input: { imagePath: string; mimeType: string; languages: string[] }): Promise<string>;
};
export const TRANSCRIBER = Symbol('TRANSCRIBER');
