import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_EXPIRED, LINK_NOT_VALID } from '../../features/files/routes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { contentAddressedKey, IMMUTABLE_CACHE, PRIVATE_CACHE } from './adapter';
import { createLocalDiskStorage } from './local-disk';
import { describeStorageContract } from './storage-contract';

// The default adapter as the app wires it: files under the test's DATA_DIR/files, downloads
// through /files/<key> in-process, so the served headers are the ones asserted.

describeStorageContract('Local disk', async () => {
  const app = await createTestApp();
  return {
    storage: app.storage,
    download: async (url) => app.fetch(new Request(url)),
    signatureParam: 'sig',
    close: () => app.close(),
  };
});

describe('local disk files served at /files', () => {
  let app: TestApp;
  const photo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);
  const download = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    app.fetch(new Request(url, { method, headers }));
  const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('keeps files under DATA_DIR/files and uses the app URL', async () => {
    await app.storage.put('photos/on-disk.png', photo, { contentType: 'image/png' });
    const root = path.join(app.services.deps.config.dataDir, 'files');
    expect(fs.existsSync(path.join(root, 'photos', 'on-disk.png'))).toBe(true);
    // Nothing is left behind in the temporary folder once the rename is done.
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
    const url = await app.storage.downloadUrl('photos/on-disk.png', { expiresInSeconds: 300 });
    expect(url).toMatch(/^http:\/\/localhost:3999\/files\/photos\/on-disk\.png\?expires=\d+&sig=[\w-]{32}$/);
  });

  it('serves a content-addressed photo with its length, etag and a year of caching', async () => {
    const key = contentAddressedKey('avatars/u1', photo, 'png');
    expect(key).toMatch(/^avatars\/u1\/[0-9a-f]{64}\.png$/);
    await app.storage.put(key, photo, { contentType: 'image/png', cacheControl: IMMUTABLE_CACHE });
    const res = await download(await app.storage.downloadUrl(key, { expiresInSeconds: 3600 }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(photo.length));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // An image shows in the page: no download prompt.
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(photo);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without the bytes', async () => {
    await app.storage.put('photos/cached.png', photo, { contentType: 'image/png' });
    const url = await app.storage.downloadUrl('photos/cached.png', { expiresInSeconds: 300 });
    const first = await download(url);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe(PRIVATE_CACHE);
    await first.arrayBuffer();

    const again = await download(url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    const head = await download(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(photo.length));
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(await head.text()).toBe('');
  });

  it('makes anything a browser could run a download, never a page of the app', async () => {
    await app.storage.put('docs/page.html', Buffer.from('<script>alert(1)</script>'), {
      contentType: 'text/html',
    });
    await app.storage.put('docs/image.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      contentType: 'image/svg+xml',
    });
    for (const key of ['docs/page.html', 'docs/image.svg']) {
      const res = await download(await app.storage.downloadUrl(key, { expiresInSeconds: 60 }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment');
      await res.arrayBuffer();
    }
  });

  it('answers 404 for a missing file and for a path that is not a key', async () => {
    const url = await app.storage.downloadUrl('photos/never-stored.png', { expiresInSeconds: 60 });
    const missing = await download(url);
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual({ code: 'not_found', message: 'Not found' });

    for (const pathname of ['/files/..%2Fsecrets.json', '/files/.tmp/x', '/files/photos//a.png']) {
      const res = await download(`http://localhost:3999${pathname}?expires=9999999999&sig=x`);
      expect(res.status, pathname).toBe(404);
      await res.arrayBuffer();
    }
  });

  it('answers 403 for a missing, changed or expired signature', async () => {
    await app.storage.put('photos/private.png', photo, { contentType: 'image/png' });
    const url = new URL(await app.storage.downloadUrl('photos/private.png', { expiresInSeconds: 60 }));

    const unsigned = await download(`http://localhost:3999${url.pathname}`);
    expect(unsigned.status).toBe(403);
    expect(await errorOf(unsigned)).toEqual({ code: 'forbidden', message: LINK_NOT_VALID });

    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const extended = await download(later.toString());
    expect(extended.status).toBe(403);
    expect((await errorOf(extended)).message).toBe(LINK_NOT_VALID);

    const renamed = new URL(url);
    renamed.searchParams.set('name', 'other.png');
    expect((await download(renamed.toString())).status).toBe(403);

    // Signed correctly, but the time is past: a URL signed 2 minutes ago for 60 seconds.
    const past = Math.floor(Date.now() / 1000) - 120;
    const storage = createLocalDiskStorage({
      root: path.join(app.services.deps.config.dataDir, 'files'),
      publicUrl: 'http://localhost:3999',
      signingKey: app.services.deps.secrets.linkSigningKey,
      now: () => past * 1000,
    });
    const expired = await download(await storage.downloadUrl('photos/private.png', { expiresInSeconds: 60 }));
    expect(expired.status).toBe(403);
    expect(await errorOf(expired)).toEqual({ code: 'forbidden', message: LINK_EXPIRED });
  });

  it('serves a streamed upload with the length it counted', async () => {
    await app.storage.put('recordings/streamed.webm', Readable.from([photo, photo, photo]), {
      contentType: 'video/webm',
    });
    const res = await download(
      await app.storage.downloadUrl('recordings/streamed.webm', { expiresInSeconds: 60 }),
    );
    expect(res.headers.get('content-length')).toBe(String(photo.length * 3));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.concat([photo, photo, photo]));
  });
});
