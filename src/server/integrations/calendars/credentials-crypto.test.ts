import { describe, expect, it } from 'vitest';
import {
  CredentialsDecryptError,
  credentialsKeyring,
  decryptCredentials,
  encryptCredentials,
  keyId,
} from './credentials-crypto';

const keyA = Buffer.alloc(32, 1).toString('base64');
const keyB = Buffer.alloc(32, 2).toString('base64');
const credentials = {
  serverUrl: 'https://caldav.icloud.com',
  username: 'ada@example.com',
  password: 'abcd-efgh',
};

describe('calendar credentials at rest', () => {
  it('round-trips, with a fresh IV each time and nothing in clear', () => {
    const ring = credentialsKeyring(keyA);
    const first = encryptCredentials(ring, credentials);
    const second = encryptCredentials(ring, credentials);
    expect(first.v).toBe('v1');
    expect(first.kid).toBe(keyId(Buffer.alloc(32, 1)));
    expect(first.iv).not.toBe(second.iv);
    expect(JSON.stringify(first)).not.toContain('abcd-efgh');
    expect(decryptCredentials(ring, first)).toEqual(credentials);
    expect(decryptCredentials(ring, second)).toEqual(credentials);
  });

  it('refuses tampered ciphertext, tag or key id', () => {
    const ring = credentialsKeyring(keyA);
    const stored = encryptCredentials(ring, credentials);
    const flipped = Buffer.from(stored.data, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptCredentials(ring, { ...stored, data: flipped.toString('base64') })).toThrow(
      new CredentialsDecryptError('Stored calendar credentials could not be decrypted'),
    );
    expect(() => decryptCredentials(ring, { ...stored, tag: Buffer.alloc(16).toString('base64') })).toThrow(
      'Stored calendar credentials could not be decrypted',
    );
    expect(() => decryptCredentials(ring, { ...stored, v: 'v2' })).toThrow(
      'Stored calendar credentials are not in a known format',
    );
    expect(() => decryptCredentials(ring, { password: 'clear' })).toThrow(CredentialsDecryptError);
  });

  it('refuses another key, and reads an older key kept for rotation', () => {
    const stored = encryptCredentials(credentialsKeyring(keyA), credentials);
    expect(() => decryptCredentials(credentialsKeyring(keyB), stored)).toThrow(
      'Stored calendar credentials were encrypted with an unknown key',
    );
    // Same id, other key bytes: the GCM tag refuses it.
    const forged = credentialsKeyring(keyB);
    const sameId = { current: { id: stored.kid, key: forged.current.key }, previous: new Map() };
    expect(() => decryptCredentials(sameId, stored)).toThrow(
      'Stored calendar credentials could not be decrypted',
    );
    const rotated = credentialsKeyring(keyB, [keyA]);
    expect(decryptCredentials(rotated, stored)).toEqual(credentials);
    expect(encryptCredentials(rotated, credentials).kid).toBe(keyId(Buffer.alloc(32, 2)));
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => credentialsKeyring(Buffer.alloc(16).toString('base64'))).toThrow(
      'A credentials key must be 32 bytes (base64)',
    );
  });
});
