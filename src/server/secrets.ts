import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

export type Secrets = {
  authSecret: string;
  linkSigningKey: string;
  /** 32 bytes, base64: encrypts calendar credentials at rest (issue 16, ADR 039). */
  credentialsKey: string;
};

const generators: { [K in keyof Secrets]: () => string } = {
  authSecret: () => randomBytes(32).toString('base64url'),
  linkSigningKey: () => randomBytes(32).toString('base64url'),
  credentialsKey: () => randomBytes(32).toString('base64'),
};

// spec (issue 2): secrets that are not configured are generated on first start and kept in
// the data directory, so `npm install && npm start` needs no set-up. Configured values win.
// Production must configure CREDENTIALS_KEY (config.ts): several servers share one.
export function loadSecrets(config: Config): Secrets {
  const configured: Partial<Secrets> = {
    ...(config.authSecret ? { authSecret: config.authSecret } : {}),
    ...(config.linkSigningKey ? { linkSigningKey: config.linkSigningKey } : {}),
    ...(config.credentialsKey ? { credentialsKey: config.credentialsKey } : {}),
  };
  const names = Object.keys(generators) as Array<keyof Secrets>;
  if (names.every((name) => configured[name])) return configured as Secrets;
  const file = path.join(config.dataDir, 'secrets.json');
  const stored: Partial<Secrets> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const kept = Object.fromEntries(names.map((name) => [name, stored[name] ?? generators[name]()])) as Secrets;
  if (names.some((name) => !stored[name])) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return { ...kept, ...configured };
}
