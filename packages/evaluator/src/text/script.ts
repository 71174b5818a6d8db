/**
 * The writing system a text is in, from its letters. The built-in evaluator compares words, so an
 * answer in another script than the expected answer cannot be compared at all: it is sent to a
 * teacher instead of being marked as if it were unrelated.
 */
const SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Han', /\p{Script=Han}/u],
] as const;

export type Script = (typeof SCRIPTS)[number][0];

/** Names a teacher reads; Oriya is the Unicode name of the Odia script. */
const SCRIPT_NAMES: Partial<Record<Script, string>> = {
  Latin: 'the Latin alphabet',
  Devanagari: 'Devanagari (Hindi, Marathi, Sanskrit, Nepali)',
  Oriya: 'Odia',
  Arabic: 'Arabic script (Urdu)',
  Han: 'Chinese characters',
};

export function scriptName(script: Script): string {
  return SCRIPT_NAMES[script] ?? script;
}

const INDIAN: ReadonlySet<Script> = new Set([
  'Devanagari',
  'Tamil',
  'Bengali',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Gujarati',
  'Gurmukhi',
  'Oriya',
]);

/** The scripts of India's languages (Urdu's Arabic script aside). */
export function isIndianScript(script: Script | null): boolean {
  return script !== null && INDIAN.has(script);
}

/** Greek letters are maths in most answers (π, Θ, Ω); they never decide a text's script. */
const NEUTRAL: ReadonlySet<Script> = new Set(['Greek']);

/** Nothing but Latin letters (and neutral Greek), as most answers are: no letter-by-letter count. */
const LATIN_ONLY = /^[\P{L}\p{Script=Latin}\p{Script=Greek}]*$/u;

/** The script most of the text's letters are in, or null for a text without letters. */
export function dominantScript(text: string): Script | null {
  if (LATIN_ONLY.test(text)) return /\p{Script=Latin}/u.test(text) ? 'Latin' : null;
  const counts = new Map<Script, number>();
  for (const letter of text.matchAll(/\p{L}/gu)) {
    const script = SCRIPTS.find(([, pattern]) => pattern.test(letter[0]))?.[0];
    if (script && !NEUTRAL.has(script)) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  let best: Script | null = null;
  let most = 0;
  for (const [script, count] of counts) {
    if (count > most) [best, most] = [script, count];
  }
  return best;
}
