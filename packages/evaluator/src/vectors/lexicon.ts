import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { decodeVectorFile, type VectorTable } from './format.js';

/**
 * General English knowledge the scorer draws on: unit word vectors for soft matching, and each
 * word's corpus-frequency rank as a question-independent term weight.
 */
export type Lexicon = {
  /** Row index of a lower-case word, or -1 when it is not in the vocabulary. */
  indexOf(word: string): number;
  /** Cosine similarity of two vocabulary rows (both unit length). */
  cosine(a: number, b: number): number;
  /** Adds `scale` times a row's vector to `target` (for weighted bag-of-vectors sums). */
  accumulate(target: Float64Array, row: number, scale: number): void;
  /** Vector dimensions (0 when there are no vectors). */
  readonly dims: number;
  /** Number of words in the vocabulary (a word's frequency rank is its index plus one). */
  readonly size: number;
};

export function createLexicon(table: VectorTable): Lexicon {
  const index = new Map<string, number>();
  table.words.forEach((word, row) => index.set(word, row));
  const { dims, matrix } = table;
  const scale = 1 / (127 * 127);
  return {
    size: table.words.length,
    dims,
    accumulate(target, row, scale) {
      const offset = row * dims;
      const factor = scale / 127;
      for (let d = 0; d < dims; d += 1) target[d]! += matrix[offset + d]! * factor;
    },
    indexOf: (word) => index.get(word) ?? -1,
    cosine(a, b) {
      if (a === b) return 1;
      const offsetA = a * dims;
      const offsetB = b * dims;
      let dot = 0;
      for (let d = 0; d < dims; d += 1) dot += matrix[offsetA + d]! * matrix[offsetB + d]!;
      return dot * scale;
    },
  };
}

/** A lexicon with no vectors: exact matching only, every word equally rare. */
export const EMPTY_LEXICON: Lexicon = {
  size: 0,
  dims: 0,
  indexOf: () => -1,
  cosine: (a, b) => (a === b ? 1 : 0),
  accumulate: () => undefined,
};

let shipped: Lexicon | undefined;

/** The vectors shipped in data/ (GloVe 6B, 100-d, most frequent English words); loaded once. */
export function loadShippedLexicon(): Lexicon {
  if (!shipped) {
    const file = new URL('../../data/en-vectors.bin.gz', import.meta.url);
    shipped = loadLexiconFile(file);
  }
  return shipped;
}

/** Loads a vector file written by scripts/build-vectors.ts (gzip-compressed or not). */
export function loadLexiconFile(path: string | URL): Lexicon {
  const bytes = readFileSync(path);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return createLexicon(decodeVectorFile(gzipped ? gunzipSync(bytes) : bytes));
}
