import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionEventData } from '../../../domain/integrations/payloads';
import { WEBHOOK_MESSAGES } from '../../../domain/integrations/webhook-rules';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/integrations';
import { jobs } from '../../db/schema/jobs';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';
import { DELIVERY_ATTEMPTS } from './deliveries';

// issue 15 (ADR 038): outgoing webhooks — endpoints for chosen events, signed deliveries that a
// Standard Webhooks receiver verifies, retried with backoff, a delivery log and a Test button.

let t: TestApp;
let ada: TestClient;
let alan: TestClient;
let serviceId: string;
let receiver: WebhookReceiver;
const db = () => t.services.deps.database.db;

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startWebhookReceiver();
  const a = await setUpExpert(t, 'ada@example.com', 'ada');
  ada = a.expert;
  serviceId = await a.service({ title: 'Intro call', price: 0 });
  alan = (await setUpExpert(t, 'alan@example.com', 'alan')).expert;
}, 120_000);
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** What the receiver got since `from`, verified with the endpoint's secret, as parsed bodies. */
function verified(secret: string, from = 0) {
  return receiver.received
    .slice(from)
    .map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>));
}

/** Runs due jobs, and makes every queued delivery job due first (time passes). */
async function deliverAll() {
  await db().update(jobs).set({ runAt: t.services.deps.clock.now() }).where(eq(jobs.status, 'queued'));
  await t.services.worker.drain();
}

describe('webhook endpoints', () => {
  let endpointId: string;
  let secret: string;

  it("refuses bad input with the form's messages and adds nothing", async () => {
    for (const [body, message] of [
      [{ url: '', events: ['session.booked'] }, WEBHOOK_MESSAGES.url],
      [{ url: 'ftp://example.com/x', events: ['session.booked'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'not a url', events: ['session.booked'] }, WEBHOOK_MESSAGES.urlInvalid],
      [
        { url: `https://example.com/${'x'.repeat(2000)}`, events: ['session.booked'] },
        WEBHOOK_MESSAGES.urlTooLong,
      ],
      [{ url: 'https://example.com/hook', events: [] }, WEBHOOK_MESSAGES.events],
      [{ url: 'https://example.com/hook', events: ['session.exploded'] }, WEBHOOK_MESSAGES.event],
      [{ url: 'https://example.com/hook', events: 'session.booked' }, WEBHOOK_MESSAGES.events],
      [
        { url: 'https://example.com/hook', events: ['session.booked'], description: 'x'.repeat(101) },
        WEBHOOK_MESSAGES.descriptionTooLong,
      ],
    ] as const) {
      const res = await ada.request('POST', '/api/integrations/webhooks', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const malformed = await ada.request('POST', '/api/integrations/webhooks', undefined, { raw: '{"url":' });
    expect(malformed.status).toBe(400);
    expect(await db().select().from(webhookEndpoints)).toEqual([]);
  });

  it('adds an endpoint with its own secret, events in the catalogue order', async () => {
    const res = await ada.request('POST', '/api/integrations/webhooks', {
      url: receiver.url(),
      events: [
        'session.cancelled',
        'session.booked',
        'session.rescheduled',
        'client.created',
        'package.bought',
      ],
      description: ' CRM ',
    });
    expect(res.status).toBe(201);
    endpointId = res.body.id;
    secret = res.body.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(res.body).toEqual({
      id: endpointId,
      url: receiver.url(),
      description: 'CRM',
      events: [
        'session.booked',
        'session.rescheduled',
        'session.cancelled',
        'package.bought',
        'client.created',
      ],
      enabled: true,
      source: 'dashboard',
      apiKeyName: null,
      secret,
      createdAt: expect.any(String),
      lastDelivery: null,
    });
  });

  it("answers another expert's endpoint ids with 404", async () => {
    expect((await alan.request('GET', `/api/integrations/webhooks/${endpointId}/deliveries`)).status).toBe(
      404,
    );
    expect((await alan.request('POST', `/api/integrations/webhooks/${endpointId}/test`)).status).toBe(404);
    const edit = await alan.request('PUT', `/api/integrations/webhooks/${endpointId}`, {
      url: 'https://evil.example/steal',
      events: ['session.booked'],
    });
    expect(edit.status).toBe(404);
    expect((await alan.request('DELETE', `/api/integrations/webhooks/${endpointId}`)).status).toBe(404);
    expect((await alan.request('GET', '/api/integrations/webhooks')).body).toEqual({ endpoints: [] });
    const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(row!.url).toBe(receiver.url());
  });

  it('Test sends a signed webhook.test at once and logs it', async () => {
    const res = await ada.request('POST', `/api/integrations/webhooks/${endpointId}/test`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      responseStatus: 200,
      attempts: 1,
      error: null,
    });
    expect(verified(secret)).toEqual([
      {
        type: 'webhook.test',
        timestamp: expect.any(String),
        data: { message: 'This is a test event from Slotwise. Your endpoint received and accepted it.' },
      },
    ]);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(res.body.messageId);
    const list = await ada.request('GET', '/api/integrations/webhooks');
    expect(list.body.endpoints[0].lastDelivery).toEqual({
      status: 'delivered',
      responseStatus: 200,
      at: expect.any(String),
    });
  });

  it('Test says why it failed when the receiver refuses', async () => {
    receiver.answer = 503;
    const res = await ada.request('POST', `/api/integrations/webhooks/${endpointId}/test`);
    receiver.answer = 200;
    expect(res.body).toMatchObject({
      status: 'failed',
      responseStatus: 503,
      error: 'The receiver answered 503',
    });
    const down = await ada.request('POST', '/api/integrations/webhooks', {
      url: 'http://127.0.0.1:1/nobody',
      events: ['session.booked'],
      enabled: false,
    });
    const refused = await ada.request('POST', `/api/integrations/webhooks/${down.body.id}/test`);
    expect(refused.body).toMatchObject({
      status: 'failed',
      responseStatus: null,
      error: 'Could not connect: ECONNREFUSED',
    });
    expect((await ada.request('DELETE', `/api/integrations/webhooks/${down.body.id}`)).status).toBe(204);
  });
});

describe('events', () => {
  let secret: string;
  let endpointId: string;
  let token: string;

  beforeAll(async () => {
    const list = await ada.request('GET', '/api/integrations/webhooks');
    endpointId = list.body.endpoints[0].id;
    secret = list.body.endpoints[0].secret;
    receiver.received.length = 0;
  });

  it('a booking sends client.created and session.booked, signed, once each', async () => {
    const res = await t.client().request('POST', '/api/public/pages/ada/bookings', {
      serviceId,
      start: at('10:00'),
      client: client({ message: 'Hello' }),
    });
    expect(res.status).toBe(201);
    token = res.body.token;
    await deliverAll();
    await deliverAll();
    const bodies = verified(secret) as Array<{ type: string; data: Record<string, unknown> }>;
    expect(bodies.map((b) => b.type)).toEqual(['client.created', 'session.booked']);
    expect(bodies[0]!.data).toEqual({
      client: {
        id: expect.any(String),
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'Grace.Hopper@Example.com',
        phoneNumber: null,
        timezone: null,
        createdAt: expect.any(String),
      },
      source: 'booking',
    });
    expect(bodies[1]!.data).toEqual({
      session: {
        id: expect.any(String),
        type: 'personal',
        title: 'Intro call',
        start: at('10:00'),
        end: at('11:00'),
        serviceId,
        groupSessionId: null,
        seriesId: null,
      },
      booking: {
        id: expect.any(String),
        status: 'confirmed',
        payment: { amount: 0, currency: 'USD' },
        discountCode: null,
        bookedPackageId: null,
        message: 'Hello',
        manageUrl: expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/`)),
        createdAt: expect.any(String),
      },
      client: {
        id: expect.any(String),
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'Grace.Hopper@Example.com',
        phoneNumber: null,
        timezone: 'America/New_York',
      },
      expertTimezone: 'Europe/London',
      previous: null,
      cancellation: null,
    });
  });

  it('a reschedule and a cancellation follow, each once', async () => {
    const moved = await t
      .client()
      .request('POST', `/api/public/bookings/${token}/reschedule`, { start: at('14:00'), message: null });
    expect(moved.status).toBe(200);
    const cancelled = await t
      .client()
      .request('POST', `/api/public/bookings/${token}/cancel`, { message: 'Sorry, something came up' });
    expect(cancelled.status).toBe(200);
    await deliverAll();
    await deliverAll();
    const bodies = verified(secret, 2) as Array<{ type: string; data: SessionEventData }>;
    expect(bodies.map((b) => b.type)).toEqual(['session.rescheduled', 'session.cancelled']);
    expect(bodies[0]!.data.session.start).toBe(at('14:00'));
    expect(bodies[0]!.data.previous).toEqual({ start: at('10:00'), end: at('11:00') });
    expect(bodies[1]!.data.booking.status).toBe('cancelled');
    expect(bodies[1]!.data.cancellation).toEqual({ by: 'client', message: 'Sorry, something came up' });
    // The delivery log: newest first, each delivered with the receiver's status.
    const log = await ada.request('GET', `/api/integrations/webhooks/${endpointId}/deliveries`);
    expect(
      log.body.deliveries.map((d: { event: string; status: string; responseStatus: number }) => [
        d.event,
        d.status,
        d.responseStatus,
      ]),
    ).toEqual([
      ['session.cancelled', 'delivered', 200],
      ['session.rescheduled', 'delivered', 200],
      ['session.booked', 'delivered', 200],
      ['client.created', 'delivered', 200],
      ['webhook.test', 'failed', 503],
      ['webhook.test', 'delivered', 200],
    ]);
  });

  it('an endpoint turned off or not listening receives nothing', async () => {
    const edit = await ada.request('PUT', `/api/integrations/webhooks/${endpointId}`, {
      url: receiver.url(),
      events: ['package.bought'],
      description: null,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.events).toEqual(['package.bought']);
    const before = receiver.received.length;
    const res = await t.client().request('POST', '/api/public/pages/ada/bookings', {
      serviceId,
      start: at('16:00'),
      client: client({ email: 'alan@example.net', firstName: 'Alan' }),
    });
    expect(res.status).toBe(201);
    await deliverAll();
    expect(receiver.received.length).toBe(before);
    await ada.request('PUT', `/api/integrations/webhooks/${endpointId}`, {
      url: receiver.url(),
      events: ['client.created'],
      enabled: false,
    });
    expect(
      (
        await ada.request('POST', '/api/clients', {
          firstName: 'Edsger',
          lastName: 'Dijkstra',
          email: 'ed@example.com',
        })
      ).status,
    ).toBe(201);
    await deliverAll();
    expect(receiver.received.length).toBe(before);
  });
});

describe('retries', () => {
  it('retries a refused delivery with backoff, keeps the webhook-id, then marks it failed; Retry sends it again', async () => {
    const made = await ada.request('POST', '/api/integrations/webhooks', {
      url: receiver.url('/flaky'),
      events: ['client.created'],
    });
    const endpointId = made.body.id;
    receiver.answer = 500;
    const from = receiver.received.length;
    expect(
      (
        await ada.request('POST', '/api/clients', {
          firstName: 'Barbara',
          lastName: 'Liskov',
          email: 'bl@example.com',
        })
      ).status,
    ).toBe(201);
    await t.services.worker.drain();
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
    for (let i = 1; i < DELIVERY_ATTEMPTS; i++) await deliverAll();
    [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: DELIVERY_ATTEMPTS,
      responseStatus: 500,
      nextAttemptAt: null,
    });
    const tries = receiver.received.slice(from);
    expect(tries).toHaveLength(DELIVERY_ATTEMPTS);
    expect(new Set(tries.map((r) => r.headers['webhook-id']))).toEqual(new Set([row!.messageId]));

    receiver.answer = 200;
    const retried = await ada.request(
      'POST',
      `/api/integrations/webhooks/${endpointId}/deliveries/${row!.id}/retry`,
    );
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      status: 'delivered',
      attempts: DELIVERY_ATTEMPTS + 1,
      responseStatus: 200,
    });
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(row!.messageId);
    // Another expert's delivery, or a made-up one, is not found.
    expect(
      (await alan.request('POST', `/api/integrations/webhooks/${endpointId}/deliveries/${row!.id}/retry`))
        .status,
    ).toBe(404);
    expect(
      (await ada.request('POST', `/api/integrations/webhooks/${endpointId}/deliveries/nope/retry`)).status,
    ).toBe(404);
  });

  it('refuses a retry while the delivery is still being retried', async () => {
    const [endpoint] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.url, receiver.url('/flaky')));
    receiver.answer = 500;
    expect(
      (
        await ada.request('POST', '/api/clients', {
          firstName: 'Frances',
          lastName: 'Allen',
          email: 'fa@example.com',
        })
      ).status,
    ).toBe(201);
    await t.services.worker.drain();
    const rows = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
    expect(rows).toHaveLength(1);
    const res = await ada.request(
      'POST',
      `/api/integrations/webhooks/${endpoint!.id}/deliveries/${rows[0]!.id}/retry`,
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'This delivery is still being retried. Wait for it to finish or fail.',
    );
    receiver.answer = 200;
    // Deleting the endpoint stops its deliveries: the job finds nothing to send.
    expect((await ada.request('DELETE', `/api/integrations/webhooks/${endpoint!.id}`)).status).toBe(204);
    const before = receiver.received.length;
    await deliverAll();
    expect(receiver.received.length).toBe(before);
  });

  it('allows at most 10 endpoints', async () => {
    const existing = (await ada.request('GET', '/api/integrations/webhooks')).body.endpoints.length;
    const results = await Promise.all(
      Array.from({ length: 12 - existing }, () =>
        ada.request('POST', '/api/integrations/webhooks', {
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
