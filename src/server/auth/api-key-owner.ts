import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema/integrations';
import { hashApiKey } from './api-key-hash';

// issue 15, ADR 038: an API key sent as a bearer token names its expert.

/** Last use is written at most once a minute per key: a busy integration does not write on every call. */
const LAST_USE_GRANULARITY_MS = 60_000;

/** The key's expert, or undefined for a key that is unknown or revoked. */
export async function findApiKeyOwner(
  db: Db,
  key: string,
  now: Date,
): Promise<{ keyId: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  if (!row) return undefined;
  const stale = new Date(now.getTime() - LAST_USE_GRANULARITY_MS);
  // Written only when stale: most calls of a busy key read and go on, without a write.
  if (row.lastUsedAt && row.lastUsedAt >= stale) return { keyId: row.id, userId: row.userId };
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  return { keyId: row.id, userId: row.userId };
}
