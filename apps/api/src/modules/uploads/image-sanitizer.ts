import pLimit from 'p-limit';
import sharp from 'sharp';

// Decoded images are not worth keeping between requests; memory is.
sharp.cache(false);

/**
 * The most pixels an uploaded image may declare (a 48-megapixel phone photo fits). Checked from
 * the header before anything is decoded, so a small file declaring 20000×20000 pixels (a
 * decompression bomb) is refused without allocating its 1.2 GB of pixels.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** A decode that takes longer than this is abandoned (seconds). */
const DECODE_TIMEOUT_SECONDS = 20;
/** Images decoded at once per process: each can take a few hundred MB at the pixel limit. */
const decodeSlots = pLimit(2);

/** The formats stored: whatever came in is decoded and written again as the same format. */
export type StoredImageType = { mime: string; ext: 'jpg' | 'png' | 'webp' };
const STORED_TYPES: Record<string, StoredImageType> = {
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
};

export type Reencoded = StoredImageType & { bytes: Buffer; width: number; height: number };
export type ReencodeProblem = 'unsupported' | 'too_many_pixels' | 'unreadable';

/**
 * Decodes an image whose type was already read from its magic bytes, turns it upright by its EXIF
 * orientation, fits it within `maxDimension`, and encodes it again. Only pixels survive: EXIF
 * (GPS position, camera serial), XMP, comments, text chunks and anything appended after the image
 * (an HTML or script payload of a polyglot) are not written.
 */
export async function reencodeImage(options: {
  bytes: Buffer;
  mime: string;
  maxDimension: number;
}): Promise<Reencoded | ReencodeProblem> {
  const type = STORED_TYPES[options.mime];
  if (!type) return 'unsupported';
  const open = () =>
    sharp(options.bytes, {
      limitInputPixels: IMAGE_MAX_PIXELS,
      // Phones write slightly broken files that decode fine; broken data is still refused.
      failOn: 'error',
      sequentialRead: true,
    });
  return decodeSlots(async () => {
    try {
      // The header alone: its dimensions are known before a single pixel is decoded.
      const header = await open().metadata();
      if (!header.width || !header.height) return 'unreadable';
      if (header.width * header.height > IMAGE_MAX_PIXELS) return 'too_many_pixels';
      const pipeline = open().timeout({ seconds: DECODE_TIMEOUT_SECONDS }).autoOrient().resize({
        width: options.maxDimension,
        height: options.maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const encoded =
        type.ext === 'jpg'
          ? pipeline.jpeg({ quality: 90 })
          : type.ext === 'png'
            ? pipeline.png()
            : pipeline.webp({ quality: 90 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { ...type, bytes: data, width: info.width, height: info.height };
    } catch (error) {
      return isPixelLimit(error) ? 'too_many_pixels' : 'unreadable';
    }
  });
}

const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);
