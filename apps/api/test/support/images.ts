import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real, decodable 1x1 PNG, built here so the tests carry no binary fixtures. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x3b, 0x82, 0xf6]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * Whether two encoded images hold the same pixels. Stored images are re-encoded (metadata and
 * anything appended dropped), so a lossless upload comes back with the same pixels, not the same
 * bytes.
 */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const decode = (bytes: Buffer) => sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const [first, second] = await Promise.all([decode(a), decode(b)]);
  return (
    first.info.width === second.info.width &&
    first.info.height === second.info.height &&
    first.info.channels === second.info.channels &&
    first.data.equals(second.data)
  );
}

/** A page on disk as a transcriber is given one (the app reads its pages from the object store). */
export function pageFile(path: string) {
  return { page: path, read: () => readFile(path) };
}
