import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import type { RuntimeConfig } from '../../src/config/resolve-config.js';
import type { TestApp } from './test-app.js';
import { useTestApp } from './use-test-app.js';

/** The storage drivers a suite runs over: the local folder, and a real S3-compatible server. */
export const STORAGE_DRIVERS = ['local', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/** A store for one test app: the settings to boot it with, and what it holds, seen from outside. */
export type StorageUnderTest = {
  env: Record<string, string>;
  /** Every stored key (`avatars/<name>`, `answers/<session>/<name>`), sorted. */
  keys(config?: RuntimeConfig): Promise<string[]>;
  close(): Promise<void>;
};

const BUCKET = 'markwise-test';
/** s3rver's own default credentials: it checks signatures made with them. */
const S3RVER_KEY = 'S3RVER';

export async function startStorage(driver: StorageDriver): Promise<StorageUnderTest> {
  if (driver === 'local') {
    return {
      env: {},
      keys: async (config) => (config ? filesUnder(config.uploadsDir) : []),
      close: async () => {},
    };
  }
  return startS3Server();
}

/** s3rver on 127.0.0.1 at a free port, with an empty bucket in a folder of its own. */
export async function startS3Server(): Promise<StorageUnderTest & { endpoint: string }> {
  const directory = mkdtempSync(join(tmpdir(), 'markwise-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY };
  // A client of the test's own, so what the bucket holds is read without the app.
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    endpoint,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/**
 * The app of the enclosing describe block on `driver`'s store (see useTestApp); `boot` gets the
 * store's settings. The store starts before the app and closes after it; `keys` lists what it holds.
 */
export function useTestAppOnStore(
  driver: StorageDriver,
  boot: (env: Record<string, string>) => Promise<TestApp>,
) {
  let store: StorageUnderTest | undefined;
  afterAll(() => store?.close());
  const t = useTestApp(async () => {
    store = await startStorage(driver);
    return boot(store.env);
  });
  return { t, keys: () => store!.keys(t.config) };
}
