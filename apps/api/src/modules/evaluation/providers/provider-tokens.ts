import type { Evaluator } from '@markwise/evaluator';
import type { OcrLanguage } from './ocr/tessdata.js';

/**
 * The OpenAI-compatible provider's client, one per process so OPENAI_CONCURRENCY bounds every call
 * (marking, vision, the tutor); null without a provider (EVALUATOR=builtin).
 */
export const CHAT_CLIENT = Symbol('CHAT_CLIENT');

/** The configured evaluator (built-in or OpenAI-compatible), behind @markwise/evaluator's interface. */
export const EVALUATOR = Symbol('EVALUATOR');
export type { Evaluator };

/**
 * One page read: its text, and how sure the reader is of it (0-100, as Tesseract reports a page)
 * when it says; a vision model gives none. `ocrLanguages`: the offline OCR's models that read it,
 * absent when a vision model did.
 */
export type PageReading = {
  text: string;
  confidence?: number;
  ocrLanguages?: readonly OcrLanguage[];
};

/**
 * A photographed page to read, and the languages its answer may be written in (its paper's; the
 * OCR adds English). `page` names it in messages (its storage key); `read` fetches its bytes, only
 * when a reader needs them.
 */
export type PageToRead = {
  page: string;
  read: () => Promise<Buffer>;
  mimeType: string;
  languages: string[];
};

/** Reads the text of one photographed page of handwriting. */
export type Transcriber = {
  /** e.g. 'tesseract' or 'openai'; stored beside the transcription. */
  name: string;
  model?: string;
  transcribe(input: PageToRead): Promise<PageReading>;
};
export const TRANSCRIBER = Symbol('TRANSCRIBER');

/**
 * Turns a spoken answer into words through the provider's transcription endpoint; null unless
 * OPENAI_BASE_URL and OPENAI_TRANSCRIPTION_MODEL are set (with the built-in evaluator too: a
 * school may mark offline and run its own speech server).
 */
export const SPEECH_TRANSCRIBER = Symbol('SPEECH_TRANSCRIBER');
export type SpeechTranscriber = {
  transcribe(audio: {
    bytes: Buffer;
    mimeType: string;
    fileName: string;
    language?: string;
  }): Promise<string>;
};
