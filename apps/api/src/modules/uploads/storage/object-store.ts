import type { Readable } from 'node:stream';

/** An object opened for serving: its bytes as a stream, and what the response headers need. */
export type OpenedObject = {
  body: Readable;
  size: number;
  lastModified: Date | undefined;
  /** A validator for conditional requests, quoted as an ETag header carries it. */
  etag: string | undefined;
};

/**
 * Where uploaded files live, by key (`avatars/<uuid>.png`, `answers/<sessionId>/<uuid>.jpg`): a
 * folder on this machine, or a bucket every replica and worker shares. Keys are the relative
 * paths stored in rows, so rows written before a driver change keep naming the same files. Callers
 * check a key is one of ours before it reaches a store.
 */
export type ObjectStore = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes; undefined when there is none under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** The object streamed; undefined when there is none under the key. */
  open(key: string): Promise<OpenedObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a key with none is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Drops the folder `prefix` when it holds nothing more (a bucket has no folders: nothing to do).
   * Not part of remove: a concurrent upload into the folder must not find it gone.
   */
  removeEmptyFolder(prefix: string): Promise<void>;
};

export const OBJECT_STORE = Symbol('OBJECT_STORE');
