import { and, count, desc, eq } from 'drizzle-orm';
import type { ApiKeyInput } from '../../../domain/integrations/api-key-input';
import { API_KEY_LIMITS, API_KEY_MESSAGES } from '../../../domain/integrations/api-key-rules';
import type { ApiKeyView, CreatedApiKeyView } from '../../../domain/integrations/integration-view';
import { newApiKey } from '../../auth/api-key-hash';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { apiKeys } from '../../db/schema/integrations';
import { conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';

// issue 15 (Integrations): an expert's API keys. Revoking deletes the key, and with it the REST
// hooks it subscribed (the foreign key cascades).

type ApiKeyRow = typeof apiKeys.$inferSelect;

const view = (row: ApiKeyRow): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listApiKeys(db: Db, userId: string): Promise<ApiKeyView[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(view);
}

export async function createApiKey(db: Db, userId: string, input: ApiKeyInput): Promise<CreatedApiKeyView> {
  const { key, prefix, hash } = newApiKey();
  const row = await db.transaction(async (tx) => {
    // The expert's row is the lock: two creates at once count one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
    if ((held?.n ?? 0) >= API_KEY_LIMITS.keysPerExpert) throw conflict(API_KEY_MESSAGES.tooManyKeys);
    const [inserted] = await tx
      .insert(apiKeys)
      .values({ id: newId(), userId, name: input.name, prefix, keyHash: hash })
      .returning();
    return inserted!;
  });
  return { ...view(row), key };
}

export async function revokeApiKey(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  if (deleted.length === 0) throw notFound();
}
