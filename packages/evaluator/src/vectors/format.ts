/**
 * Binary layout of the shipped word vectors: "MWV1", uint32 word count, uint32 dimensions, uint32
 * byte length of the word list, the words (UTF-8, newline-separated, most frequent first), then one
 * int8 row per word holding the unit-length vector times 127.
 */
export type VectorTable = {
  words: readonly string[];
  dims: number;
  matrix: Int8Array;
};

const MAGIC = 'MWV1';
const HEADER_BYTES = 16;

export function encodeVectorFile(table: VectorTable): Uint8Array {
  const wordBytes = new TextEncoder().encode(table.words.join('\n'));
  const out = new Uint8Array(HEADER_BYTES + wordBytes.length + table.matrix.length);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(4, table.words.length, true);
  view.setUint32(8, table.dims, true);
  view.setUint32(12, wordBytes.length, true);
  out.set(wordBytes, HEADER_BYTES);
  out.set(
    new Uint8Array(table.matrix.buffer, table.matrix.byteOffset, table.matrix.length),
    HEADER_BYTES + wordBytes.length,
  );
  return out;
}

export function decodeVectorFile(bytes: Uint8Array): VectorTable {
  const magic = new TextDecoder().decode(bytes.subarray(0, 4));
  if (magic !== MAGIC) throw new Error(`Not a word-vector file (magic ${JSON.stringify(magic)})`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(4, true);
  const dims = view.getUint32(8, true);
  const wordLength = view.getUint32(12, true);
  const words = new TextDecoder()
    .decode(bytes.subarray(HEADER_BYTES, HEADER_BYTES + wordLength))
    .split('\n');
  if (words.length !== count) throw new Error('Word-vector file is truncated');
  const start = HEADER_BYTES + wordLength;
  const matrix = new Int8Array(bytes.buffer, bytes.byteOffset + start, count * dims);
  return { words, dims, matrix };
}
