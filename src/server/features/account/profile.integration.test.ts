import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_KEY } from '../../../domain/account/profile-rules';
import { users } from '../../db/schema/auth';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// The Profile card's API (issue 18): names, notification time zone and photo — upload (JPEG, PNG,
// WebP, HEIC up to 10 MB), crop to a square at 200 and 400 px, save — and the booking page
// showing the new display name and photo.

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
const HEIC = fs.readFileSync(path.join(__dirname, '../../testing/fixtures/photo-300x240.heic'));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();
const upload = (who: TestClient, bytes: Uint8Array, type = 'image/png') =>
  who.request('POST', '/api/account/photo/uploads', undefined, {
    raw: bytes,
    headers: { 'content-type': type },
  });
const valid = (photo: string) => ({
  displayName: 'Ada Lovelace Coaching',
  firstName: 'Ada',
  lastName: 'Lovelace',
  timezone: 'Europe/Paris',
  photo,
});
/** A PNG whose header says 8000 × 8000 (64 million pixels) in a few kilobytes: a decompression bomb. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8000, 0);
  ihdr.writeUInt32BE(8000, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const rows = Buffer.alloc(8000 * (1 + 1000));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
const fetchPath = async (url: string) => {
  const res = await t.fetch(new Request(url.startsWith('http') ? url : `http://localhost${url}`));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
const storedUploads = (userId: string) => {
  const dir = path.join(t.services.deps.config.dataDir, 'files', 'photo-uploads', userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const userOf = async (email: string) =>
  (await t.services.deps.database.db.select().from(users).where(eq(users.email, email)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.expert('ada@example.com');
  bob = await t.expert('bob@example.com');
  expect(
    (await ada.request('POST', '/api/booking-page', { firstName: 'Ada', lastName: 'Lovelace', slug: 'ada' }))
      .status,
  ).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('the profile', () => {
  it('starts with the sign-up names, the browser zone and no photo', async () => {
    const res = await ada.request('GET', '/api/account/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      displayName: 'Test Expert',
      firstName: 'Test',
      lastName: 'Expert',
      timezone: 'UTC',
      photo: null,
      photoUrl: null,
    });
  });

  it('refuses each invalid field with its message and changes nothing', async () => {
    const res = await ada.request('PUT', '/api/account/profile', {
      displayName: 'A',
      firstName: '   ',
      lastName: 'L'.repeat(41),
      timezone: 'Mars/Olympus_Mons',
      photo: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      displayName: 'Too short, please use at least 2 characters',
      firstName: 'Too short, please use at least 1 character',
      lastName: 'Too long, please limit the name to 40 characters',
      timezone: 'Please choose a time zone',
      photo: 'Please add a photo',
    });
    const wrongTypes = await ada.request('PUT', '/api/account/profile', { displayName: 7, photo: null });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.error.fields.displayName).toBe('Required');
    expect((await ada.request('GET', '/api/account/profile')).body.displayName).toBe('Test Expert');
  });

  it('uploads a PNG, crops it to 200 and 400 px squares served with a year of cache, and saves it', async () => {
    const up = await upload(ada, await png(640, 480));
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ width: 640, height: 480 });
    const preview = await fetchPath(up.body.url);
    expect(preview.res.status).toBe(200);
    expect((await sharp(preview.bytes).metadata()).format).toBe('jpeg');

    const crop = await ada.request('POST', '/api/account/photo', {
      upload: up.body.upload,
      x: 80,
      y: 0,
      size: 480,
    });
    expect(crop.status).toBe(201);
    expect(crop.body.photo).toMatch(PHOTO_KEY);
    expect(crop.body.photoUrl).toBe(`/images/${crop.body.photo}`);
    const large = await fetchPath(crop.body.photoUrl);
    expect(large.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(large.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    const small = await fetchPath(crop.body.photoUrl.replace('.jpg', '-200.jpg'));
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 200, height: 200 });
    // The crop's colour is the upload's (not a blank square).
    const { dominant } = await sharp(large.bytes).stats();
    expect(dominant.r).toBeGreaterThan(150);

    const saved = await ada.request('PUT', '/api/account/profile', valid(crop.body.photo));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...valid(crop.body.photo), photoUrl: crop.body.photoUrl });
    const page = await t.client().request('GET', '/api/public/pages/ada');
    expect(page.body).toMatchObject({
      displayName: 'Ada Lovelace Coaching',
      photoUrl: crop.body.photoUrl,
    });
    // Saving again with the same photo keeps it.
    expect(
      (await ada.request('PUT', '/api/account/profile', { ...valid(crop.body.photo), firstName: 'Augusta' }))
        .body.firstName,
    ).toBe('Augusta');
  });

  it('reads an iPhone HEIC photo (HEVC) and turns it into a JPEG to crop', async () => {
    const up = await upload(ada, HEIC, 'image/heic');
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ width: 300, height: 240 });
    const crop = await ada.request('POST', '/api/account/photo', {
      upload: up.body.upload,
      x: 30,
      y: 0,
      size: 240,
    });
    expect(crop.status).toBe(201);
  });

  it('refuses what is not a photo, and stores nothing', async () => {
    const bob_ = await userOf('bob@example.com');
    const text = await upload(bob, new TextEncoder().encode('not an image at all'), 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.error).toMatchObject({
      message: 'This file could not be read as an image',
      fields: { photo: 'This file could not be read as an image' },
    });
    const gif = await upload(
      bob,
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
      'image/gif',
    );
    expect(gif.body.error.message).toBe('Please choose a JPEG, PNG, WebP or HEIC image');
    const small = await upload(bob, await png(150, 400));
    expect(small.body.error.message).toBe(
      'The photo is too small. Please choose one of at least 200 × 200 pixels',
    );
    const bomb = await upload(bob, pixelBomb());
    expect(bomb.status).toBe(400);
    expect(bomb.body.error.message).toBe('The photo has too many pixels. Please choose a smaller one');
    const huge = await upload(bob, Buffer.alloc(10 * 1024 * 1024 + 70 * 1024, 1));
    expect(huge.status).toBe(400);
    expect(huge.body.error.message).toBe('The photo is too large. Please choose one of at most 10 MB');
    expect(storedUploads(bob_.id)).toEqual([]);
  });

  it("cannot crop or save another expert's upload or photo", async () => {
    const up = await upload(ada, await png(400, 400));
    const crop = await bob.request('POST', '/api/account/photo', {
      upload: up.body.upload,
      x: 0,
      y: 0,
      size: 400,
    });
    expect(crop.status).toBe(400);
    expect(crop.body.error.fields).toEqual({ upload: 'Please upload the photo again' });
    const adaPhoto = (
      await ada.request('POST', '/api/account/photo', { upload: up.body.upload, x: 0, y: 0, size: 400 })
    ).body.photo;
    const save = await bob.request('PUT', '/api/account/profile', valid(adaPhoto));
    expect(save.status).toBe(400);
    expect(save.body.error.fields).toEqual({ photo: 'Please upload the photo again' });
    const outside = await ada.request('POST', '/api/account/photo', {
      upload: up.body.upload,
      x: 100,
      y: 0,
      size: 400,
    });
    expect(outside.body.error.fields).toEqual({ size: 'The crop lies outside the photo' });
    const tooSmall = await ada.request('POST', '/api/account/photo', {
      upload: up.body.upload,
      x: 0,
      y: 0,
      size: 199,
    });
    expect(tooSmall.body.error.fields).toEqual({
      size: 'The photo is too small. Please choose one of at least 200 × 200 pixels',
    });
  });

  it('serves only photos under /images, and needs a signed-in expert for the API', async () => {
    expect((await fetchPath('/images/photo-uploads/x/y.jpg')).res.status).toBe(404);
    expect((await fetchPath(`/images/photos/nobody/${'a'.repeat(64)}.jpg`)).res.status).toBe(404);
    expect((await t.client().request('GET', '/api/account/profile')).status).toBe(401);
    expect((await upload(t.client(), await png(300, 300))).status).toBe(401);
  });
});
