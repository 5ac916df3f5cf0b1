import type { Config } from '../../config';
import type { Secrets } from '../../secrets';
import type { FileStorage } from './adapter';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';

// The one place configuration picks the storage adapter (ADR 027). Local disk is real storage and
// allowed in production; several processes then need one shared disk, or S3.
export function createStorageFromConfig(config: Config, secrets: Secrets): FileStorage {
  const storage = config.storage;
  if (storage.kind === 's3') return createS3Storage(storage);
  return createLocalDiskStorage({
    root: storage.dir,
    publicUrl: config.publicUrl,
    signingKey: secrets.linkSigningKey,
  });
}
