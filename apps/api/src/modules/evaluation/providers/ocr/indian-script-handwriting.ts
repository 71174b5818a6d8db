import type { ReviewReason } from '@markwise/contract';
import { findLanguage } from '../languages.js';
import type { PageReading } from '../provider-tokens.js';

/**
 * Why an answer whose pages the offline OCR read in an Indian script waits for a teacher. Its
 * models for those scripts learnt from print: handwriting comes back as plausible letters that
 * are not what the student wrote, and the page's confidence does not always show it. A vision
 * model (EVALUATOR=openai) reads such pages instead; without one, a teacher checks the reading.
 * Until the contract has a code of its own for this, it is a low-confidence reading.
 */
export function indianScriptReasons(pages: readonly PageReading[]): ReviewReason[] {
  // Pages that gave no text are already the `unreadable` reason's.
  const read = pages.filter((page) => page.text.trim());
  const scripts = new Set(
    read.flatMap((page) => (page.ocrLanguages ?? []).filter((language) => language !== 'eng')),
  );
  if (scripts.size === 0) return [];
  const names = [...scripts].map((language) => findLanguage(language)?.name ?? language);
  return [
    {
      code: 'low_ocr_confidence',
      detail: `The photos were read by the offline OCR with its ${names.join(' and ')} model, which reads print well but handwriting poorly: check the transcription against them.`,
    },
  ];
}
