import { normalizeIndic } from './indic.js';

/**
 * Unicode-aware tokenisation: a token is a run of letters, combining marks and digits in any script,
 * so Devanagari and Tamil words (whose vowel signs are marks) stay whole. Clause numbers let
 * negation stop at punctuation.
 */
export type Token = {
  /** Lower-cased, NFKC-normalised word (Indian scripts also without spelling variants, indic.ts). */
  text: string;
  /** Index of the clause (split at . , ; : ! ? and line breaks) the token belongs to. */
  clause: number;
};

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*|[.,;:!?।॥\n]/gu;
const CLAUSE_BREAK = /^[.,;:!?।॥\n]$/u;

/** English contractions that hide a negation ("doesn't" → "does not"). */
const IRREGULAR_NEGATIONS: ReadonlyMap<string, string[]> = new Map([
  ["can't", ['can', 'not']],
  ['cannot', ['can', 'not']],
  ["won't", ['will', 'not']],
  ["shan't", ['shall', 'not']],
]);

export function normalizeText(text: string): string {
  return normalizeIndic(text.normalize('NFKC')).replace(/’/g, "'").toLowerCase();
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  for (const match of normalizeText(text).matchAll(TOKEN)) {
    const raw = match[0];
    if (CLAUSE_BREAK.test(raw)) {
      clause += 1;
      continue;
    }
    for (const word of splitContraction(raw)) tokens.push({ text: word, clause });
  }
  return tokens;
}

function splitContraction(word: string): string[] {
  const irregular = IRREGULAR_NEGATIONS.get(word);
  if (irregular) return irregular;
  if (word.endsWith("n't")) return [word.slice(0, -3), 'not'];
  const apostrophe = word.indexOf("'");
  // "it's", "program's": the clitic carries no content.
  return apostrophe > 0 ? [word.slice(0, apostrophe)] : [word];
}

/** True for tokens written in ASCII letters and digits: English words, Porter-stemmed, with vectors. */
export function isLatinWord(word: string): boolean {
  return /^[a-z0-9]+$/.test(word);
}
