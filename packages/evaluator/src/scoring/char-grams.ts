import { normalizeIndic } from '../text/indic.js';

/**
 * Cosine of the character 4-gram counts of two texts (letters and digits only, words padded by a
 * space). It credits inflections, compounds and misspellings that whole-word matching misses, in
 * any script, and measured +0.01 r on the development set beside the word features.
 */
export function charGramSimilarity(a: string, b: string, size = 4): number {
  const left = gramCounts(a, size);
  const right = gramCounts(b, size);
  let dot = 0;
  let normLeft = 0;
  let normRight = 0;
  for (const [gram, count] of left) {
    dot += count * (right.get(gram) ?? 0);
    normLeft += count * count;
  }
  for (const count of right.values()) normRight += count * count;
  return normLeft > 0 && normRight > 0 ? dot / Math.sqrt(normLeft * normRight) : 0;
}

function gramCounts(text: string, size: number): Map<string, number> {
  const padded = ` ${normalizeIndic(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;
  const counts = new Map<string, number>();
  for (let start = 0; start + size <= padded.length; start += 1) {
    const gram = padded.slice(start, start + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}
