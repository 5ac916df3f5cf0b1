import { and, desc, eq, ne } from 'drizzle-orm';
import { type DeliveredEvent, TEST_EVENT } from '../../../domain/integrations/events';
import type { WebhookDeliveryView } from '../../../domain/integrations/integration-view';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '../../../domain/integrations/webhook-rules';
import type { Db, DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/integrations';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { enqueueJob, retryDelayMs } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { DeliveryError, postJson } from './http-post';
import { signatureHeaders } from './signing';
import { findEndpoint } from './webhook-endpoints';

// issue 15 (Integrations, ADR 038): one event to one endpoint. The row is written in the
// transaction of the change that caused it, with its job; the job POSTs it signed, retries with
// the queue's backoff (10 s, 20 s, 40 s … ten tries in about 85 minutes) and the row keeps the
// latest attempt for the delivery log. A retry carries the same webhook-id, so a receiver that
// drops ids it has seen gets each event once even when a worker dies mid-send.

export const DELIVER_WEBHOOK_JOB = 'webhook.deliver';
export const DELIVERY_ATTEMPTS = 10;

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type DeliverDeps = Pick<AppDeps, 'config'> & { db: Db };

export function deliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    endpointId: row.endpointId,
    messageId: row.messageId,
    event: row.event as DeliveredEvent,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    payload: row.payload,
  };
}

/**
 * Queues one delivery of `payload` to the endpoint, inside the caller's transaction. With an
 * idempotency key, queueing the same event again adds nothing.
 */
export async function queueDelivery(
  tx: DbOrTx,
  endpointId: string,
  event: DeliveredEvent,
  payload: unknown,
  now: Date,
  idempotencyKey?: string,
): Promise<boolean> {
  const id = newId();
  const inserted = await tx
    .insert(webhookDeliveries)
    .values({
      id,
      endpointId,
      messageId: `msg_${id}`,
      event,
      payload,
      idempotencyKey: idempotencyKey ?? null,
      nextAttemptAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  if (inserted.length === 0) return false;
  await enqueueJob(
    tx,
    DELIVER_WEBHOOK_JOB,
    { deliveryId: id },
    { runAt: now, maxAttempts: DELIVERY_ATTEMPTS },
  );
  return true;
}

type Attempt = { final: boolean; attempt: number };

/** One POST of the delivery, its outcome written to the row, which it answers. */
async function attempt(deps: DeliverDeps, id: string, now: Date, plan: Attempt): Promise<DeliveryRow> {
  const [found] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  if (!found) throw new DeliveryError('The endpoint was deleted');
  const { delivery, endpoint } = found;
  const body = JSON.stringify(delivery.payload);
  const started = performance.now();
  let responseStatus: number | null = null;
  let error: string | null = null;
  try {
    if (!endpoint.enabled && delivery.event !== TEST_EVENT)
      throw new DeliveryError('The endpoint is turned off');
    responseStatus = await postJson(
      endpoint.url,
      body,
      signatureHeaders(endpoint.secret, delivery.messageId, now, body),
      {
        allowPrivateNetworks: deps.config.webhooks.allowPrivateNetworks,
      },
    );
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
    responseStatus = caught instanceof DeliveryError ? caught.responseStatus : null;
  }
  const durationMs = Math.round(performance.now() - started);
  const [row] = await deps.db
    .update(webhookDeliveries)
    .set({
      status: error === null ? 'delivered' : plan.final ? 'failed' : 'pending',
      attempts: plan.attempt,
      responseStatus,
      error,
      durationMs,
      lastAttemptAt: now,
      nextAttemptAt:
        error === null || plan.final ? null : new Date(now.getTime() + retryDelayMs(plan.attempt)),
    })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row!;
}

/** The job: one attempt per run; the queue retries a failure with backoff. */
export function deliverWebhookJob(deps: DeliverDeps): JobHandler {
  return async (job, now) => {
    const id = String(job.payload.deliveryId ?? '');
    const [row] = await deps.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, id));
    // Delivered already (a worker died between the POST and finishing its job), or deleted.
    if (row?.status !== 'pending') return;
    const done = await attempt(deps, id, now, {
      final: job.attempts >= job.maxAttempts,
      attempt: job.attempts,
    });
    // Not arrived: the queue tries again with backoff (the row already says when and why).
    if (done.status !== 'delivered')
      throw new DeliveryError(done.error ?? 'Not delivered', done.responseStatus);
  };
}

export async function listDeliveries(
  db: Db,
  userId: string,
  endpointId: string,
): Promise<WebhookDeliveryView[]> {
  await findEndpoint(db, userId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LIMITS.logEntries);
  return rows.map(deliveryView);
}

const TEST_MESSAGE = 'This is a test event from Slotwise. Your endpoint received and accepted it.';

/** The Test button: a webhook.test event sent at once, kept in the log like any other. */
export async function sendTest(deps: DeliverDeps, userId: string, endpointId: string, now: Date) {
  await findEndpoint(deps.db, userId, endpointId);
  const id = newId();
  await deps.db.insert(webhookDeliveries).values({
    id,
    endpointId,
    messageId: `msg_${id}`,
    event: TEST_EVENT,
    payload: { type: TEST_EVENT, timestamp: now.toISOString(), data: { message: TEST_MESSAGE } },
  });
  return sendNow(deps, id, now, 0);
}

export const RETRY_MESSAGES = {
  pending: 'This delivery is still being retried. Wait for it to finish or fail.',
} as const;

/** Retry on a finished delivery: one more attempt at once, with the same webhook-id. */
export async function retryDelivery(
  deps: DeliverDeps,
  userId: string,
  endpointId: string,
  id: string,
  now: Date,
) {
  await findEndpoint(deps.db, userId, endpointId);
  const [row] = await deps.db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  // Taken atomically: two clicks at once send once; the other answers 409.
  const [claimed] = await deps.db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, id), ne(webhookDeliveries.status, 'pending')))
    .returning({ attempts: webhookDeliveries.attempts });
  if (!claimed) throw conflict(RETRY_MESSAGES.pending);
  return sendNow(deps, id, now, claimed.attempts);
}

async function sendNow(deps: DeliverDeps, id: string, now: Date, attemptsSoFar: number) {
  return deliveryView(await attempt(deps, id, now, { final: true, attempt: attemptsSoFar + 1 }));
}
