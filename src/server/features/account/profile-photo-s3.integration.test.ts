import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_KEY } from '../../../domain/account/profile-rules';
import { restoreRunClock, useMachineTime } from '../../../testing/pinned-clock';
import { FAKE_S3_CREDENTIALS, FAKE_S3_REGION, type FakeS3, startFakeS3 } from '../../testing/fakes/s3';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// The profile photo with S3 storage (issue 18, ADR 027): the same upload, crop and save as on
// local disk (profile.integration.test.ts), through the official SDK against s3rver on loopback —
// the private upload behind a presigned URL, the crops in the bucket, served at /images with a
// year of cache and their ETag.

const BUCKET = 'slotwise-photos';

let s3: FakeS3;
let t: TestApp;
let ada: TestClient;

// s3rver, like S3, refuses a request signed at another time than its own (ADR 029).
beforeAll(useMachineTime);
afterAll(restoreRunClock);

beforeAll(async () => {
  s3 = await startFakeS3();
  const admin = new S3Client({
    endpoint: s3.endpoint,
    region: FAKE_S3_REGION,
    forcePathStyle: true,
    credentials: FAKE_S3_CREDENTIALS,
  });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  admin.destroy();
  t = await createTestApp({
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: FAKE_S3_REGION,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  ada = await t.expert('ada@example.com');
  expect(
    (await ada.request('POST', '/api/booking-page', { firstName: 'Ada', lastName: 'Lovelace', slug: 'ada' }))
      .status,
  ).toBe(201);
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('the profile photo on S3', () => {
  it('uploads to the bucket, crops, saves, and serves the crops at /images with a year of cache', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const up = await ada.request('POST', '/api/account/photo/uploads', undefined, {
      raw: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ width: 500, height: 300 });
    // The upload stays private: a presigned URL of the bucket, which s3rver checks.
    expect(up.body.url).toContain(`${s3.endpoint}/${BUCKET}/photo-uploads/`);
    expect(up.body.url).toContain('X-Amz-Signature=');
    const preview = await fetch(up.body.url);
    expect(preview.status).toBe(200);
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect((await fetch(up.body.url.replace(/X-Amz-Signature=[0-9a-f]+/, 'X-Amz-Signature=0'))).status).toBe(
      403,
    );

    const crop = await ada.request('POST', '/api/account/photo', {
      upload: up.body.upload,
      x: 100,
      y: 0,
      size: 300,
    });
    expect(crop.status).toBe(201);
    expect(crop.body.photo).toMatch(PHOTO_KEY);
    expect(await t.storage.head(crop.body.photo)).toMatchObject({
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=31536000, immutable',
    });

    const saved = await ada.request('PUT', '/api/account/profile', {
      displayName: 'Ada Lovelace Coaching',
      firstName: 'Ada',
      lastName: 'Lovelace',
      timezone: 'Europe/London',
      photo: crop.body.photo,
    });
    expect(saved.status).toBe(200);
    expect((await t.client().request('GET', '/api/public/pages/ada')).body.photoUrl).toBe(
      `/images/${crop.body.photo}`,
    );

    const large = await t.fetch(new Request(`http://localhost/images/${crop.body.photo}`));
    expect(large.status).toBe(200);
    expect(large.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await large.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect(large.headers.get('content-length')).toBe(String(bytes.length));
    const etag = large.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.fetch(
      new Request(`http://localhost/images/${crop.body.photo}`, { headers: { 'If-None-Match': etag! } }),
    );
    expect(again.status).toBe(304);
    const small = await t.fetch(
      new Request(`http://localhost/images/${crop.body.photo.replace('.jpg', '-200.jpg')}`),
    );
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({
      width: 200,
      height: 200,
    });
    // Only photos are public: the private upload is not served at /images.
    expect((await t.fetch(new Request(`http://localhost/images/${up.body.upload}`))).status).toBe(404);
  });
});
