import type { Term } from '../text/terms.js';
import type { Lexicon } from '../vectors/lexicon.js';
import { keySimilarity } from './key-similarity.js';

export type MatchOptions = {
  /** Word-vector cosine below which two different words do not match at all. */
  softThreshold: number;
  /** A negated word never matches an asserted one (measured: hurts; off by default). */
  respectNegation?: boolean;
  /**
   * Only words rarer than this many of the most frequent English words are soft-matched: vectors
   * of very common words ("like", "another") are close to everything.
   */
  softMinRank?: number;
  /** Similarity given to a likely misspelling (one edit apart, both words of 5+ letters); 0 = off. */
  misspelling?: number;
};

export const DEFAULT_MATCH_OPTIONS: MatchOptions = {
  softThreshold: 0.65,
  softMinRank: 100,
  misspelling: 0.8,
};

/**
 * How well one word stands for another, 0..1: 1 for the same stem, the vector cosine for related
 * words above the threshold (Indic words: the similarity of their keys), 0 otherwise.
 */
export function termSimilarity(
  a: Term,
  b: Term,
  lexicon: Lexicon,
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
): number {
  if (options.respectNegation && a.negated !== b.negated) return 0;
  if (a.key === b.key) return 1;
  const misspelling = options.misspelling ?? 0;
  const typo =
    misspelling > 0 && (a.vector < 0 || b.vector < 0) && isOneEditApart(a.surface, b.surface);
  if (typo) return misspelling;
  // Indic words have no vectors: alike keys stand for inflections and spellings of one word.
  if (a.fuzzy && b.fuzzy) return keySimilarity(a.key, b.key);
  const minRank = options.softMinRank ?? 0;
  if (a.vector < minRank || b.vector < minRank) return 0;
  const cosine = lexicon.cosine(a.vector, b.vector);
  return cosine >= options.softThreshold ? cosine : 0;
}

/** One insertion, deletion, substitution or swap of neighbours apart; both at least 5 long. */
export function isOneEditApart(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1 || a === b) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = endA - start + 1;
  const restB = endB - start + 1;
  if (restA <= 1 && restB <= 1) return true;
  // Transposed neighbours: "recieve" / "receive".
  return restA === 2 && restB === 2 && a[start] === b[endB] && a[endA] === b[start];
}

export type TermCoverage = {
  term: Term;
  /** Best similarity of this reference term to any answer term. */
  match: number;
};

/** For each distinct reference term (by key), its best match among the answer's terms. */
export function matchTerms(
  reference: readonly Term[],
  answer: readonly Term[],
  lexicon: Lexicon,
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
): TermCoverage[] {
  const coverage: TermCoverage[] = [];
  for (const term of uniqueByKey(reference)) {
    let best = 0;
    for (const candidate of answer) {
      const similarity = termSimilarity(term, candidate, lexicon, options);
      if (similarity > best) best = similarity;
      if (best === 1) break;
    }
    coverage.push({ term, match: best });
  }
  return coverage;
}

/** Weighted mean of matches: the share of the reference's weight the answer covers. */
export function weightedCoverage(coverage: readonly TermCoverage[], exactOnly = false): number {
  let total = 0;
  let covered = 0;
  for (const { term, match } of coverage) {
    total += term.weight;
    covered += term.weight * (exactOnly ? (match === 1 ? 1 : 0) : match);
  }
  return total > 0 ? covered / total : 0;
}

export function uniqueByKey(terms: readonly Term[]): Term[] {
  const seen = new Map<string, Term>();
  for (const term of terms) {
    const key = `${term.negated ? '!' : ''}${term.key}`;
    if (!seen.has(key)) seen.set(key, term);
  }
  return [...seen.values()];
}
