import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { invalid } from '../../common/errors/domain-errors.js';
import { IMAGE_MAX_PIXELS, reencodeImage } from './image-sanitizer.js';
import { OBJECT_STORE, type ObjectStore } from './storage/object-store.js';

/** Public image folders: served without a token (an <img> cannot send one); names are random UUIDs. */
export const PUBLIC_UPLOAD_FOLDERS = ['avatars', 'courses'] as const;
export type UploadFolder = (typeof PUBLIC_UPLOAD_FOLDERS)[number];

/**
 * Private folders: never served statically, only through an endpoint that checks the caller may
 * see the file. Their files are named by a storage key: `answers/<sessionId>/<uuid>.<ext>`.
 */
export const PRIVATE_UPLOAD_FOLDERS = ['answers'] as const;
export type PrivateUploadFolder = (typeof PRIVATE_UPLOAD_FOLDERS)[number];

/**
 * A file checked for storage: its bytes re-encoded (metadata and anything appended dropped), their
 * type, and the name the client gave it (only ever shown in an error, never used as a path).
 */
export type CheckedImage = { bytes: Buffer; mime: string; ext: string; name: string };

/**
 * The longest side each kind of image is stored at: avatars are shown small, course pictures on
 * cards, answer photos are read by OCR or a vision model (4096 keeps a 12-megapixel page as is).
 */
export const IMAGE_MAX_DIMENSION = { avatars: 512, courses: 1600, answers: 4096 } as const;

/**
 * HEIC/HEIF (iPhone photos) are refused: the prebuilt libvips has no HEVC decoder (patents), so
 * they could be neither re-encoded (their EXIF, GPS included, would be kept) nor read by OCR or
 * vision models. Browsers on iOS convert photos to JPEG when the file input does not list HEIC.
 */
const HEIC_TYPES = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);

/** A privately stored image: its key, its id (the key's file name stem) and its type. */
export type StoredPrivateImage = { key: string; id: string; mime: string };

const PRIVATE_KEY = /^answers\/[0-9a-f-]{36}\/([0-9a-f-]{36})\.(jpg|png|webp|heic|heif)$/;

/**
 * Our extension for each type stored privately; the type is read back from it. HEIC stays readable
 * for answer photos stored before HEIC was refused.
 */
const EXT_OF_MIME: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};
const MIME_OF_EXT = Object.fromEntries(
  Object.entries(EXT_OF_MIME).map(([mime, ext]) => [ext, mime]),
);

/** URL prefix under API_BASE at which stored files are served. */
export const UPLOADS_ROUTE = '/uploads';

/**
 * The policy of a stored file opened on its own: it may load nothing, run nothing, and is sandboxed
 * (defence in depth: only re-encoded images are stored, served as their type with nosniff).
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; sandbox";

/** Headers of every stored file served: a safe generated name, its own type only, no scripts. */
export function setUploadedFileHeaders(
  response: { setHeader(name: string, value: string): unknown },
  fileName: string,
) {
  response.setHeader('Content-Disposition', `inline; filename="${fileName}"`);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', UPLOADED_FILE_CSP);
}

/**
 * Files users send are kept in the object store (UPLOADS_DIR or a bucket, never the web root) with
 * names we make up, after their type is checked from their bytes: the client's file name and MIME
 * type are not trusted.
 */
@Injectable()
export class UploadStorageService {
  constructor(@Inject(OBJECT_STORE) private readonly store: ObjectStore) {}

  /**
   * Saves an image of one of the allowed types, re-encoded; returns the public path under API_BASE.
   * The stored name is random: the client's file name is never part of a path.
   */
  async saveImage(options: {
    folder: UploadFolder;
    bytes: Buffer;
    allowed: readonly string[];
    field: string;
  }): Promise<string> {
    const image = await this.checkImage(
      { bytes: options.bytes },
      { ...options, maxDimension: IMAGE_MAX_DIMENSION[options.folder] },
    );
    const name = `${randomUUID()}.${image.ext}`;
    await this.store.put(`${options.folder}/${name}`, image.bytes, image.mime);
    return `/api${UPLOADS_ROUTE}/${options.folder}/${name}`;
  }

  /**
   * Reads each file's type from its bytes and re-encodes it; refuses the whole batch, naming the
   * first bad file, before anything is written.
   */
  async checkImages(options: {
    files: readonly { bytes: Buffer; name: string }[];
    allowed: readonly string[];
    field: string;
  }): Promise<CheckedImage[]> {
    const checked: CheckedImage[] = [];
    for (const file of options.files) {
      checked.push(
        await this.checkImage(file, { ...options, maxDimension: IMAGE_MAX_DIMENSION.answers }),
      );
    }
    return checked;
  }

  /**
   * Magic bytes first (the client's name and type are not trusted), then the header's pixel count,
   * then a full decode and a fresh encoding. Errors name the client's file when there is one.
   */
  private async checkImage(
    file: { bytes: Buffer; name?: string },
    options: { allowed: readonly string[]; field: string; maxDimension: number },
  ): Promise<CheckedImage> {
    const { field, allowed } = options;
    const subject = file.name === undefined ? field : `${field}: "${shown(file.name)}"`;
    const type = await fileTypeFromBuffer(file.bytes);
    if (type && HEIC_TYPES.has(type.mime)) {
      throw invalid(
        `${subject} is a HEIC photo, which cannot be read here; send it as JPEG ` +
          '(on an iPhone: Settings, Camera, Formats, Most Compatible)',
      );
    }
    if (!type || !allowed.includes(type.mime)) {
      throw invalid(
        file.name === undefined
          ? `${field} must be an image of type ${describe(allowed)}`
          : `${subject} is not an image of type ${describe(allowed)}`,
      );
    }
    const image = await reencodeImage({
      bytes: file.bytes,
      mime: type.mime,
      maxDimension: options.maxDimension,
    });
    if (image === 'too_many_pixels') {
      throw invalid(`${subject} has more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`);
    }
    if (typeof image === 'string') throw invalid(`${subject} is not a readable image`);
    return { bytes: image.bytes, mime: image.mime, ext: image.ext, name: file.name ?? field };
  }

  /** Stores checked images privately under `<folder>/<owner>/`; all of them, or none. */
  async savePrivateImages(options: {
    folder: PrivateUploadFolder;
    ownerId: string;
    images: readonly CheckedImage[];
  }): Promise<StoredPrivateImage[]> {
    const stored: StoredPrivateImage[] = [];
    try {
      for (const image of options.images) {
        const id = randomUUID();
        const key = `${options.folder}/${options.ownerId}/${id}.${image.ext}`;
        stored.push({ key, id, mime: image.mime });
        await this.store.put(key, image.bytes, image.mime);
      }
      return stored;
    } catch (error) {
      await this.removePrivate(stored.map((image) => image.key));
      throw error;
    }
  }

  /** The bytes of a privately stored file; undefined when the key is not ours or the file is gone. */
  async readPrivate(key: string): Promise<Buffer | undefined> {
    return parsePrivateKey(key) ? this.store.get(key) : undefined;
  }

  /** Removes privately stored files; keys that are not ours are left alone. */
  async removePrivate(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.filter((key) => parsePrivateKey(key)).map((key) => this.store.remove(key)),
    );
  }

  /** Removes a file saved by saveImage; anything else (a seeded URL, a foreign path) is left alone. */
  async remove(publicPath: string | null | undefined) {
    const key = publicImageKey(publicPath);
    if (key) await this.store.remove(key);
  }
}

const PUBLIC_PATH_PREFIX = `/api${UPLOADS_ROUTE}/`;

/**
 * The storage key (`avatars/<name>`) of a public path saveImage returned; undefined for anything
 * else: a seeded URL, another folder, a name that is a path or hidden.
 */
export function publicImageKey(publicPath: string | null | undefined): string | undefined {
  if (!publicPath?.startsWith(PUBLIC_PATH_PREFIX)) return undefined;
  const [folder, name, ...rest] = publicPath.slice(PUBLIC_PATH_PREFIX.length).split('/');
  const known = PUBLIC_UPLOAD_FOLDERS.find((candidate) => candidate === folder);
  if (!known || rest.length > 0 || !isPublicFileName(name)) return undefined;
  return `${known}/${name}`;
}

/** A name saveImage could have made: no path, not hidden, one extension. */
export function isPublicFileName(name: string | undefined): name is string {
  return name !== undefined && /^[\w-]+\.[a-z0-9]+$/i.test(name);
}

/** The id and type of a private storage key; undefined for anything that is not one of ours. */
export function parsePrivateKey(key: string): { id: string; mime: string } | undefined {
  const match = PRIVATE_KEY.exec(key);
  if (!match?.[1] || !match[2]) return undefined;
  return { id: match[1], mime: MIME_OF_EXT[match[2]]! };
}

/** A client's file name as an error may show it: printable, and not too long. */
const shown = (name: string) => name.replace(/[^\x20-\x7e]/g, '?').slice(0, 80);

const describe = (mimes: readonly string[]) =>
  mimes.map((mime) => mime.replace('image/', '').toUpperCase()).join(', ');
