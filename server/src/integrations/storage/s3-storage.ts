import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertContentTypeMatchesKey, contentTypeForKey } from './content-types';
import type { PutOptions, Storage, StorageBody, StoredFile } from './storage';
import { StorageKeyExistsError } from './storage-errors';
import { assertValidStorageKey, assertValidStoragePrefix, publicFileUrl } from './storage-key';

export interface S3StorageOptions {
  /** Unset means AWS itself; set for MinIO, R2, s3rver and other S3-compatible stores. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset means the SDK's own credential chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** DeleteObjects takes at most this many keys per request. */
const deleteBatchSize = 1000;

/** Objects in one S3-compatible bucket; the content type is stored on each object. */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      // Path-style (`endpoint/bucket/key`) works with every S3-compatible store and needs no DNS per bucket.
      forcePathStyle: true,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Newer SDKs add checksum headers and trailers to every request by default, which several
      // S3-compatible stores reject or store verbatim; only send them where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: StorageBody, options: PutOptions): Promise<void> {
    assertValidStorageKey(key);
    assertContentTypeMatchesKey(key, options.contentType);
    // PutObject needs the length up front, so a stream is read into memory first (uploads are bounded by
    // the multipart size limit). A stream that fails half-way therefore never reaches the bucket at all.
    const bytes = await readAll(body);
    // IfNoneMatch makes the check atomic on S3 and stores that support it; the HEAD before it covers
    // stores that ignore the header (s3rver), where a race between two writers remains possible.
    if (options.ifNotExists && (await this.exists(key))) throw new StorageKeyExistsError(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentTypeForKey(key),
          ...(options.ifNotExists ? { IfNoneMatch: '*' } : {}),
        }),
      );
    } catch (error) {
      if (options.ifNotExists && isConditionFailure(error)) throw new StorageKeyExistsError(key);
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned a body that is not a Node stream');
      return {
        body: object.Body,
        contentType: object.ContentType ?? contentTypeForKey(key),
        size: object.ContentLength ?? 0,
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertValidStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    keys.forEach(assertValidStorageKey);
    for (let start = 0; start < keys.length; start += deleteBatchSize) {
      await this.deleteBatch(keys.slice(start, start + deleteBatchSize));
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidStoragePrefix(prefix);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: continuationToken,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      // Listed keys are deleted as they are, even one the key rules would refuse (written by another tool).
      if (keys.length > 0) await this.deleteBatch(keys);
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  publicUrl(key: string): string {
    return publicFileUrl(key);
  }

  /** At most `deleteBatchSize` keys, already checked or listed from the bucket. */
  private async deleteBatch(keys: readonly string[]): Promise<void> {
    const result = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((key) => ({ Key: key })), Quiet: true },
      }),
    );
    // DeleteObjects answers 200 even when single keys fail; those failures come back in the body.
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      throw new Error(
        `S3 could not delete ${failed.length} objects, e.g. ${failed[0]?.Key}: ${failed[0]?.Code}`,
      );
    }
  }
}

async function readAll(body: StorageBody): Promise<Uint8Array> {
  if (!(body instanceof Readable)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** GetObject answers NoSuchKey; HeadObject has no body, so the SDK can only call it NotFound. */
function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/** 412 when the object exists; 409 when another conditional write to the same key is in flight. */
function isConditionFailure(error: unknown): boolean {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  return status === 412 || status === 409;
}
