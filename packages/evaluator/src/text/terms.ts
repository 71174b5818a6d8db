import { stemmer } from 'stemmer';
import type { Lexicon } from '../vectors/lexicon.js';
import { NEGATORS, isStopWord } from './stopwords.js';
import { isLatinWord, tokenize } from './tokenize.js';

/** A content word of a text, ready for matching. */
export type Term = {
  /** The word as written (lower-cased). */
  surface: string;
  /** Matching key: the Porter stem for English words, the word itself in other scripts. */
  key: string;
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
};

export function analyze(text: string, lexicon: Lexicon, options: AnalyzeOptions = {}): Term[] {
  const weighting = options.weighting ?? UNIFORM_WEIGHT;
  const negation = options.negation ?? true;
  const terms: Term[] = [];
  let negationClause = -1;
  let negationLeft = 0;
  for (const token of tokenize(text)) {
    if (negation && NEGATORS.has(token.text)) {
      negationClause = token.clause;
      negationLeft = NEGATION_SCOPE;
      continue;
    }
    if (isStopWord(token.text)) continue;
    const negated = negationLeft > 0 && negationClause === token.clause;
    if (negated) negationLeft -= 1;
    terms.push(toTerm({ word: token.text, negated, lexicon, weighting }));
  }
  return terms;
}

export function toTerm(input: {
  word: string;
  negated: boolean;
  lexicon: Lexicon;
  weighting: TermWeighting;
}): Term {
  const { word, lexicon } = input;
  const latin = isLatinWord(word);
  const vector = latin ? lexicon.indexOf(word) : -1;
  const key = latin ? stemmer(word) : word;
  return {
    surface: word,
    key,
    vector,
    weight: input.weighting(key, vector),
    negated: input.negated,
  };
}

export const UNIFORM_WEIGHT: TermWeighting = () => 1;

/**
 * Alternative weighting kept for experiments: log of the word's frequency rank in general English
 * (rarer words count more); words outside the vocabulary count as the rarest.
 */
export function rankWeighting(lexicon: Lexicon): TermWeighting {
  return (_key, row) => Math.log((row >= 0 ? row + 1 : Math.max(lexicon.size, 1000)) + 1);
}
