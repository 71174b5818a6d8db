import { access, readFile, rmdir } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import {
  parsePrivateKey,
  UPLOADS_ROUTE,
  UploadStorageService,
} from '../uploads/upload-storage.service.js';

/** A student's stored files: the avatar's public path and the answer photos' private keys. */
export type StudentFileRefs = { avatar: string | null; photos: readonly string[] };

const AVATARS = `/api${UPLOADS_ROUTE}/avatars/`;
/** Waits before the second and third tries of a failed removal. */
const RETRY_DELAYS_MS = [100, 500];

/**
 * Reads and removes a student's files through the storage service's own rules: a path that is not
 * one of ours (a seeded URL, anything outside the uploads folder) is never touched.
 */
@Injectable()
export class StudentFiles {
  private readonly logger = new Logger('Privacy');

  constructor(
    @Inject(CONFIG) private readonly config: RuntimeConfig,
    private readonly storage: UploadStorageService,
  ) {}

  /** The avatar's name inside the export (`avatar.png`), when it is a file we stored. */
  avatarExportName(publicPath: string | null): string | undefined {
    const file = this.avatarPath(publicPath);
    return file ? `avatar${extname(file)}` : undefined;
  }

  async exists(ref: { avatar: string } | { photo: string }): Promise<boolean> {
    const path = 'avatar' in ref ? this.avatarPath(ref.avatar) : this.photoPath(ref.photo);
    if (!path) return false;
    return access(path).then(
      () => true,
      () => false,
    );
  }

  async readAvatar(publicPath: string): Promise<Buffer | undefined> {
    const path = this.avatarPath(publicPath);
    return path ? readFile(path).catch(() => undefined) : undefined;
  }

  readPhoto(key: string): Promise<Buffer | undefined> {
    return this.storage.readPrivate(key);
  }

  /**
   * Removes every file, each tried three times; a file that still cannot be removed is logged by
   * its storage key (random ids only, nothing about the student) under the erasure's reference.
   */
  async removeAll(refs: StudentFileRefs, erasureId: string) {
    // A key that is not one of ours names no file of ours: nothing to remove, nothing to count.
    const removals: { key: string; remove: () => Promise<void> }[] = refs.photos
      .filter((key) => parsePrivateKey(key))
      .map((key) => ({ key, remove: () => this.storage.removePrivate([key]) }));
    if (refs.avatar && this.avatarPath(refs.avatar)) {
      const avatar = refs.avatar;
      removals.push({
        key: `avatars/${basename(avatar)}`,
        remove: () => this.storage.remove(avatar),
      });
    }
    let failed = 0;
    for (const { key, remove } of removals) {
      const error = await withRetries(remove);
      if (error === undefined) continue;
      failed += 1;
      this.logger.error(`erasure ${erasureId}: could not remove ${key} (${errorCode(error)})`);
    }
    await this.removeEmptyFolders(refs.photos);
    return { removed: removals.length - failed, failed };
  }

  /** `answers/<sessionId>/` folders left empty; one still holding a file stays. */
  private async removeEmptyFolders(keys: readonly string[]) {
    const folders = new Set(keys.filter((key) => parsePrivateKey(key)).map((key) => dirname(key)));
    for (const folder of folders) {
      await rmdir(join(this.config.uploadsDir, folder)).catch(() => undefined);
    }
  }

  private avatarPath(publicPath: string | null): string | undefined {
    if (!publicPath?.startsWith(AVATARS)) return undefined;
    const name = publicPath.slice(AVATARS.length);
    if (!name || basename(name) !== name || name.startsWith('.')) return undefined;
    return join(this.config.uploadsDir, 'avatars', name);
  }

  private photoPath(key: string): string | undefined {
    return parsePrivateKey(key) ? join(this.config.uploadsDir, key) : undefined;
  }
}

async function withRetries(action: () => Promise<void>): Promise<unknown> {
  let last: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0)
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt - 1]));
    try {
      await action();
      return undefined;
    } catch (error) {
      last = error;
    }
  }
  return last;
}

/** The error's code (EACCES, EBUSY…): its message would repeat the path. */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown error';
}
