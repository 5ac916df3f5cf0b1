import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FileStorage, IMMUTABLE_CACHE, InvalidStorageKeyError, PRIVATE_CACHE, readAll } from './adapter';

export { readAll };

// One behaviour for every storage adapter (ADR 027): each adapter's test file calls
// describeStorageContract with a way to start it and to open its download URLs.

export type ContractSubject = {
  storage: FileStorage;
  /** Opens a download URL as a browser would: over HTTP, or through the app in-process. */
  download(url: string): Promise<Response>;
  /** The query parameter that carries the URL's signature. */
  signatureParam: string;
  close(): Promise<void>;
};

// Every byte value, twice, then a few more: text decoding anywhere on the way would show.
const BYTES = Buffer.concat([
  Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256)),
  Buffer.from([0, 13, 10, 0xff]),
]);

const ESCAPING_KEYS = [
  '',
  '../secrets.json',
  'photos/../../secrets.json',
  '..',
  '/etc/passwd',
  'photos//a.png',
  'photos/./a.png',
  '.tmp/a.png',
  'photos/',
  'photos\\..\\a.png',
  'photos/a\0.png',
  'photos/a b.png',
  'photos/é.png',
  `photos/${'a'.repeat(600)}`,
];

export function describeStorageContract(name: string, start: () => Promise<ContractSubject>) {
  describe(`${name} file storage (contract)`, () => {
    let subject: ContractSubject;
    let storage: FileStorage;
    beforeAll(async () => {
      subject = await start();
      storage = subject.storage;
    });
    afterAll(async () => {
      vi.useRealTimers();
      await subject?.close();
    });

    it('gives back the exact bytes, content type and size it stored', async () => {
      await storage.put('photos/round-trip.png', BYTES, { contentType: 'image/png' });
      const file = await storage.get('photos/round-trip.png');
      expect(file).not.toBeNull();
      expect(await readAll(file!.body)).toEqual(BYTES);
      expect(file!.contentType).toBe('image/png');
      expect(file!.size).toBe(BYTES.length);
      expect(file!.etag).toMatch(/^".+"$/);
    });

    it('stores a Uint8Array and a stream of chunks alike', async () => {
      await storage.put('docs/array.bin', new Uint8Array([1, 2, 3, 0, 255]), {
        contentType: 'application/octet-stream',
      });
      await storage.put('docs/stream.txt', Readable.from([Buffer.from('hello '), Buffer.from('wörld')]), {
        contentType: 'text/plain; charset=utf-8',
      });
      expect(await readAll((await storage.get('docs/array.bin'))!.body)).toEqual(
        Buffer.from([1, 2, 3, 0, 255]),
      );
      const text = await storage.get('docs/stream.txt');
      expect((await readAll(text!.body)).toString('utf8')).toBe('hello wörld');
      expect(text!.contentType).toBe('text/plain; charset=utf-8');
      expect(text!.size).toBe(Buffer.byteLength('hello wörld'));
    });

    it('keeps the cache control it was given, and private no-cache by default', async () => {
      await storage.put('photos/immutable.png', BYTES, {
        contentType: 'image/png',
        cacheControl: IMMUTABLE_CACHE,
      });
      await storage.put('photos/plain.png', BYTES, { contentType: 'image/png' });
      expect((await storage.head('photos/immutable.png'))!.cacheControl).toBe(IMMUTABLE_CACHE);
      expect((await storage.head('photos/plain.png'))!.cacheControl).toBe(PRIVATE_CACHE);
    });

    it('replaces a file put again under the same key, with a new etag', async () => {
      await storage.put('photos/replaced.png', BYTES, { contentType: 'image/png' });
      const before = await storage.head('photos/replaced.png');
      await storage.put('photos/replaced.png', Buffer.from('second'), { contentType: 'image/webp' });
      const after = await storage.get('photos/replaced.png');
      expect((await readAll(after!.body)).toString()).toBe('second');
      expect(after!.contentType).toBe('image/webp');
      expect(after!.size).toBe(6);
      expect(after!.etag).not.toBe(before!.etag);
    });

    it('keeps the previous file when a put fails part way', async () => {
      await storage.put('photos/kept.png', BYTES, { contentType: 'image/png' });
      const failing = new Readable({
        read() {
          this.push(Buffer.from('partial'));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.put('photos/kept.png', failing, { contentType: 'image/png' })).rejects.toThrow();
      const file = await storage.get('photos/kept.png');
      expect(await readAll(file!.body)).toEqual(BYTES);
    });

    it('tells size, type and etag without the bytes, and null for a missing key', async () => {
      await storage.put('photos/head.png', BYTES, { contentType: 'image/png' });
      const info = await storage.head('photos/head.png');
      expect(info).toMatchObject({
        contentType: 'image/png',
        size: BYTES.length,
        cacheControl: PRIVATE_CACHE,
      });
      expect(info!.etag).toBe((await storage.get('photos/head.png').then(closeBody))!.etag);
      expect(await storage.head('photos/missing.png')).toBeNull();
      expect(await storage.get('photos/missing.png')).toBeNull();
      // A key that is only a folder of other keys names no file.
      expect(await storage.get('photos')).toBeNull();
    });

    it('deletes a file, and deleting a missing one is fine', async () => {
      await storage.put('photos/deleted.png', BYTES, { contentType: 'image/png' });
      await storage.delete('photos/deleted.png');
      expect(await storage.get('photos/deleted.png')).toBeNull();
      expect(await storage.head('photos/deleted.png')).toBeNull();
      await expect(storage.delete('photos/deleted.png')).resolves.toBeUndefined();
      await expect(storage.delete('never/there.png')).resolves.toBeUndefined();
    });

    it('refuses keys that could leave the storage root', async () => {
      for (const key of ESCAPING_KEYS) {
        await expect(storage.put(key, BYTES, { contentType: 'image/png' }), key).rejects.toThrow(
          InvalidStorageKeyError,
        );
        await expect(storage.get(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.head(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.delete(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.downloadUrl(key, { expiresInSeconds: 60 }), key).rejects.toThrow(
          InvalidStorageKeyError,
        );
      }
    });

    it('signs a download URL that gives the exact bytes until it expires', async () => {
      await storage.put('recordings/call.mp4', BYTES, { contentType: 'video/mp4' });
      const url = await storage.downloadUrl('recordings/call.mp4', { expiresInSeconds: 60 });
      const res = await subject.download(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(BYTES);

      // The clock, not a wait: 61 seconds later for the signer and the server alike.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 61_000);
        const expired = await subject.download(url);
        expect(expired.status).toBe(403);
        await expired.body?.cancel();
      } finally {
        // Puts back the Date that was there: the run's clock, or the machine's for S3 (ADR 029).
        vi.useRealTimers();
      }
    });

    it('offers the file name given to the download URL', async () => {
      await storage.put('recordings/named.mp4', BYTES, { contentType: 'video/mp4' });
      const url = await storage.downloadUrl('recordings/named.mp4', {
        expiresInSeconds: 60,
        fileName: 'Call with Anna — 5 May.mp4',
      });
      const res = await subject.download(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="Call with Anna _ 5 May.mp4"; filename*=UTF-8''Call%20with%20Anna%20%E2%80%94%205%20May.mp4`,
      );
      expect(Buffer.from(await res.arrayBuffer())).toEqual(BYTES);
    });

    it('refuses a download URL whose signature or key was changed', async () => {
      await storage.put('photos/signed.png', BYTES, { contentType: 'image/png' });
      await storage.put('photos/other.png', BYTES, { contentType: 'image/png' });
      const url = new URL(await storage.downloadUrl('photos/signed.png', { expiresInSeconds: 60 }));

      const tampered = new URL(url);
      const sig = tampered.searchParams.get(subject.signatureParam)!;
      expect(sig).toBeTruthy();
      // One character changed within the signature's own alphabet (hex or base64url).
      tampered.searchParams.set(
        subject.signatureParam,
        `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`,
      );
      const badSignature = await subject.download(tampered.toString());
      expect(badSignature.status).toBe(403);
      await badSignature.body?.cancel();

      const otherKey = new URL(url);
      otherKey.pathname = url.pathname.replace('signed.png', 'other.png');
      const badKey = await subject.download(otherKey.toString());
      expect(badKey.status).toBe(403);
      await badKey.body?.cancel();
    });

    it('refuses an expiry outside 1 second to 7 days', async () => {
      await expect(storage.downloadUrl('photos/signed.png', { expiresInSeconds: 0 })).rejects.toThrow(
        'expiresInSeconds',
      );
      await expect(
        storage.downloadUrl('photos/signed.png', { expiresInSeconds: 7 * 24 * 3600 + 1 }),
      ).rejects.toThrow('expiresInSeconds');
    });
  });
}

async function closeBody<T extends { body: Readable } | null>(file: T): Promise<T> {
  file?.body.destroy();
  return file;
}
