import { copyFile, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findLanguage, LANGUAGES, type Language } from '../languages.js';

/**
 * Tesseract language data shipped as npm packages (@tesseract.js-data/<code>, the LSTM "best_int"
 * models), so OCR never downloads anything at run time: every language of `LANGUAGES`.
 */
export const SHIPPED_OCR_LANGUAGES = LANGUAGES.map((language) => language.tesseract);
export type OcrLanguage = Language['tesseract'];

const require = createRequire(import.meta.url);

/** A Tesseract code, ISO 639-1 code or English name ("hin", "hi", "Hindi") as shipped data. */
function shipped(code: string): OcrLanguage | undefined {
  return findLanguage(code)?.tesseract;
}

export function isShippedLanguage(code: string): code is OcrLanguage {
  return (SHIPPED_OCR_LANGUAGES as readonly string[]).includes(code);
}

/** `OCR_LANGUAGES` ("eng+hin") → shipped codes; an unknown code fails loudly at boot. */
export function parseOcrLanguages(setting: string): OcrLanguage[] {
  const codes = setting.split('+').filter(Boolean);
  const unknown = codes.filter((code) => !shipped(code));
  if (unknown.length > 0) {
    throw new Error(
      `OCR_LANGUAGES: no language data shipped for ${unknown.join(', ')} (shipped: ${SHIPPED_OCR_LANGUAGES.join(', ')})`,
    );
  }
  return [...new Set(codes.map((code) => shipped(code)!))];
}

/**
 * The models a page is read with: its paper's languages that have data, and English beside them
 * (students write English terms in a Hindi answer); the defaults (OCR_LANGUAGES) when none has.
 * Only those: a model of a script the page cannot hold reads ruled lines and a "Q" as its
 * letters, and every extra model slows the page down.
 */
export function resolveLanguages(requested: readonly string[], defaults: readonly OcrLanguage[]) {
  const known = requested.flatMap((code) => shipped(code) ?? []);
  const chosen = known.length > 0 ? [...known, 'eng' as const] : defaults;
  return [...new Set(chosen)].sort();
}

/** Path of a shipped, gzipped .traineddata file inside its npm package. */
export function traineddataFile(language: OcrLanguage): string {
  const packageDir = dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
  return join(packageDir, '4.0.0_best_int', `${language}.traineddata.gz`);
}

/**
 * tesseract.js reads every language from ONE local directory (`langPath`), but each package holds
 * its own file: link them into a private temporary directory. A local path (not a URL) means
 * tesseract.js reads with fs and a missing file is an ENOENT error, never a network fetch.
 */
export async function prepareLangPath(languages: readonly OcrLanguage[]) {
  const dir = await mkdtemp(join(tmpdir(), 'markwise-tessdata-'));
  for (const language of languages) {
    const source = traineddataFile(language);
    const target = join(dir, `${language}.traineddata.gz`);
    // Symlinks may be refused (some container file systems); a copy is a few MB.
    await symlink(source, target).catch(() => copyFile(source, target));
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
