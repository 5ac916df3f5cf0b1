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
    .select({ id: apiKeys.id, userId: apiKeys.userId })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  if (!row) return undefined;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, row.id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USE_GRANULARITY_MS)),
        ),
      ),
    );
  return { keyId: row.id, userId: row.userId };
}
