import { dirname, extname } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isScanPageKey, ScanFiles } from '../paper-exams/scan-files.js';
import { OBJECT_STORE, type ObjectStore } from '../uploads/storage/object-store.js';
import {
  parsePrivateKey,
  publicImageKey,
  UploadStorageService,
} from '../uploads/upload-storage.service.js';

/**
 * A student's stored files: the avatar's public path, the answer photos' private keys and the
 * scanned pages of their booklets.
 */
export type StudentFileRefs = {
  avatar: string | null;
  photos: readonly string[];
  scans?: readonly string[];
};

/** Waits before the second and third tries of a failed removal. */
const RETRY_DELAYS_MS = [100, 500];

/**
 * Reads and removes a student's files through the storage service's own rules: a path that is not
 * one of ours (a seeded URL, anything outside the uploads folders) is never touched. Files are
 * in the shared object store, so any replica exports and erases them.
 */
@Injectable()
export class StudentFiles {
  private readonly logger = new Logger('Privacy');

  constructor(
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly storage: UploadStorageService,
    private readonly scans: ScanFiles,
  ) {}

  /** The avatar's name inside the export (`avatar.png`), when it is a file we stored. */
  avatarExportName(publicPath: string | null): string | undefined {
    const key = avatarKey(publicPath);
    return key ? `avatar${extname(key)}` : undefined;
  }

  async exists(ref: { avatar: string } | { photo: string }): Promise<boolean> {
    const key = 'avatar' in ref ? avatarKey(ref.avatar) : photoKey(ref.photo);
    return key ? this.store.exists(key) : false;
  }

  async readAvatar(publicPath: string): Promise<Buffer | undefined> {
    const key = avatarKey(publicPath);
    return key ? this.store.get(key) : undefined;
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
    for (const key of (refs.scans ?? []).filter(isScanPageKey)) {
      removals.push({ key, remove: () => this.scans.remove([key]) });
    }
    const avatar = avatarKey(refs.avatar);
    if (avatar) removals.push({ key: avatar, remove: () => this.storage.remove(refs.avatar) });
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
    for (const folder of folders) await this.store.removeEmptyFolder(folder);
  }
}

/** The storage key of an avatar we stored; undefined for any other path. */
function avatarKey(publicPath: string | null): string | undefined {
  const key = publicImageKey(publicPath);
  return key?.startsWith('avatars/') ? key : undefined;
}

function photoKey(key: string): string | undefined {
  return parsePrivateKey(key) ? key : undefined;
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

/** The error's code (EACCES, EBUSY, S3's AccessDenied…): its message would repeat the path. */
function errorCode(error: unknown): string {
  const found = error as { code?: unknown; name?: unknown } | null;
  if (typeof found?.code === 'string') return found.code;
  // The AWS SDK's errors carry S3's code as their name.
  return typeof found?.name === 'string' && found.name !== 'Error' ? found.name : 'unknown error';
}
