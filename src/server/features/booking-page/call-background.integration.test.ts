import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_BACKGROUND_KEY } from '../../../domain/booking-page/page-images';
import { bookingPages } from '../../db/schema/booking-pages';
import { setPlan } from '../../testing/experts';
import type { TestApp, TestClient } from '../../testing/test-app';
import { signCallLink } from '../calls/call-link';
import {
  type Expert,
  HOUR,
  MINUTE,
  type sessionFixtures,
  startSessionsTestApp,
} from '../sessions/sessions-testing';

// The Branding tab's call background through the HTTP API (issue 19, ADR 052): gated by the
// plan's customCallBackgrounds (403 naming the plan, nothing stored), cropped to 16:9 at
// 1920×1080 and 960×540, refused in the images' words, each expert's own — and the call room's
// view (GET /api/calls/{id}) carrying it for the expert and the client while the plan has it.

let t: TestApp;
let ada: Expert;
let bob: Expert;
let fx: ReturnType<typeof sessionFixtures>;

const UPGRADE = 'Upgrade to Starter to use Custom call backgrounds';
const image = (width: number, height: number, background = '#5f3dc4') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
const put = (who: TestClient, bytes: Uint8Array, type = 'image/png') =>
  who.request('PUT', '/api/booking-page/call-background', undefined, {
    raw: bytes,
    headers: { 'content-type': type },
  });
const stored = async (pageId: string) =>
  (
    await t.services.deps.database.db
      .select({ key: bookingPages.callBackground })
      .from(bookingPages)
      .where(eq(bookingPages.id, pageId))
  )[0]?.key ?? null;
const fetchPath = async (path: string) => {
  const res = await t.fetch(new Request(`http://localhost${path}`));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
/** A session of `owner` open now, and a client's join link to it. */
async function openSession(owner: Expert) {
  const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 5 * MINUTE);
  const { id, bookingId } = await fx.personal(owner, { start, title: 'Intro call' });
  const link = signCallLink(
    t.services.deps.secrets.linkSigningKey,
    id,
    bookingId,
    start.getTime() + 2 * HOUR,
  );
  return { id, link };
}
const roomAsClient = async (s: { id: string; link: string }) =>
  (await t.client().request('GET', `/api/calls/${s.id}?link=${encodeURIComponent(s.link)}`)).body;

beforeAll(async () => {
  ({ t, ada, bob, fixtures: fx } = await startSessionsTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('the call background', () => {
  let first: string;

  it('needs customCallBackgrounds: 403 naming the plan, nothing stored', async () => {
    const res = await put(ada.expert, await image(1920, 1080));
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'forbidden', message: UPGRADE });
    const removal = await ada.expert.request('DELETE', '/api/booking-page/call-background');
    expect(removal.status).toBe(403);
    expect(removal.body.error.message).toBe(UPGRADE);
    expect(await stored(ada.pageId)).toBeNull();
  });

  it('crops an upload to 16:9 at 1920×1080 and 960×540, served at /images with a year of cache', async () => {
    await setPlan(t, 'ada@example.com', 'starter');
    const res = await put(ada.expert, await image(3000, 2000));
    expect(res.status).toBe(200);
    first = (await stored(ada.pageId))!;
    expect(first).toMatch(CALL_BACKGROUND_KEY);
    expect(res.body.callBackground).toEqual({
      url: `/images/${first}`,
      smallUrl: `/images/${first.replace('.jpg', '-960.jpg')}`,
      width: 1920,
      height: 1080,
    });
    const large = await fetchPath(res.body.callBackground.url);
    expect(large.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(large.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
    const small = await fetchPath(res.body.callBackground.smallUrl);
    expect(await sharp(small.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 540 });
    expect((await ada.expert.request('GET', '/api/me')).body.bookingPage.callBackground).toEqual(
      res.body.callBackground,
    );
  });

  it("refuses what cannot be a background in the images' words, and changes nothing", async () => {
    const small = 'The image is too small. Please choose one of at least 960 × 540 pixels';
    for (const [bytes, type, message] of [
      [await image(900, 600), 'image/png', small],
      [await image(3000, 500), 'image/png', small],
      [
        await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        'image/gif',
        'Please choose a JPEG, PNG, WebP or HEIC image',
      ],
      [
        new TextEncoder().encode(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" onload="alert(1)"><rect width="100%" height="100%"/></svg>',
        ),
        'image/svg+xml',
        'Please choose a JPEG, PNG, WebP or HEIC image',
      ],
      [
        Buffer.alloc(10 * 1024 * 1024 + 70 * 1024, 7),
        'image/png',
        'The image is too large. Please choose one of at most 10 MB',
      ],
    ] as [Uint8Array, string, string][]) {
      const res = await put(ada.expert, bytes, type);
      expect(res.status, message).toBe(400);
      expect(res.body.error, message).toEqual({
        code: 'bad_request',
        message,
        fields: { callBackground: message },
      });
    }
    expect(await stored(ada.pageId)).toBe(first);
  });

  it("shows in the call room of the expert's sessions, to the expert and to the client", async () => {
    const s = await openSession(ada);
    const view = (await ada.expert.request('GET', '/api/booking-page')).body.callBackground;
    const asExpert = await ada.expert.request('GET', `/api/calls/${s.id}`);
    expect(asExpert.status).toBe(200);
    expect(asExpert.body.background).toEqual(view);
    expect((await roomAsClient(s)).background).toEqual(view);
    // Another expert's room has its own (none).
    expect((await roomAsClient(await openSession(bob))).background).toBeNull();
  });

  it("leaves the room while the plan lacks the feature, and keeps the expert's image", async () => {
    const s = await openSession(ada);
    await setPlan(t, 'ada@example.com', 'free');
    expect((await roomAsClient(s)).background).toBeNull();
    expect(await stored(ada.pageId)).toBe(first);
    await setPlan(t, 'ada@example.com', 'starter');
    expect((await roomAsClient(s)).background.url).toBe(`/images/${first}`);
  });

  it("is each expert's own, is replaced with the old files deleted, and is removed", async () => {
    await setPlan(t, 'bob@example.com', 'pro');
    expect((await put(bob.expert, await image(1920, 1080, '#e8590c'))).status).toBe(200);
    expect(await stored(ada.pageId)).toBe(first);
    expect(
      (await bob.expert.request('DELETE', '/api/booking-page/call-background')).body.callBackground,
    ).toBeNull();
    expect(await stored(ada.pageId)).toBe(first);

    const replaced = await put(ada.expert, await image(1920, 1080, '#2b8a3e'));
    expect(replaced.status).toBe(200);
    const second = (await stored(ada.pageId))!;
    expect(second).not.toBe(first);
    expect(await t.storage.head(first)).toBeNull();
    expect(await t.storage.head(first.replace('.jpg', '-960.jpg'))).toBeNull();

    const removed = await ada.expert.request('DELETE', '/api/booking-page/call-background');
    expect(removed.status).toBe(200);
    expect(removed.body.callBackground).toBeNull();
    expect(await t.storage.head(second)).toBeNull();
    expect((await roomAsClient(await openSession(ada))).background).toBeNull();
  });

  it('needs a signed-in expert', async () => {
    expect((await put(t.client(), await image(1920, 1080))).status).toBe(401);
    expect((await t.client().request('DELETE', '/api/booking-page/call-background')).status).toBe(401);
  });
});
