import { analyze, type AnalyzeOptions, type Term } from '../text/terms.js';
import type { Lexicon } from '../vectors/lexicon.js';

/** A bag of matching keys scaled to unit length. */
export type Bag = ReadonlyMap<string, number>;

/**
 * The class's answers to one question summed as unit bags of words. An answer that shares words
 * with what most of the class wrote is usually right (most answers in a class are), so the cosine
 * to this centroid is a question-independent signal; it was the strongest single feature on the
 * development set.
 */
export type PeerCentroid = {
  centroid: Map<string, number>;
  /** Bags by answer text, so an answer can be left out of its own centroid. */
  bags: Map<string, Bag>;
  count: number;
};

/** Fewer peers than this give a noisy centroid: the evaluator then marks without it. */
export const MIN_PEERS = 5;

export function bagOf(terms: readonly Term[], questionKeys: ReadonlySet<string>): Bag {
  const bag = new Map<string, number>();
  for (const term of terms) {
    if (!questionKeys.has(term.key)) bag.set(term.key, (bag.get(term.key) ?? 0) + term.weight);
  }
  let norm = 0;
  for (const value of bag.values()) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [key, value] of bag) bag.set(key, value / norm);
  return bag;
}

export function buildPeerCentroid(input: {
  answers: readonly string[];
  questionKeys: ReadonlySet<string>;
  lexicon: Lexicon;
  analysis?: AnalyzeOptions;
}): PeerCentroid {
  const centroid = new Map<string, number>();
  const bags = new Map<string, Bag>();
  let count = 0;
  for (const answer of input.answers) {
    const bag =
      bags.get(answer) ?? bagOf(analyze(answer, input.lexicon, input.analysis), input.questionKeys);
    bags.set(answer, bag);
    if (bag.size === 0) continue;
    count += 1;
    for (const [key, value] of bag) centroid.set(key, (centroid.get(key) ?? 0) + value);
  }
  return { centroid, bags, count };
}

/**
 * Cosine of an answer's bag to the centroid of the other answers (one copy of the same text, if
 * the peers include it, is left out). Returns undefined when too few other answers remain.
 */
export function peerSimilarity(input: {
  answer: string;
  bag: Bag;
  peers: PeerCentroid;
}): number | undefined {
  const { bag, peers } = input;
  const own = peers.bags.get(input.answer);
  const leaveOut = own !== undefined && own.size > 0;
  if (peers.count - (leaveOut ? 1 : 0) < MIN_PEERS) return undefined;
  let dot = 0;
  let bagNorm = 0;
  for (const [key, value] of bag) {
    dot += value * ((peers.centroid.get(key) ?? 0) - (leaveOut ? (own.get(key) ?? 0) : 0));
    bagNorm += value * value;
  }
  let centroidNorm = 0;
  for (const [key, value] of peers.centroid) {
    centroidNorm += (value - (leaveOut ? (own.get(key) ?? 0) : 0)) ** 2;
  }
  return bagNorm > 0 && centroidNorm > 0 ? Math.max(0, dot / Math.sqrt(bagNorm * centroidNorm)) : 0;
}
