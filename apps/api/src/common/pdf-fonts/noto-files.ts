import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IndianScript } from './scripts.js';

const require = createRequire(import.meta.url);

/** The Noto family (a @fontsource package) drawing each script; Urdu is written in Naskh. */
const FAMILIES: Record<IndianScript, string> = {
  devanagari: 'noto-sans-devanagari',
  bengali: 'noto-sans-bengali',
  gurmukhi: 'noto-sans-gurmukhi',
  gujarati: 'noto-sans-gujarati',
  oriya: 'noto-sans-oriya',
  tamil: 'noto-sans-tamil',
  telugu: 'noto-sans-telugu',
  kannada: 'noto-sans-kannada',
  malayalam: 'noto-sans-malayalam',
  arabic: 'noto-naskh-arabic',
};

export type FontWeight = 'regular' | 'bold';

/**
 * The WOFF file of the script's own subset (its letters, marks, danda and space, and the
 * OpenType tables that shape them; no Latin, which Helvetica draws), at 400 or 700. Fontsource
 * ships one file per Unicode-range subset; fontkit and Skia both read WOFF.
 */
export function notoFile(script: IndianScript, weight: FontWeight): string {
  const family = FAMILIES[script];
  const packageDir = dirname(require.resolve(`@fontsource/${family}/package.json`));
  const value = weight === 'bold' ? 700 : 400;
  // Subsets are named after their script: noto-sans-tamil-tamil-400-normal.woff.
  return join(packageDir, 'files', `${family}-${script}-${value}-normal.woff`);
}
