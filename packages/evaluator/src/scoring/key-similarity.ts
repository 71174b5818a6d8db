/**
 * How alike two matching keys of words without vectors are (Indic stems, Hindi sound keys): the
 * Dice coefficient of their character bigrams, which allows about one edit in a key of seven
 * characters (an inflection the light stemmers leave, a misspelling); for keys in Latin letters
 * also the same consonants in the same order, since vowels are what romanised spellings vary most
 * ("prakash" / "parkash"). Below the threshold two keys do not match at all.
 */
export const KEY_SIMILARITY_THRESHOLD = 0.75;
/** Credit for keys that share only their consonants. */
const SAME_CONSONANTS = 0.8;
const MIN_LENGTH = 3;

// Every reference word meets every answer word, for each point and both directions: remember.
const known = new Map<string, number>();
const MAX_KNOWN = 100_000;

export function keySimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < MIN_LENGTH || b.length < MIN_LENGTH) return 0;
  const pair = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
  let similarity = known.get(pair);
  if (similarity === undefined) {
    if (known.size >= MAX_KNOWN) known.clear();
    similarity = compare(a, b);
    known.set(pair, similarity);
  }
  return similarity;
}

function compare(a: string, b: string): number {
  // Keys of very different lengths share too few bigrams (most pairs stop here).
  const bound = (2 * (Math.min(a.length, b.length) + 1)) / (a.length + b.length + 2);
  const dice = bound >= KEY_SIMILARITY_THRESHOLD ? bigramDice(a, b) : 0;
  const skeleton = consonants(a);
  const sameConsonants =
    /^[a-z0-9]+$/.test(a) && skeleton.length >= MIN_LENGTH && skeleton === consonants(b);
  const similarity = Math.max(dice, sameConsonants ? SAME_CONSONANTS : 0);
  return similarity >= KEY_SIMILARITY_THRESHOLD ? similarity : 0;
}

/** Keys are short: a quadratic scan beats building bigram maps. Indic letters are single units. */
function bigramDice(a: string, b: string): number {
  const x = ` ${a} `;
  const y = ` ${b} `;
  const used = new Uint8Array(y.length - 1);
  let shared = 0;
  for (let i = 0; i + 1 < x.length; i += 1) {
    for (let j = 0; j + 1 < y.length; j += 1) {
      if (!used[j] && x[i] === y[j] && x[i + 1] === y[j + 1]) {
        used[j] = 1;
        shared += 1;
        break;
      }
    }
  }
  return (2 * shared) / (x.length + y.length - 2);
}

function consonants(key: string): string {
  return key.replace(/[aeiouy]/g, '');
}
