import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadSecrets } from './secrets';

const dirs: string[] = [];
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-secrets-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadSecrets', () => {
  it('generates missing secrets on first start and keeps them in the data directory', () => {
    const dir = dataDir();
    const first = loadSecrets(loadConfig({ DATA_DIR: dir }));
    expect(first.authSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.linkSigningKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.authSecret).not.toBe(first.linkSigningKey);
    expect(Buffer.from(first.credentialsKey, 'base64')).toHaveLength(32);
    expect(loadSecrets(loadConfig({ DATA_DIR: dir }))).toEqual(first);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('prefers configured secrets and writes nothing when all are configured', () => {
    const dir = dataDir();
    const authSecret = 'a'.repeat(32);
    const linkSigningKey = 'b'.repeat(32);
    const credentialsKey = Buffer.alloc(32, 7).toString('base64');
    const secrets = loadSecrets(
      loadConfig({
        DATA_DIR: dir,
        AUTH_SECRET: authSecret,
        LINK_SIGNING_KEY: linkSigningKey,
        CREDENTIALS_KEY: credentialsKey,
      }),
    );
    expect(secrets).toEqual({ authSecret, linkSigningKey, credentialsKey });
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });
});

describe('loadConfig', () => {
  it('has working defaults for a local install', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      workers: true,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('refuses invalid settings with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty', AUTH_SECRET: 'short' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}AUTH_SECRET: /,
    );
  });
});
