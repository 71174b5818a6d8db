/** The virama (halant, pulli, chandrakkala) of each Indian script Tesseract reads. */
const VIRAMA = '[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d]';

/** A zero-width non-joiner after a word's final virama: it changes nothing drawn. */
const TRAILING_NON_JOINER = new RegExp(`(${VIRAMA})\u200c(?![\\p{L}\\p{M}])`, 'gu');

/** Malayalam's chillu letters, and the consonant + virama + ZWJ each was written as before 5.1. */
const CHILLU: Record<string, string> = {
  ണ: '\u0d7a',
  ന: '\u0d7b',
  ര: '\u0d7c',
  ല: '\u0d7d',
  ള: '\u0d7e',
  ക: '\u0d7f',
};
const OLD_CHILLU = /([ണനരലളക])\u0d4d\u200d/gu;

/**
 * Tesseract's Indian models write some letters in encodings no keyboard does: a ZWNJ after every
 * word-final virama (Tamil "மூலம்‌", Nepali "बनाउँछन्‌") and Malayalam's chillu letters as
 * consonant + virama + ZWJ ("ള്‍" for "ൾ"). They look the same but compare unequal, so a
 * transcription is stored as it would have been typed.
 */
export function typedSpelling(text: string): string {
  return text
    .replace(TRAILING_NON_JOINER, '$1')
    .replace(OLD_CHILLU, (_, consonant: string) => CHILLU[consonant]!)
    .normalize('NFC');
}
