import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { OBJECT_STORE, type ObjectStore } from '../uploads/storage/object-store.js';

/** An uploaded scan, kept until its pages are read: `scans/<batch>/source-<uuid>.<pdf|jpg|png|webp>`. */
const SOURCE_KEY = /^scans\/[0-9a-f-]{36}\/source-[0-9a-f-]{36}\.(pdf|jpg|png|webp)$/;
/** A page read from it, upright: `scans/<batch>/<uuid>.png`. */
const PAGE_KEY = /^scans\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/;

/** Whether a key names a scanned page's image (what a student's erasure removes). */
export const isScanPageKey = (key: string) => PAGE_KEY.test(key);

const EXT_OF_MIME: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const MIME_OF_EXT = Object.fromEntries(
  Object.entries(EXT_OF_MIME).map(([mime, ext]) => [ext, mime]),
);

/**
 * The files of scan batches in the shared object store, so a worker on another machine reads what
 * the API stored. Keys are made here only; anything else is refused before it reaches the store.
 */
@Injectable()
export class ScanFiles {
  constructor(@Inject(OBJECT_STORE) private readonly store: ObjectStore) {}

  async saveSource(batchId: string, file: { bytes: Buffer; mime: string }): Promise<string> {
    const key = `scans/${batchId}/source-${randomUUID()}.${EXT_OF_MIME[file.mime]}`;
    await this.store.put(key, file.bytes, file.mime);
    return key;
  }

  async readSource(key: string): Promise<{ bytes: Buffer; mime: string } | undefined> {
    const match = SOURCE_KEY.exec(key);
    if (!match) return undefined;
    const bytes = await this.store.get(key);
    return bytes && { bytes, mime: MIME_OF_EXT[match[1]!]! };
  }

  async savePage(batchId: string, png: Buffer): Promise<string> {
    const key = `scans/${batchId}/${randomUUID()}.png`;
    await this.store.put(key, png, 'image/png');
    return key;
  }

  async readPage(key: string): Promise<Buffer | undefined> {
    return PAGE_KEY.test(key) ? this.store.get(key) : undefined;
  }

  async openPage(key: string) {
    return PAGE_KEY.test(key) ? this.store.open(key) : undefined;
  }

  /** Removes scan files; keys that are not a scan's are left alone. */
  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys
        .filter((key) => SOURCE_KEY.test(key) || PAGE_KEY.test(key))
        .map((key) => this.store.remove(key)),
    );
  }
}
