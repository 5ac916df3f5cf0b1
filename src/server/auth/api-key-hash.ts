import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '../../domain/integrations/api-key-rules';

// issue 15, ADR 038: API keys are kept as hashes.

/** A new API key: shown once; the server keeps its hash and the prefix the list shows. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_SHOWN_CHARS), hash: hashApiKey(key) };
}

/** 32 random bytes need no slow hash: SHA-256 cannot be searched backwards from the database. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
