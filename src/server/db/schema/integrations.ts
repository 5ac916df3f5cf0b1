import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, WEBHOOK_SOURCES } from '../../../domain/integrations/events';
import { users } from './auth';
import { createdAt, instant } from './columns';

// issue 15 (Integrations, ADR 038): an expert's API keys, webhook endpoints (added on the
// dashboard or subscribed as REST hooks with a key) and every delivery made to them.

// The key itself is never stored: its SHA-256 (keys are 32 random bytes, so a fast hash is safe)
// finds it, and `prefix` is what the list shows.
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.keyHash), index('api_keys_user_id_idx').on(t.userId)],
);

export const webhookSource = pgEnum('webhook_source', WEBHOOK_SOURCES);
export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', DELIVERY_STATUSES);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    // Event names (domain/integrations/events.ts), in the catalogue's order.
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    source: webhookSource('source').notNull(),
    // A REST hook goes with the key that subscribed it.
    apiKeyId: text('api_key_id').references(() => apiKeys.id, { onDelete: 'cascade' }),
    // whsec_<base64>: the HMAC key the receiver verifies with. Kept readable: we sign with it.
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_user_id_idx').on(t.userId)],
);

// One event sent to one endpoint. Its job (webhook.deliver) retries with backoff; the row keeps
// the latest attempt's outcome for the delivery log.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    // The webhook-id header: one per event and endpoint, the same on every retry.
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    status: webhookDeliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    // Set for an event that may be announced again (a replayed job): the first delivery stands.
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    lastAttemptAt: instant('last_attempt_at'),
    nextAttemptAt: instant('next_attempt_at'),
  },
  (t) => [
    index('webhook_deliveries_endpoint_id_created_at_idx').on(t.endpointId, t.createdAt),
    uniqueIndex('webhook_deliveries_idempotency_key_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);
