import { createHash, randomUUID } from 'node:crypto';
import fsp, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  assertExpiry,
  assertPutOptions,
  assertValidKey,
  type FileStorage,
  type ObjectInfo,
  PRIVATE_CACHE,
} from './adapter';
import { signFileUrl } from './file-url-signature';

// The default adapter (ADR 027): one file per key under the root (DATA_DIR/files), served by this
// app at /files/<key> through URLs signed with LINK_SIGNING_KEY (features/files/routes.ts).
//
// Each file starts with a fixed header slot holding its content type, cache control, size and
// SHA-256 etag as JSON, then the bytes. Data and metadata are one file, so a put is one atomic
// rename (write to .tmp/, fsync, rename) and a reader holding the open file sees one version whole.

const HEADER_BYTES = 1024;
// Errors that mean "no file under this key": missing, a parent is a file, or the key is a folder.
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

type Header = { v: 1; contentType: string; cacheControl: string; size: number; etag: string };

export type LocalDiskOptions = {
  root: string;
  /** The app's address: download URLs are `${publicUrl}/files/<key>?expires=&sig=`. */
  publicUrl: string;
  signingKey: string;
  now?: () => number;
};

const isMissing = (error: unknown) => MISSING.has((error as NodeJS.ErrnoException).code ?? '');

export function createLocalDiskStorage(options: LocalDiskOptions): FileStorage {
  const root = path.resolve(options.root);
  const tmpDir = path.join(root, '.tmp');
  const now = options.now ?? Date.now;

  const filePath = (key: string) => {
    assertValidKey(key);
    const file = path.join(root, ...key.split('/'));
    // The key pattern already keeps it inside; this guards the pattern.
    if (!file.startsWith(root + path.sep)) throw new Error('storage key escapes the root');
    return file;
  };

  async function open(key: string): Promise<FileHandle | null> {
    try {
      return await fsp.open(filePath(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function readHeader(handle: FileHandle): Promise<ObjectInfo | null> {
    const buffer = Buffer.alloc(HEADER_BYTES);
    try {
      const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
      if (bytesRead < HEADER_BYTES) throw new Error('storage file without a header');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const header = JSON.parse(buffer.toString('utf8')) as Header;
    return {
      contentType: header.contentType,
      cacheControl: header.cacheControl,
      size: header.size,
      etag: `"${header.etag}"`,
    };
  }

  return {
    kind: 'local-disk',

    async put(key, body, putOptions) {
      const target = filePath(key);
      assertPutOptions(putOptions);
      await fsp.mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const handle = await fsp.open(tmp, 'wx', 0o600);
      let closed = false;
      try {
        const hash = createHash('sha256');
        let size = 0;
        const chunks: AsyncIterable<Buffer | Uint8Array | string> | Array<Buffer | Uint8Array> =
          body instanceof Readable ? body : [body];
        for await (const chunk of chunks) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          hash.update(bytes);
          await handle.write(bytes, 0, bytes.length, HEADER_BYTES + size);
          size += bytes.length;
        }
        const header: Header = {
          v: 1,
          contentType: putOptions.contentType,
          cacheControl: putOptions.cacheControl ?? PRIVATE_CACHE,
          size,
          etag: hash.digest('hex').slice(0, 40),
        };
        // Spaces pad the slot: JSON.parse ignores them.
        const slot = Buffer.alloc(HEADER_BYTES, 0x20);
        slot.write(JSON.stringify(header));
        await handle.write(slot, 0, HEADER_BYTES, 0);
        await handle.sync();
        await handle.close();
        closed = true;
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(tmp, target);
      } catch (error) {
        if (!closed) await handle.close().catch(() => {});
        await fsp.rm(tmp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const handle = await open(key);
      if (!handle) return null;
      try {
        const info = await readHeader(handle);
        if (!info) {
          await handle.close();
          return null;
        }
        // The stream closes the handle when it ends or is destroyed.
        return { ...info, body: handle.createReadStream({ start: HEADER_BYTES }) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key) {
      const handle = await open(key);
      if (!handle) return null;
      try {
        return await readHeader(handle);
      } finally {
        await handle.close();
      }
    },

    async delete(key) {
      try {
        await fsp.unlink(filePath(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async downloadUrl(key, { expiresInSeconds, fileName }) {
      assertValidKey(key);
      assertExpiry(expiresInSeconds);
      // Rounded up: a URL is good for at least expiresInSeconds.
      const expires = Math.ceil(now() / 1000) + expiresInSeconds;
      return signFileUrl(options.signingKey, options.publicUrl, key, expires, fileName);
    },

    async close() {},
  };
}
