import { analyze, type AnalyzeOptions, type Term } from '../text/terms.js';
import type { Lexicon } from '../vectors/lexicon.js';
import {
  DEFAULT_MATCH_OPTIONS,
  matchTerms,
  weightedCoverage,
  type MatchOptions,
  type TermCoverage,
} from './match.js';

/** What an answer is compared with, prepared once per question. */
export type Reference = {
  /** Content terms of the reference not already given away by the question. */
  terms: Term[];
  /** Keys of the question's content words: repeating the question earns nothing. */
  questionKeys: ReadonlySet<string>;
};

/** The measurements the calibrated mark is computed from, each in 0..1. */
export type AnswerFeatures = {
  /** Share of the reference's words the answer has, related words counting by vector cosine. */
  recall: number;
  /** Share of the answer's own (non-question) words that match the reference. */
  precision: number;
  /** Answer length relative to the reference, in content words, capped at 1. */
  lengthRatio: number;
  /** Share of the answer's words that are the question's (topicality, not credit). */
  questionOverlap: number;
};

export type AnalyzedAnswer = AnswerFeatures & {
  /** Every content term of the answer (question words included). */
  terms: Term[];
  /** Per reference term, how well the answer covers it (for feedback). */
  coverage: TermCoverage[];
};

export type ScoringContext = {
  lexicon: Lexicon;
  match?: MatchOptions;
  analysis?: AnalyzeOptions;
};

/**
 * Drops the question's words from the reference (Mohler et al.'s "question demoting": +0.05 r on
 * the development set), unless that would leave less than a quarter of it.
 */
export function prepareReference(
  input: { question: string; reference: string },
  context: ScoringContext,
): Reference {
  const questionKeys = new Set(
    analyze(input.question, context.lexicon, context.analysis).map((term) => term.key),
  );
  const all = analyze(input.reference, context.lexicon, context.analysis);
  const fresh = all.filter((term) => !questionKeys.has(term.key));
  const terms = totalWeight(fresh) >= 0.25 * totalWeight(all) ? fresh : all;
  return { terms, questionKeys };
}

export function analyzeAnswer(
  reference: Reference,
  answer: string,
  context: ScoringContext,
): AnalyzedAnswer {
  const { lexicon } = context;
  const match = context.match ?? DEFAULT_MATCH_OPTIONS;
  const terms = analyze(answer, lexicon, context.analysis);
  const own = terms.filter((term) => !reference.questionKeys.has(term.key));
  const coverage = matchTerms(reference.terms, terms, lexicon, match);
  const reverse = matchTerms(own, reference.terms, lexicon, match);
  return {
    recall: weightedCoverage(coverage),
    precision: reverse.length > 0 ? weightedCoverage(reverse) : 0,
    lengthRatio: Math.min(1, own.length / Math.max(reference.terms.length, 1)),
    questionOverlap: terms.length > 0 ? (terms.length - own.length) / terms.length : 0,
    terms,
    coverage,
  };
}

export function totalWeight(terms: readonly Term[]): number {
  return terms.reduce((sum, term) => sum + term.weight, 0);
}
