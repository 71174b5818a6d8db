/**
 * Spelling variants of Indian scripts that change no word: the zero-width joiners (they only
 * choose a conjunct's shape, and split a token where they stand), the nukta (ज़/ज, ड़/ड, য়/য: often
 * left out in handwriting and typing), and chandrabindu against anusvara (हाँ/हां). Applied before
 * tokenising, so that both sides of a comparison are spelt alike.
 */
const JOINERS = /[\u200c\u200d]/gu;
const NUKTA = /[\u093c\u09bc]/gu;
const CHANDRABINDU: Readonly<Record<string, string>> = { '\u0901': '\u0902', '\u0981': '\u0982' };

export function normalizeIndic(text: string): string {
  return text
    .normalize('NFC')
    .replace(JOINERS, '')
    .replace(NUKTA, '')
    .replace(/[\u0901\u0981]/gu, (sign) => CHANDRABINDU[sign]!);
}

export type WordScript = 'latin' | 'devanagari' | 'tamil' | 'bengali' | 'other';

/** The script of one token, from its first letter (tokens do not mix scripts in practice). */
export function wordScript(word: string): WordScript {
  if (/^[a-z0-9]+$/.test(word)) return 'latin';
  const letter = word.match(/\p{L}/u)?.[0] ?? '';
  if (/\p{Script=Devanagari}/u.test(letter)) return 'devanagari';
  if (/\p{Script=Tamil}/u.test(letter)) return 'tamil';
  if (/\p{Script=Bengali}/u.test(letter)) return 'bengali';
  return 'other';
}
