import { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreRunClock, useMachineTime } from '../../../testing/pinned-clock';
import { FAKE_S3_CREDENTIALS, FAKE_S3_REGION, startFakeS3 } from '../../testing/fakes/s3';
import type { FileStorage } from './adapter';
import { createS3Storage } from './s3';
import { describeStorageContract, readAll } from './storage-contract';

// The real adapter (the official SDK) against s3rver on loopback (testing/fakes/s3.ts); each
// start makes its own bucket (ADR 027).
async function startS3(bucket: string) {
  const fake = await startFakeS3();
  const admin = new S3Client({
    endpoint: fake.endpoint,
    region: FAKE_S3_REGION,
    forcePathStyle: true,
    credentials: FAKE_S3_CREDENTIALS,
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  const storage = createS3Storage({
    bucket,
    region: FAKE_S3_REGION,
    endpoint: fake.endpoint,
    forcePathStyle: true,
    credentials: FAKE_S3_CREDENTIALS,
  });
  return {
    storage,
    async close() {
      await storage.close();
      await fake.close();
    },
  };
}

// s3rver, like S3, refuses a request signed at another time than its own: these tests run on the
// machine's time even in a pinned run (ADR 029).
beforeAll(useMachineTime);
afterAll(restoreRunClock);

describeStorageContract('S3', async () => {
  const { storage, close } = await startS3('slotwise-contract');
  return { storage, download: (url) => fetch(url), signatureParam: 'X-Amz-Signature', close };
});

describe('S3 file storage', () => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await startS3('slotwise-multipart'));
  });
  afterAll(() => close());

  it('uploads a stream longer than one part in parts', async () => {
    // 5 MiB parts: this stream of 64 KiB chunks makes two.
    const chunk = Buffer.alloc(64 * 1024, 7);
    const chunks = Array.from({ length: 90 }, (_, i) => (i === 89 ? Buffer.from([1, 2, 3]) : chunk));
    await storage.put('recordings/long.webm', Readable.from(chunks), { contentType: 'video/webm' });
    const file = await storage.get('recordings/long.webm');
    expect(file!.size).toBe(89 * 64 * 1024 + 3);
    // Buffer.equals: a deep toEqual over 5.8 million bytes takes minutes.
    expect((await readAll(file!.body)).equals(Buffer.concat(chunks))).toBe(true);
  }, 30_000);
});
