import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

export type Secrets = { authSecret: string; linkSigningKey: string };

// spec (issue 2): secrets that are not configured are generated on first start and kept in
// the data directory, so `npm install && npm start` needs no set-up. Configured values win.
export function loadSecrets(config: Config): Secrets {
  if (config.authSecret && config.linkSigningKey) {
    return { authSecret: config.authSecret, linkSigningKey: config.linkSigningKey };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  const stored: Partial<Secrets> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const kept: Secrets = {
    authSecret: stored.authSecret ?? randomBytes(32).toString('base64url'),
    linkSigningKey: stored.linkSigningKey ?? randomBytes(32).toString('base64url'),
  };
  if (!stored.authSecret || !stored.linkSigningKey) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    authSecret: config.authSecret ?? kept.authSecret,
    linkSigningKey: config.linkSigningKey ?? kept.linkSigningKey,
  };
}
