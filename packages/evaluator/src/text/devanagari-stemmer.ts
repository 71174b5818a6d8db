import { phoneticKey, romanizeDevanagari } from './romanize.js';

/**
 * Light stemming of Hindi and Marathi, in the style of Ramanathan & Rao (2003, "A lightweight
 * stemmer for Hindi"): the longest inflectional suffix of a list is stripped, once. It runs on the
 * words' sound keys (romanised, romanize.ts), not on Devanagari, so that "बनाते" and a student's
 * "banate" lose the same ending and meet at one stem; the suffixes are written here in Devanagari
 * and keyed the same way.
 */
const HINDI_SUFFIXES = `ो े ू ु ी ि ा
  कर ाओ िए ाई ाए ने नी ना ते ीं ती ता ाँ ां ों ें
  ाकर ाइए ाईं ाया ेगी ेगा ोगी ोगे ाने ाना ाते ाती ाता तीं ाओं ाएं ुओं ुएं ुआं
  ाएगी ाएगा ाओगी ाओगे एंगी ेंगी एंगे ेंगे ूंगी ूंगा ातीं नाओं नाएं ताओं ताएं ियाँ ियों ियां
  ाएंगी ाएंगे ाऊंगी ाऊंगा ाइयाँ ाइयों ाइयां`;

/** Marathi writes its postpositions onto the noun (घरात, झाडांना, पाण्याचा). */
const MARATHI_SUFFIXES = `चा ची चे च्या ला ना ने ात ांत ांना ांचा ांची ांचे ांच्या ाचा ाची ाचे ाच्या
  ाला ाने मध्ये ामध्ये साठी ासाठी कडे कडून पासून तील ातील`;

/** Keyed suffixes, longest first. */
const SUFFIXES: readonly string[] = [
  ...new Set(
    `${HINDI_SUFFIXES} ${MARATHI_SUFFIXES}`
      .split(/\s+/u)
      .filter(Boolean)
      .map((suffix) => phoneticKey(romanizeDevanagari(suffix))),
  ),
]
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

/** A stem keeps at least this many letters, one of them a vowel ("m" is no stem of "man"). */
const MIN_STEM = 2;

/**
 * The stem of a sound key ("banate" → "ban", "pode" → "pod"). Keys merge long and short vowels, so
 * a suffix that starts with a consonant ("ni", "kar") cannot tell an ending from the root ("pani"
 * water, "sarkar"): it is stripped only from a stem of two syllables or more. A second pass takes
 * a stacked ending (Marathi "salemadye" → "sale" → "sal").
 */
export function stemHindiKey(key: string): string {
  return stripOnce(stripOnce(key));
}

function stripOnce(key: string): string {
  for (const suffix of SUFFIXES) {
    if (!key.endsWith(suffix)) continue;
    const stem = key.slice(0, -suffix.length);
    const syllables = stem.match(/[aeiou]+/g)?.length ?? 0;
    if (stem.length >= MIN_STEM && syllables >= (/^[aeiou]/.test(suffix) ? 1 : 2)) return stem;
  }
  return key;
}

/** The matching key of a Devanagari word: romanised, keyed, stemmed. */
export function devanagariKey(word: string): string {
  return stemHindiKey(phoneticKey(romanizeDevanagari(word)));
}

/** The matching key of a Hindi word typed in Latin letters ("paudhe" → "pod"). */
export function hinglishKey(word: string): string {
  return stemHindiKey(phoneticKey(word));
}
