import type { Config } from '../../config';
import type { Secrets } from '../../secrets';
import type { FileStorage } from './adapter';
import { createLocalDiskStorage } from './local-disk';

// The one place configuration picks the storage adapter (ADR 027). Local disk is real storage and
// allowed in production; several processes then need one shared disk, or S3. The AWS SDK is
// loaded only when S3 is chosen: a local install's start-up never evaluates it (ADR 009).
export async function createStorageFromConfig(config: Config, secrets: Secrets): Promise<FileStorage> {
  const storage = config.storage;
  if (storage.kind === 's3') return (await import('./s3')).createS3Storage(storage);
  return createLocalDiskStorage({
    root: storage.dir,
    publicUrl: config.publicUrl,
    signingKey: secrets.linkSigningKey,
  });
}
