import { copyFile, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Tesseract language data shipped as npm packages (@tesseract.js-data/<code>, the LSTM "best_int"
 * models), so OCR never downloads anything at run time. Adding a language = adding its package to
 * apps/api/package.json and a line here.
 */
export const SHIPPED_OCR_LANGUAGES = ['eng', 'hin', 'tam'] as const;
export type OcrLanguage = (typeof SHIPPED_OCR_LANGUAGES)[number];

/** Common names and ISO 639-1 codes a question's `language` may carry, mapped to tesseract codes. */
const ALIASES: Record<string, OcrLanguage> = {
  eng: 'eng',
  en: 'eng',
  english: 'eng',
  hin: 'hin',
  hi: 'hin',
  hindi: 'hin',
  tam: 'tam',
  ta: 'tam',
  tamil: 'tam',
};

const require = createRequire(import.meta.url);

export function isShippedLanguage(code: string): code is OcrLanguage {
  return (SHIPPED_OCR_LANGUAGES as readonly string[]).includes(code);
}

/** `OCR_LANGUAGES` ("eng+hin") → shipped codes; an unknown code fails loudly at boot. */
export function parseOcrLanguages(setting: string): OcrLanguage[] {
  const codes = setting.split('+').filter(Boolean);
  const unknown = codes.filter((code) => !ALIASES[code.toLowerCase()]);
  if (unknown.length > 0) {
    throw new Error(
      `OCR_LANGUAGES: no language data shipped for ${unknown.join(', ')} (shipped: ${SHIPPED_OCR_LANGUAGES.join(', ')})`,
    );
  }
  return [...new Set(codes.map((code) => ALIASES[code.toLowerCase()]!))];
}

/** Per-call languages (codes or names); unknown ones are dropped, none left → the defaults. */
export function resolveLanguages(requested: readonly string[], defaults: OcrLanguage[]) {
  const known = requested
    .map((code) => ALIASES[code.trim().toLowerCase()])
    .filter((code): code is OcrLanguage => code !== undefined);
  return known.length > 0 ? [...new Set(known)].sort() : [...defaults].sort();
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
