import { stemmer } from 'stemmer';
import { EMPTY_LEXICON, type Lexicon } from '../vectors/lexicon.js';
import { stemBengali } from './bengali-stemmer.js';
import { devanagariKey, hinglishKey } from './devanagari-stemmer.js';
import { isHinglishNegator, isHinglishStopWord, looksHinglish } from './hinglish.js';
import { wordScript, type WordScript } from './indic.js';
import { NEGATORS, isStopWord } from './stopwords.js';
import { stemTamil } from './tamil-stemmer.js';
import { tokenize } from './tokenize.js';

/** A content word of a text, ready for matching. */
export type Term = {
  /** The word as written (lower-cased). */
  surface: string;
  /**
   * Matching key: the Porter stem for English words; for Hindi and Marathi (Devanagari or typed in
   * Latin letters) the light stem of the word's sound; the light stem for Tamil and Bengali; the
   * word itself in other scripts.
   */
  key: string;
  /** Keys without word vectors that may match a similar key (inflections, spellings): Indic words. */
  fuzzy: boolean;
  /** Row in the lexicon's vectors, or -1. */
  vector: number;
  /** Question-independent weight: rarer words count more. */
  weight: number;
  /** True when a negator precedes it in the same clause ("does not free memory"). */
  negated: boolean;
};

/** How many following content words a negator reaches. */
const NEGATION_SCOPE = 3;

/**
 * Weight of a word given its matching key and lexicon row. The default weighs every content word
 * alike: on the development set, weighting by general-English rarity or by inverse document
 * frequency within the answer set both correlated worse with teachers (README, "Variants").
 */
export type TermWeighting = (key: string, vectorRow: number) => number;

export type AnalyzeOptions = {
  weighting?: TermWeighting;
  /** Mark words after a negator (default true). */
  negation?: boolean;
  /**
   * Latin words are Hindi typed in Latin letters (keyed by sound), or English. Default: decided
   * per text, from its Hindi function words (hinglish.ts).
   */
  transliterated?: boolean;
};

export function analyze(text: string, lexicon: Lexicon, options: AnalyzeOptions = {}): Term[] {
  const weighting = options.weighting ?? UNIFORM_WEIGHT;
  const negation = options.negation ?? true;
  const terms: Term[] = [];
  let negationClause = -1;
  let negationLeft = 0;
  const tokens = tokenize(text);
  const transliterated = options.transliterated ?? looksHinglish(tokens.map((token) => token.text));
  for (const token of tokens) {
    const word = token.text;
    if (negation && (NEGATORS.has(word) || (transliterated && isHinglishNegator(word)))) {
      negationClause = token.clause;
      negationLeft = NEGATION_SCOPE;
      continue;
    }
    if (isStopWord(word) || (transliterated && isHinglishStopWord(word))) continue;
    const negated = negationLeft > 0 && negationClause === token.clause;
    if (negated) negationLeft -= 1;
    terms.push(toTerm({ word, negated, lexicon, weighting, transliterated }));
  }
  return terms;
}

export function toTerm(input: {
  word: string;
  negated: boolean;
  lexicon: Lexicon;
  weighting: TermWeighting;
  transliterated?: boolean;
}): Term {
  const { word, lexicon } = input;
  const { key, vector, fuzzy } = keyOf(word, lexicon, input.transliterated ?? false);
  return {
    surface: word,
    key,
    vector,
    fuzzy,
    weight: input.weighting(key, vector),
    negated: input.negated,
  };
}

/** The matching key of one word on its own (English read as English). */
export function matchingKey(word: string): string {
  return keyOf(word, EMPTY_LEXICON, false).key;
}

function keyOf(
  word: string,
  lexicon: Lexicon,
  transliterated: boolean,
): Pick<Term, 'key' | 'vector' | 'fuzzy'> {
  const script = wordScript(word);
  if (script === 'latin' && !transliterated) {
    return { key: stemmer(word), vector: lexicon.indexOf(word), fuzzy: false };
  }
  if (script === 'other') return { key: word, vector: -1, fuzzy: false };
  return { key: indicKey(script, word), vector: -1, fuzzy: true };
}

const INDIC_STEMMERS: Record<Exclude<WordScript, 'other'>, (word: string) => string> = {
  latin: hinglishKey,
  devanagari: devanagariKey,
  tamil: stemTamil,
  bengali: stemBengali,
};

// Romanising and stemming cost more than Porter: a class repeats its words, so keep them.
const indicKeys = new Map<string, string>();
const MAX_CACHED_KEYS = 50_000;

function indicKey(script: Exclude<WordScript, 'other'>, word: string): string {
  const cacheKey = `${script}:${word}`;
  let key = indicKeys.get(cacheKey);
  if (key === undefined) {
    if (indicKeys.size >= MAX_CACHED_KEYS) indicKeys.clear();
    key = INDIC_STEMMERS[script](word);
    indicKeys.set(cacheKey, key);
  }
  return key;
}

export const UNIFORM_WEIGHT: TermWeighting = () => 1;

/**
 * Alternative weighting kept for experiments: log of the word's frequency rank in general English
 * (rarer words count more); words outside the vocabulary count as the rarest.
 */
export function rankWeighting(lexicon: Lexicon): TermWeighting {
  return (_key, row) => Math.log((row >= 0 ? row + 1 : Math.max(lexicon.size, 1000)) + 1);
}
