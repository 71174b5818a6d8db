import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, isAbsolute } from 'node:path';
import type { ObjectStore, OpenedObject } from './object-store.js';

/** Objects as files under one folder (UPLOADS_DIR): the single-machine default. */
export class LocalObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer) {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Readable by the app's user and group only.
    await writeFile(path, bytes, { mode: 0o640 });
  }

  async get(key: string) {
    return readFile(this.path(key)).catch(ifMissing(undefined));
  }

  async open(key: string): Promise<OpenedObject | undefined> {
    const path = this.path(key);
    const stats = await stat(path).catch(ifMissing(undefined));
    if (!stats?.isFile()) return undefined;
    return {
      body: createReadStream(path),
      size: stats.size,
      lastModified: stats.mtime,
      // The weak validator express.static gave these files: size and modification time.
      etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
    };
  }

  async exists(key: string) {
    const stats = await stat(this.path(key)).catch(ifMissing(undefined));
    return stats?.isFile() ?? false;
  }

  async remove(key: string) {
    await rm(this.path(key), { force: true });
  }

  async removeEmptyFolder(prefix: string) {
    // rmdir refuses a folder that still holds a file, which is what keeps it.
    await rmdir(this.path(prefix)).catch(() => undefined);
  }

  /** The file of a key; a key reaching outside the folder is refused whatever the caller checked. */
  private path(key: string) {
    const path = join(this.root, key);
    const inside = relative(this.root, path);
    if (!inside || inside.startsWith('..') || isAbsolute(inside)) {
      throw new Error(`storage key outside the uploads folder: ${key}`);
    }
    return path;
  }
}

/** Turns "no such file" into `value`; any other error (permissions, a full disk) is thrown. */
function ifMissing<T>(value: T) {
  return (error: unknown): T => {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return value;
    throw error;
  };
}
