import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../../domain/integrations/webhook-rules';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/integrations';
import { DELIVERY_ATTEMPTS } from './deliveries';
import { deliverAll, webhookWorld } from './webhook-testing';

// issue 15 (ADR 038): a delivery the receiver refuses is retried with backoff under the same
// webhook-id, then marked failed; Retry sends a finished one again; 10 endpoints at most.

const world = webhookWorld();
const db = () => world.t.services.deps.database.db;

describe('retries', () => {
  it('retries a refused delivery with backoff, keeps the webhook-id, then marks it failed; Retry sends it again', async () => {
    const made = await world.ada.request('POST', '/api/integrations/webhooks', {
      url: world.receiver.url('/flaky'),
      events: ['client.created'],
    });
    const endpointId = made.body.id;
    world.receiver.answer = 500;
    const from = world.receiver.received.length;
    expect(
      (
        await world.ada.request('POST', '/api/clients', {
          firstName: 'Barbara',
          lastName: 'Liskov',
          email: 'bl@example.com',
        })
      ).status,
    ).toBe(201);
    await world.t.services.worker.drain();
    let [row] = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      error: 'The receiver answered 500',
    });
    // The next try waits 10 s (the queue's backoff).
    expect(row!.nextAttemptAt!.getTime() - row!.lastAttemptAt!.getTime()).toBe(10_000);
    for (let i = 1; i < DELIVERY_ATTEMPTS; i++) await deliverAll(world.t);
    [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: DELIVERY_ATTEMPTS,
      responseStatus: 500,
      nextAttemptAt: null,
    });
    const tries = world.receiver.received.slice(from);
    expect(tries).toHaveLength(DELIVERY_ATTEMPTS);
    expect(new Set(tries.map((r) => r.headers['webhook-id']))).toEqual(new Set([row!.messageId]));

    world.receiver.answer = 200;
    const retried = await world.ada.request(
      'POST',
      `/api/integrations/webhooks/${endpointId}/deliveries/${row!.id}/retry`,
    );
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      status: 'delivered',
      attempts: DELIVERY_ATTEMPTS + 1,
      responseStatus: 200,
    });
    expect(world.receiver.received.at(-1)!.headers['webhook-id']).toBe(row!.messageId);
    // Another expert's delivery, or a made-up one, is not found.
    expect(
      (
        await world.alan.request(
          'POST',
          `/api/integrations/webhooks/${endpointId}/deliveries/${row!.id}/retry`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await world.ada.request('POST', `/api/integrations/webhooks/${endpointId}/deliveries/nope/retry`))
        .status,
    ).toBe(404);
  });

  it('refuses a retry while the delivery is still being retried', async () => {
    const [endpoint] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.url, world.receiver.url('/flaky')));
    world.receiver.answer = 500;
    expect(
      (
        await world.ada.request('POST', '/api/clients', {
          firstName: 'Frances',
          lastName: 'Allen',
          email: 'fa@example.com',
        })
      ).status,
    ).toBe(201);
    await world.t.services.worker.drain();
    const rows = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
    expect(rows).toHaveLength(1);
    const res = await world.ada.request(
      'POST',
      `/api/integrations/webhooks/${endpoint!.id}/deliveries/${rows[0]!.id}/retry`,
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'This delivery is still being retried. Wait for it to finish or fail.',
    );
    world.receiver.answer = 200;
    // Deleting the endpoint stops its deliveries: the job finds nothing to send.
    expect((await world.ada.request('DELETE', `/api/integrations/webhooks/${endpoint!.id}`)).status).toBe(
      204,
    );
    const before = world.receiver.received.length;
    await deliverAll(world.t);
    expect(world.receiver.received.length).toBe(before);
  });

  it('allows at most 10 endpoints', async () => {
    const existing = (await world.ada.request('GET', '/api/integrations/webhooks')).body.endpoints.length;
    const results = await Promise.all(
      Array.from({ length: 12 - existing }, () =>
        world.ada.request('POST', '/api/integrations/webhooks', {
          url: 'https://example.com/hook',
          events: ['session.booked'],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10 - existing);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.message)).toEqual([
      WEBHOOK_MESSAGES.tooManyEndpoints,
      WEBHOOK_MESSAGES.tooManyEndpoints,
    ]);
  });
});
