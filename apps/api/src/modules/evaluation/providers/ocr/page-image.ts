import { fileTypeFromBuffer } from 'file-type';

/** Formats both OCR and vision models read. */
export const READABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReadableImageType = (typeof READABLE_IMAGE_TYPES)[number];

/** Accepted for upload (phones take them) but readable by neither tesseract nor OpenAI's vision. */
const HEIC_TYPES = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);

/** A page the transcriber was asked to read that is not an image it can read. */
export class UnsupportedImageError extends Error {
  constructor(readonly detected: string) {
    super(`not a JPEG, PNG or WebP image (content looks like ${detected})`);
    this.name = 'UnsupportedImageError';
  }
}

export type PageImage =
  { kind: 'readable'; bytes: Buffer; mime: ReadableImageType } | { kind: 'heic'; mime: string };

/**
 * Reads a stored page and checks its type from its bytes (the stored mimeType is only a hint).
 * HEIC is returned as such so callers can skip it; anything else unreadable is refused.
 */
export async function loadPageImage(input: { read: () => Promise<Buffer> }): Promise<PageImage> {
  const bytes = await input.read();
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime ?? 'unknown';
  if ((READABLE_IMAGE_TYPES as readonly string[]).includes(mime)) {
    return { kind: 'readable', bytes, mime: mime as ReadableImageType };
  }
  if (HEIC_TYPES.has(mime)) return { kind: 'heic', mime };
  throw new UnsupportedImageError(mime);
}
