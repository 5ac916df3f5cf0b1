import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { CalendarCredentials } from './port';

// Provider credentials at rest (issue 16, ADR 039): refresh tokens and Apple app-specific
// passwords are kept in connected_accounts.credentials as AES-256-GCM ciphertext — a fresh
// random 96-bit IV per write, the 128-bit tag checked on read. `v` names the format and `kid`
// the key, so a new key can be added later while rows written with the old one are still read.

export type EncryptedCredentials = { v: 'v1'; kid: string; iv: string; data: string; tag: string };

export type CredentialsKeyring = {
  /** The key new writes use. */
  current: { id: string; key: Buffer };
  /** Older keys still read (rotation), by id. */
  previous: ReadonlyMap<string, Buffer>;
};

/** Refused ciphertext: tampered, another key, or not ours. The message names no secret. */
export class CredentialsDecryptError extends Error {
  override readonly name = 'CredentialsDecryptError';
}

/** A key's id: the first 8 hex digits of its SHA-256, so the key itself is never stored. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** The keyring from CREDENTIALS_KEY (32 bytes, base64) and any older keys still to be read. */
export function credentialsKeyring(
  currentBase64: string,
  previousBase64: readonly string[] = [],
): CredentialsKeyring {
  const decode = (value: string) => {
    const key = Buffer.from(value, 'base64');
    if (key.length !== 32) throw new Error('A credentials key must be 32 bytes (base64)');
    return key;
  };
  const key = decode(currentBase64);
  const previous = new Map(previousBase64.map((value) => [keyId(decode(value)), decode(value)]));
  return { current: { id: keyId(key), key }, previous };
}

export function encryptCredentials(
  keyring: CredentialsKeyring,
  value: CalendarCredentials,
): EncryptedCredentials {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  // The key id and version are bound to the ciphertext: a row cannot be relabelled.
  cipher.setAAD(Buffer.from(`v1:${keyring.current.id}`));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    v: 'v1',
    kid: keyring.current.id,
    iv: iv.toString('base64'),
    data: data.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

export function decryptCredentials(keyring: CredentialsKeyring, stored: unknown): CalendarCredentials {
  const row = stored as Partial<EncryptedCredentials> | null;
  if (row?.v !== 'v1' || !row.kid || !row.iv || !row.data || !row.tag) {
    throw new CredentialsDecryptError('Stored calendar credentials are not in a known format');
  }
  const key = row.kid === keyring.current.id ? keyring.current.key : keyring.previous.get(row.kid);
  if (!key)
    throw new CredentialsDecryptError('Stored calendar credentials were encrypted with an unknown key');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(row.iv, 'base64'));
    decipher.setAAD(Buffer.from(`v1:${row.kid}`));
    decipher.setAuthTag(Buffer.from(row.tag, 'base64'));
    const plain = Buffer.concat([decipher.update(Buffer.from(row.data, 'base64')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as CalendarCredentials;
  } catch {
    throw new CredentialsDecryptError('Stored calendar credentials could not be decrypted');
  }
}
