import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import type { ObjectStore, OpenedObject } from './object-store.js';

export type S3StoreSettings = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * Objects in an S3-compatible bucket, so every API replica and worker reads what another wrote.
 * Keys are used as they are: a bucket of its own per deployment (or a policy scoped to these
 * prefixes) keeps them apart from anything else.
 */
export class S3ObjectStore implements ObjectStore, OnModuleDestroy {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3StoreSettings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Unset: the SDK's default chain (AWS_* variables, web identity on Kubernetes, instance roles).
      credentials: settings.credentials,
      // The SDK's default checksum headers are refused by several S3-compatible servers (GCS
      // interoperability, older MinIO and Ceph); checksums only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string) {
    const object = await this.open(key);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<OpenedObject | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return {
        body: object.Body,
        size: object.ContentLength ?? 0,
        lastModified: object.LastModified,
        etag: object.ETag,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(key: string) {
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async removeEmptyFolder() {}

  onModuleDestroy() {
    this.client.destroy();
  }
}

/** A 404 from the store (NoSuchKey from GET, NotFound from HEAD): no object under the key. */
function isMissing(error: unknown) {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}
