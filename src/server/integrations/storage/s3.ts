import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertExpiry,
  assertPutOptions,
  assertValidKey,
  attachmentDisposition,
  type FileStorage,
  PRIVATE_CACHE,
} from './adapter';

// Amazon S3 or any S3-compatible service (MinIO, Cloudflare R2, Backblaze B2, …) through the
// official SDK (ADR 027). Download URLs are presigned GetObject requests: the service checks them.

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Another service's address; AWS itself when left out. */
  endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted services need. */
  forcePathStyle: boolean;
  /** Both or neither: without them the SDK's default chain (environment, instance role) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: with the SDK's default (CRC32 on every request),
    // streamed uploads need aws-chunked trailers and presigned GETs carry a checksum parameter,
    // both refused by several S3-compatible services and by s3rver, the tests' peer.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = options.bucket;

  return {
    kind: 's3',

    async put(key, body, putOptions) {
      assertValidKey(key);
      assertPutOptions(putOptions);
      const params = {
        Bucket: bucket,
        Key: key,
        ContentType: putOptions.contentType,
        CacheControl: putOptions.cacheControl ?? PRIVATE_CACHE,
      };
      if (body instanceof Readable) {
        // A stream's length is unknown and PutObject needs one: Upload sends parts of 5 MiB
        // (one PutObject when the whole stream fits in the first part).
        await new Upload({ client, params: { ...params, Body: body } }).done();
      } else {
        await client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.byteLength }));
      }
    },

    async get(key) {
      assertValidKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          body: res.Body as Readable,
          contentType: res.ContentType ?? 'application/octet-stream',
          size: res.ContentLength ?? 0,
          etag: res.ETag,
          cacheControl: res.CacheControl ?? PRIVATE_CACHE,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async head(key) {
      assertValidKey(key);
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          contentType: res.ContentType ?? 'application/octet-stream',
          size: res.ContentLength ?? 0,
          etag: res.ETag,
          cacheControl: res.CacheControl ?? PRIVATE_CACHE,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async downloadUrl(key, { expiresInSeconds, fileName }) {
      assertValidKey(key);
      assertExpiry(expiresInSeconds);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: fileName === undefined ? undefined : attachmentDisposition(fileName),
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },

    async close() {
      client.destroy();
    },
  };
}
