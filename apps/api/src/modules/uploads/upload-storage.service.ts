import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { invalid } from '../../common/errors/domain-errors.js';

/** Public image folders: served without a token (an <img> cannot send one); names are random UUIDs. */
export const PUBLIC_UPLOAD_FOLDERS = ['avatars', 'courses'] as const;
export type UploadFolder = (typeof PUBLIC_UPLOAD_FOLDERS)[number];

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

const describe = (mimes: readonly string[]) =>
  mimes.map((mime) => mime.replace('image/', '').toUpperCase()).join(', ');
