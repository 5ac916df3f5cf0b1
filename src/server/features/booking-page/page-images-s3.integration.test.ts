import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_KEY } from '../../../domain/booking-page/page-images';
import { restoreRunClock, useMachineTime } from '../../../testing/pinned-clock';
import { FAKE_S3_CREDENTIALS, FAKE_S3_REGION, type FakeS3, startFakeS3 } from '../../testing/fakes/s3';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// The booking page's cover with S3 storage (issue 19, ADR 027, ADR 052): the same upload as on
// local disk (page-images.integration.test.ts), through the official SDK against s3rver on
// loopback — both sizes in the bucket, served at /images with a year of cache, and the objects of
// a replaced cover deleted from the bucket.

const BUCKET = 'slotwise-covers';

let s3: FakeS3;
let admin: S3Client;
let t: TestApp;
let ada: TestClient;

// s3rver, like S3, refuses a request signed at another time than its own (ADR 029).
beforeAll(useMachineTime);
afterAll(restoreRunClock);

beforeAll(async () => {
  s3 = await startFakeS3();
  admin = new S3Client({
    endpoint: s3.endpoint,
    region: FAKE_S3_REGION,
    forcePathStyle: true,
    credentials: FAKE_S3_CREDENTIALS,
  });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
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
  admin?.destroy();
  await t?.close();
  await s3?.close();
});

const inBucket = async (key: string) =>
  admin.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    (head) => head,
    () => null,
  );
const upload = async (background: string) =>
  ada.request('PUT', '/api/booking-page/cover', undefined, {
    raw: await sharp({ create: { width: 2000, height: 600, channels: 3, background } })
      .png()
      .toBuffer(),
    headers: { 'content-type': 'image/png' },
  });

describe('the cover on S3', () => {
  it('stores both sizes in the bucket, serves them at /images, and deletes a replaced one', async () => {
    const res = await upload('#1864ab');
    expect(res.status).toBe(200);
    const key = res.body.cover.url.replace('/images/', '');
    expect(key).toMatch(COVER_KEY);
    expect(await inBucket(key)).toMatchObject({
      ContentType: 'image/jpeg',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await inBucket(key.replace('.jpg', '-800.jpg'))).not.toBeNull();

    const large = await t.fetch(new Request(`http://localhost${res.body.cover.url}`));
    expect(large.status).toBe(200);
    expect(large.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).toMatchObject({
      width: 1600,
      height: 400,
    });
    const small = await t.fetch(new Request(`http://localhost${res.body.cover.smallUrl}`));
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({
      width: 800,
      height: 200,
    });

    const replaced = await upload('#c92a2a');
    expect(replaced.status).toBe(200);
    expect(replaced.body.cover.url).not.toBe(res.body.cover.url);
    expect(await inBucket(key)).toBeNull();
    expect(await inBucket(key.replace('.jpg', '-800.jpg'))).toBeNull();
    expect((await t.fetch(new Request(`http://localhost${res.body.cover.url}`))).status).toBe(404);
  });
});
