import { phoneticKey, romanizeDevanagari } from './romanize.js';
import { HINDI } from './stopwords.js';

/**
 * Hindi typed in Latin letters ("paudhe surya ke prakash se bhojan banate hain"). Such a text is
 * recognised by Hindi function words that English does not have; its words are then keyed by sound
 * (devanagari-stemmer.ts), like Devanagari words, so the two meet.
 */
const MARKERS: ReadonlySet<string> = new Set(
  `hai hain hei hein mein mei aur ka ki ke ko se nahi nahin nhi hota hoti hote karta karti karte
  kiya kiye liye bhi tha thi yeh woh kya kyun kyon kyonki kyunki dwara dvara apne apna apni wala
  wale wali jata jati jate jaata jaati jaate raha rahi rahe hua hue hui gaya gayi gaye iska iski
  iske uska uski uske unke unka unki inke inka jisme jismein jisse isme ismein usme usmein tatha
  evam jaise saath lekin kuch bahut ek`.split(/\s+/u),
);

/** At least this many marker words, this share of the Latin words: English never gets there. */
const MIN_MARKERS = 2;
const MIN_MARKER_SHARE = 0.15;

export function looksHinglish(words: readonly string[]): boolean {
  const latin = words.filter((word) => /^[a-z]+$/.test(word));
  const markers = latin.filter((word) => MARKERS.has(word));
  return new Set(markers).size >= MIN_MARKERS && markers.length >= MIN_MARKER_SHARE * latin.length;
}

const keysOf = (words: readonly string[]) =>
  new Set(words.filter(Boolean).map((word) => phoneticKey(romanizeDevanagari(word))));

/** Hindi function words by sound (the Devanagari list romanised), and common Latin spellings. */
const STOP_KEYS = keysOf([
  ...HINDI.split(/\s+/u),
  ...'me mai hai hain ye yeh wo woh vo ki ke ka ko se aur bhi liye lie sath saath jo to hi ek'.split(
    ' ',
  ),
]);
const NEGATOR_KEYS = keysOf(['नहीं', 'न', 'मत', 'nahi', 'nahin', 'nhi', 'na', 'mat']);

export const isHinglishStopWord = (word: string): boolean => STOP_KEYS.has(phoneticKey(word));
export const isHinglishNegator = (word: string): boolean => NEGATOR_KEYS.has(phoneticKey(word));
