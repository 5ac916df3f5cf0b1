import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_KEY } from '../../../domain/booking-page/page-images';
import { bookingPages } from '../../db/schema/booking-pages';
import { expertWithPage, type Owner } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// The booking page's images through the HTTP API (issue 19, ADR 052): the cover — set, replace,
// remove; refused uploads answer 400 in the images' words and change nothing; another expert
// cannot touch it — and how the public page and /images serve it.

let t: TestApp;
let ada: TestClient;
let adaOwner: Owner;
let bob: TestClient;
const HEIC = fs.readFileSync(path.join(__dirname, '../../testing/fixtures/photo-300x240.heic'));

const image = (width: number, height: number, background = '#c05621', format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background } })
    [format]()
    .toBuffer();
const put = (who: TestClient, path: string, bytes: Uint8Array, type = 'image/png') =>
  who.request('PUT', path, undefined, { raw: bytes, headers: { 'content-type': type } });
const fetchPath = async (path: string) => {
  const res = await t.fetch(new Request(`http://localhost${path}`));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
const coverOf = async (pageId: string) =>
  (
    await t.services.deps.database.db
      .select({ cover: bookingPages.cover })
      .from(bookingPages)
      .where(eq(bookingPages.id, pageId))
  )[0]?.cover ?? null;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada, owner: adaOwner } = await expertWithPage(t, 'ada@example.com', 'ada'));
  ({ client: bob } = await expertWithPage(t, 'bob@example.com', 'bob'));
});
afterAll(async () => {
  await t.close();
});

describe('the cover image', () => {
  let first: string;

  it('crops an upload to 4:1 at 1600×400 and 800×200, served at /images with a year of cache', async () => {
    const res = await put(ada, '/api/booking-page/cover', await image(2400, 1200));
    expect(res.status).toBe(200);
    first = (await coverOf(adaOwner.pageId))!;
    expect(first).toMatch(COVER_KEY);
    expect(first.startsWith(`covers/${adaOwner.pageId}/`)).toBe(true);
    expect(res.body.cover).toEqual({
      alt: '',
      url: `/images/${first}`,
      smallUrl: `/images/${first.replace('.jpg', '-800.jpg')}`,
      width: 1600,
      height: 400,
    });
    const large = await fetchPath(res.body.cover.url);
    expect(large.res.status).toBe(200);
    expect(large.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(large.res.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(large.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 400 });
    // The upload's colour, not a blank band.
    const { dominant } = await sharp(large.bytes).stats();
    expect(dominant.r).toBeGreaterThan(150);
    const small = await fetchPath(res.body.cover.smallUrl);
    expect(await sharp(small.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 200 });

    expect((await ada.request('GET', '/api/booking-page')).body.cover).toEqual(res.body.cover);
    expect((await ada.request('GET', '/api/me')).body.bookingPage.cover).toEqual(res.body.cover);
    expect((await t.client().request('GET', '/api/public/pages/ada')).body.cover).toEqual(res.body.cover);
  });

  it('replaces the cover and deletes the files of the old one', async () => {
    const res = await put(
      ada,
      '/api/booking-page/cover',
      await image(1000, 250, '#1c7ed6', 'jpeg'),
      'image/jpeg',
    );
    expect(res.status).toBe(200);
    const second = (await coverOf(adaOwner.pageId))!;
    expect(second).not.toBe(first);
    expect(await sharp((await fetchPath(res.body.cover.url)).bytes).metadata()).toMatchObject({
      width: 1600,
      height: 400,
    });
    expect(await t.storage.head(first)).toBeNull();
    expect(await t.storage.head(first.replace('.jpg', '-800.jpg'))).toBeNull();
    expect((await fetchPath(`/images/${first}`)).res.status).toBe(404);
    first = second;
  });

  it("refuses what is not a cover with the images' messages, and changes nothing", async () => {
    const refusals: [Uint8Array, string, string][] = [
      [new TextEncoder().encode('not an image'), 'image/png', 'This file could not be read as an image'],
      [
        await sharp({ create: { width: 900, height: 300, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        'image/gif',
        'Please choose a JPEG, PNG, WebP or HEIC image',
      ],
      [
        await image(700, 400),
        'image/png',
        'The image is too small. Please choose one of at least 800 × 200 pixels',
      ],
      [
        await image(3000, 150),
        'image/png',
        'The image is too small. Please choose one of at least 800 × 200 pixels',
      ],
      [new Uint8Array(0), 'image/png', 'This file could not be read as an image'],
      // An iPhone HEIC (HEVC) is decoded (heic-decode), then found too small for a cover.
      [HEIC, 'image/heic', 'The image is too small. Please choose one of at least 800 × 200 pixels'],
      [
        Buffer.alloc(10 * 1024 * 1024 + 70 * 1024, 1),
        'image/png',
        'The image is too large. Please choose one of at most 10 MB',
      ],
    ];
    for (const [bytes, type, message] of refusals) {
      const res = await put(ada, '/api/booking-page/cover', bytes, type);
      expect(res.status, message).toBe(400);
      expect(res.body.error, message).toEqual({ code: 'bad_request', message, fields: { cover: message } });
    }
    expect(await coverOf(adaOwner.pageId)).toBe(first);
  });

  it("is each expert's own: Bob's upload and removal touch Bob's page only", async () => {
    const res = await put(bob, '/api/booking-page/cover', await image(800, 200));
    expect(res.status).toBe(200);
    expect(res.body.cover.url).toContain('/covers/');
    expect(res.body.cover.url).not.toContain(adaOwner.pageId);
    expect((await bob.request('DELETE', '/api/booking-page/cover')).body.cover).toBeNull();
    expect(await coverOf(adaOwner.pageId)).toBe(first);
    expect((await t.client().request('GET', '/api/public/pages/bob')).body.cover).toBeNull();
  });

  it('removes the cover and its files', async () => {
    const res = await ada.request('DELETE', '/api/booking-page/cover');
    expect(res.status).toBe(200);
    expect(res.body.cover).toBeNull();
    expect(await coverOf(adaOwner.pageId)).toBeNull();
    expect(await t.storage.head(first)).toBeNull();
    expect((await t.client().request('GET', '/api/public/pages/ada')).body.cover).toBeNull();
    // Removing again is fine.
    expect((await ada.request('DELETE', '/api/booking-page/cover')).status).toBe(200);
  });

  it('needs a signed-in expert with a booking page', async () => {
    expect((await put(t.client(), '/api/booking-page/cover', await image(800, 200))).status).toBe(401);
    expect((await t.client().request('DELETE', '/api/booking-page/cover')).status).toBe(401);
    const carol = await t.expert('carol@example.com');
    const res = await put(carol, '/api/booking-page/cover', await image(800, 200));
    expect(res.status).toBe(404);
    expect((await carol.request('DELETE', '/api/booking-page/cover')).status).toBe(404);
  });

  it('serves only cover keys of the right shape under /images', async () => {
    expect((await fetchPath(`/images/covers/x/${'a'.repeat(64)}-400.jpg`)).res.status).toBe(404);
    expect((await fetchPath(`/images/covers/x/${'a'.repeat(63)}.jpg`)).res.status).toBe(404);
  });
});
