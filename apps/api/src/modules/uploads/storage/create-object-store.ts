import type { RuntimeConfig } from '../../../config/resolve-config.js';
import { LocalObjectStore } from './local-object-store.js';
import type { ObjectStore } from './object-store.js';
import { S3ObjectStore } from './s3-object-store.js';

/** The store STORAGE_DRIVER names, configured from the environment. */
export function createObjectStore(config: RuntimeConfig): ObjectStore {
  if (config.STORAGE_DRIVER === 'local') return new LocalObjectStore(config.uploadsDir);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3ObjectStore({
    // The configuration's cross-checks refuse STORAGE_DRIVER=s3 without a bucket.
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
