import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { invalid } from '../../common/errors/domain-errors.js';

/** Public image folders: served without a token (an <img> cannot send one); names are random UUIDs. */
export const PUBLIC_UPLOAD_FOLDERS = ['avatars', 'courses'] as const;
export type UploadFolder = (typeof PUBLIC_UPLOAD_FOLDERS)[number];

/**
 * Private folders: never served statically, only through an endpoint that checks the caller may
 * see the file. Their files are named by a storage key: `answers/<sessionId>/<uuid>.<ext>`.
 */
export const PRIVATE_UPLOAD_FOLDERS = ['answers'] as const;
export type PrivateUploadFolder = (typeof PRIVATE_UPLOAD_FOLDERS)[number];

/** A file checked for storage: its detected type, and the name the client gave it (for errors). */
export type CheckedImage = { bytes: Buffer; mime: string; ext: string; name: string };

/** A privately stored image: its key, its id (the key's file name stem) and its type. */
export type StoredPrivateImage = { key: string; id: string; mime: string };

const PRIVATE_KEY = /^answers\/[0-9a-f-]{36}\/([0-9a-f-]{36})\.(jpg|png|webp|heic|heif)$/;

/** Our extension for each type we store privately; the type is read back from it. */
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
 * Files users send are stored under UPLOADS_DIR (never inside the web root) with names we make up,
 * after their type is checked from their bytes: the client's file name and MIME type are not trusted.
 */
@Injectable()
export class UploadStorageService {
  constructor(@Inject(CONFIG) private readonly config: RuntimeConfig) {}

  /** Saves an image of one of the allowed types; returns the public path under API_BASE. */
  async saveImage(options: {
    folder: UploadFolder;
    bytes: Buffer;
    allowed: readonly string[];
    field: string;
  }): Promise<string> {
    const type = await fileTypeFromBuffer(options.bytes);
    if (!type || !options.allowed.includes(type.mime)) {
      throw invalid(`${options.field} must be an image of type ${describe(options.allowed)}`);
    }
    const name = `${randomUUID()}.${type.ext}`;
    const folder = join(this.config.uploadsDir, options.folder);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, name), options.bytes, { mode: 0o640 });
    return `/api${UPLOADS_ROUTE}/${options.folder}/${name}`;
  }

  /**
   * Reads each file's type from its bytes; refuses the whole batch, naming the first bad file,
   * before anything is written.
   */
  async checkImages(options: {
    files: readonly { bytes: Buffer; name: string }[];
    allowed: readonly string[];
    field: string;
  }): Promise<CheckedImage[]> {
    const checked: CheckedImage[] = [];
    for (const file of options.files) {
      const type = await fileTypeFromBuffer(file.bytes);
      const ext = type && options.allowed.includes(type.mime) ? EXT_OF_MIME[type.mime] : undefined;
      if (!type || !ext) {
        throw invalid(
          `${options.field}: "${file.name}" is not an image of type ${describe(options.allowed)}`,
        );
      }
      checked.push({ bytes: file.bytes, mime: type.mime, ext, name: file.name });
    }
    return checked;
  }

  /** Stores checked images privately under `<folder>/<owner>/`; all of them, or none. */
  async savePrivateImages(options: {
    folder: PrivateUploadFolder;
    ownerId: string;
    images: readonly CheckedImage[];
  }): Promise<StoredPrivateImage[]> {
    const folder = join(this.config.uploadsDir, options.folder, options.ownerId);
    const stored: StoredPrivateImage[] = [];
    try {
      await mkdir(folder, { recursive: true });
      for (const image of options.images) {
        const id = randomUUID();
        const key = `${options.folder}/${options.ownerId}/${id}.${image.ext}`;
        stored.push({ key, id, mime: image.mime });
        await writeFile(join(this.config.uploadsDir, key), image.bytes, { mode: 0o640 });
      }
      return stored;
    } catch (error) {
      await this.removePrivate(stored.map((image) => image.key));
      throw error;
    }
  }

  /** The bytes of a privately stored file; undefined when the key is not ours or the file is gone. */
  async readPrivate(key: string): Promise<Buffer | undefined> {
    if (!parsePrivateKey(key)) return undefined;
    try {
      return await readFile(join(this.config.uploadsDir, key));
    } catch {
      return undefined;
    }
  }

  /** Removes privately stored files; keys that are not ours are left alone. */
  async removePrivate(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys
        .filter((key) => parsePrivateKey(key))
        .map((key) => rm(join(this.config.uploadsDir, key), { force: true })),
    );
  }

  /** Removes a file saved by saveImage; anything else (a seeded URL, a foreign path) is left alone. */
  async remove(publicPath: string | null | undefined) {
    const prefix = `/api${UPLOADS_ROUTE}/`;
    if (!publicPath?.startsWith(prefix)) return;
    const [folder, name] = publicPath.slice(prefix.length).split('/');
    const known = PUBLIC_UPLOAD_FOLDERS.find((candidate) => candidate === folder);
    if (!known || !name || basename(name) !== name) return;
    await rm(join(this.config.uploadsDir, known, name), { force: true });
  }
}

/** The id and type of a private storage key; undefined for anything that is not one of ours. */
export function parsePrivateKey(key: string): { id: string; mime: string } | undefined {
  const match = PRIVATE_KEY.exec(key);
  if (!match?.[1] || !match[2]) return undefined;
  return { id: match[1], mime: MIME_OF_EXT[match[2]]! };
}

const describe = (mimes: readonly string[]) =>
  mimes.map((mime) => mime.replace('image/', '').toUpperCase()).join(', ');
