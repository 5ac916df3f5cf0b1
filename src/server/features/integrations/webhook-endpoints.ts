import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { WebhookEvent } from '../../../domain/integrations/events';
import type { WebhookEndpointView } from '../../../domain/integrations/integration-view';
import type { WebhookEndpointValues } from '../../../domain/integrations/webhook-input';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '../../../domain/integrations/webhook-rules';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { apiKeys, webhookDeliveries, webhookEndpoints } from '../../db/schema/integrations';
import { conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { newWebhookSecret } from './signing';

// issue 15 (Integrations, ADR 038): an expert's webhook endpoints — added on the dashboard, or
// subscribed as REST hooks by an automation platform with an API key.

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
type Source = EndpointRow['source'];

async function views(db: DbOrTx, rows: EndpointRow[]): Promise<WebhookEndpointView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [latest, keys] = await Promise.all([
    db
      .selectDistinctOn([webhookDeliveries.endpointId], {
        endpointId: webhookDeliveries.endpointId,
        status: webhookDeliveries.status,
        responseStatus: webhookDeliveries.responseStatus,
        createdAt: webhookDeliveries.createdAt,
        lastAttemptAt: webhookDeliveries.lastAttemptAt,
      })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.endpointId, ids))
      .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)),
    db
      .select({ id: apiKeys.id, name: apiKeys.name })
      .from(apiKeys)
      .where(
        inArray(
          apiKeys.id,
          rows.flatMap((row) => (row.apiKeyId ? [row.apiKeyId] : [])),
        ),
      ),
  ]);
  const lastBy = new Map(latest.map((row) => [row.endpointId, row]));
  const keyName = new Map(keys.map((key) => [key.id, key.name]));
  return rows.map((row) => {
    const last = lastBy.get(row.id);
    return {
      id: row.id,
      url: row.url,
      description: row.description,
      events: row.events as WebhookEvent[],
      enabled: row.enabled,
      source: row.source,
      apiKeyName: row.apiKeyId ? (keyName.get(row.apiKeyId) ?? null) : null,
      secret: row.secret,
      createdAt: row.createdAt.toISOString(),
      lastDelivery: last
        ? {
            status: last.status,
            responseStatus: last.responseStatus,
            at: (last.lastAttemptAt ?? last.createdAt).toISOString(),
          }
        : null,
    };
  });
}

export async function listEndpoints(db: Db, userId: string): Promise<WebhookEndpointView[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return views(db, rows);
}

/** The expert's endpoint, or 404 (another expert's is simply not there). */
export async function findEndpoint(db: DbOrTx, userId: string, id: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

export async function endpointView(db: DbOrTx, row: EndpointRow): Promise<WebhookEndpointView> {
  const [view] = await views(db, [row]);
  return view!;
}

const LIMITS: Record<Source, { max: number; message: string }> = {
  dashboard: { max: WEBHOOK_LIMITS.endpointsPerExpert, message: WEBHOOK_MESSAGES.tooManyEndpoints },
  'rest-hook': { max: WEBHOOK_LIMITS.subscriptionsPerExpert, message: WEBHOOK_MESSAGES.tooManySubscriptions },
};

/** Adds an endpoint within the limit of its source; the expert's row serialises concurrent adds. */
export async function insertEndpoint(
  db: Db,
  userId: string,
  values: Pick<EndpointRow, 'url' | 'description' | 'events' | 'enabled' | 'source' | 'apiKeyId'>,
): Promise<EndpointRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.source, values.source)));
    const limit = LIMITS[values.source];
    if ((held?.n ?? 0) >= limit.max) throw conflict(limit.message);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ id: newId(), userId, secret: newWebhookSecret(), ...values })
      .returning();
    return row!;
  });
}

export async function updateEndpoint(
  db: Db,
  userId: string,
  id: string,
  values: WebhookEndpointValues,
): Promise<EndpointRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** Deletes the expert's endpoint (and its delivery log); `source` narrows to REST hooks for unsubscribe. */
export async function deleteEndpoint(
  db: Db,
  userId: string,
  id: string,
  only?: { source: Source; apiKeyId?: string },
): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.userId, userId),
        only ? eq(webhookEndpoints.source, only.source) : undefined,
        only?.apiKeyId ? eq(webhookEndpoints.apiKeyId, only.apiKeyId) : undefined,
      ),
    )
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound(WEBHOOK_MESSAGES.notFound);
}
