import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an archive; `compress: false` stores bytes that are already compressed (photos). */
export type ZipEntry = { name: string; bytes: Uint8Array; compress: boolean };

/**
 * A zip archive as a byte stream. Entries are pulled one at a time, only when the consumer has
 * taken the previous one's bytes, so at most one file is in memory however large the archive.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  return Readable.from(zipChunks(entries), { objectMode: false });
}

async function* zipChunks(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Buffer> {
  const ready: Buffer[] = [];
  let failure: Error | null = null;
  // fflate's synchronous classes call back during push(), so `ready` fills before we yield.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  for await (const entry of entries) {
    const file = entry.compress
      ? new ZipDeflate(entry.name, { level: 6 })
      : new ZipPassThrough(entry.name);
    zip.add(file);
    file.push(entry.bytes, true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
