import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStorageFromConfig } from './from-config';

const secrets = { authSecret: 'a'.repeat(32), linkSigningKey: 'k'.repeat(32), credentialsKey: '' };

describe('file storage configuration', () => {
  it('keeps files on local disk under DATA_DIR/files by default', async () => {
    const config = loadConfig({ DATA_DIR: '/srv/slotwise' });
    expect(config.storage).toEqual({ kind: 'local-disk', dir: '/srv/slotwise/files' });
    expect((await createStorageFromConfig(config, secrets)).kind).toBe('local-disk');
    expect(loadConfig({ STORAGE_DIR: 'uploads' }).storage).toEqual({
      kind: 'local-disk',
      dir: path.resolve('uploads'),
    });
  });

  it('uses S3 with the endpoint, region, path style and keys it is given', async () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'slotwise-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'slotwise-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    const storage = await createStorageFromConfig(config, secrets);
    expect(storage.kind).toBe('s3');
    const url = new URL(await storage.downloadUrl('photos/a.png', { expiresInSeconds: 60 }));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9000/slotwise-files/photos/a.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    await storage.close();
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b-files' }).storage).toMatchObject({
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses S3 without a bucket, or with half a key pair, at start', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      'Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3',
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'Invalid configuration:\n  S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    );
    expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow(/Invalid configuration:\n {2}STORAGE: /);
  });
});
