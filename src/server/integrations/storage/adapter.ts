import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

// File storage goes through this interface (guide rule 8, ADR 027): profile photos, the booking
// page's photo and cover, call recordings. Local disk is the default; S3 (or any S3-compatible
// service) when configured. Features hold a key (a string column) and ask for a download URL when
// they render; they never see a path or a bucket.

export type StorageBody = Buffer | Uint8Array | Readable;

/** A stored file's body read whole (small files only: a photo, a test's bytes). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export type PutOptions = {
  contentType: string;
  /**
   * Sent with every download. Leave it out for files that may change under the same key (the
   * default, PRIVATE_CACHE); pass IMMUTABLE_CACHE only with a content-addressed key
   * (contentAddressedKey), whose bytes never change.
   */
  cacheControl?: string;
};

export type ObjectInfo = {
  contentType: string;
  /** Bytes. */
  size: number;
  /** An HTTP entity tag, quotes included; changes whenever the bytes do. */
  etag?: string;
  cacheControl: string;
};

export type StoredObject = ObjectInfo & { body: Readable };

export type DownloadUrlOptions = {
  /** 1 second to 7 days (S3's limit for a presigned URL). */
  expiresInSeconds: number;
  /** Offered as the saved file's name (Content-Disposition: attachment). */
  fileName?: string;
};

export type FileStorage = {
  readonly kind: 'local-disk' | 's3';
  /** Stores the bytes under `key`, replacing what was there; readers see the old or the new file, whole. */
  put(key: string, body: StorageBody, options: PutOptions): Promise<void>;
  /** The file and its stream, or null when there is none. The caller must read or destroy the stream. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** A URL anyone holding it can download the file from until it expires. */
  downloadUrl(key: string, options: DownloadUrlOptions): Promise<string>;
  close(): Promise<void>;
};

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const PRIVATE_CACHE = 'private, no-cache';
export const MAX_URL_EXPIRY_SECONDS = 7 * 24 * 60 * 60;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

// Segments of letters, digits, '.', '_' and '-' joined by '/', each starting with a letter or a
// digit: no '..', no '.hidden', no empty segment, no leading '/', no NUL or backslash. A key is
// then a relative path that stays inside the local root and the same string as an S3 key.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;
const MAX_SEGMENT_LENGTH = 200;

export function isValidStorageKey(key: unknown): key is string {
  return (
    typeof key === 'string' &&
    key.length <= MAX_KEY_LENGTH &&
    KEY_PATTERN.test(key) &&
    key.split('/').every((segment) => segment.length <= MAX_SEGMENT_LENGTH)
  );
}

export function assertValidKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** Header values an adapter stores and sends back: printable ASCII, short. */
export function assertPutOptions(options: PutOptions): void {
  for (const value of [options.contentType, options.cacheControl]) {
    if (value !== undefined && !/^[\x20-\x7e]{1,200}$/.test(value)) {
      throw new Error(`Invalid header value for storage: ${JSON.stringify(value)}`);
    }
  }
}

export function assertExpiry(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_URL_EXPIRY_SECONDS) {
    throw new Error(`expiresInSeconds must be a whole number from 1 to ${MAX_URL_EXPIRY_SECONDS}`);
  }
}

/**
 * A key named by the bytes' SHA-256 (`<prefix>/<hash>.<extension>`): new bytes get a new key, so
 * the file may be cached forever (IMMUTABLE_CACHE) and replacing a photo never serves the old one.
 */
export function contentAddressedKey(prefix: string, bytes: Uint8Array, extension: string): string {
  const key = `${prefix}/${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
  assertValidKey(key);
  return key;
}

/** A Content-Disposition header that offers `fileName`, ASCII fallback and UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
