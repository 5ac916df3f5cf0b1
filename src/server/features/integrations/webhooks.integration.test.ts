import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionEventData } from '../../../domain/integrations/payloads';
import { WEBHOOK_MESSAGES } from '../../../domain/integrations/webhook-rules';
import { webhookEndpoints } from '../../db/schema/integrations';
import { TEST_PUBLIC_URL } from '../../testing/test-app';
import { at, client } from '../public-booking/booking-test-setup';
import { deliverAll, verified, webhookWorld } from './webhook-testing';

// issue 15 (ADR 038): outgoing webhooks — endpoints for chosen events, signed deliveries that a
// Standard Webhooks receiver verifies, a delivery log and a Test button. Retries: webhook-retries.

const world = webhookWorld();
const db = () => world.t.services.deps.database.db;
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
      const res = await world.ada.request('POST', '/api/integrations/webhooks', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const malformed = await world.ada.request('POST', '/api/integrations/webhooks', undefined, {
      raw: '{"url":',
    });
    expect(malformed.status).toBe(400);
    expect(await db().select().from(webhookEndpoints)).toEqual([]);
  });

  it('adds an endpoint with its own secret, events in the catalogue order', async () => {
    const res = await world.ada.request('POST', '/api/integrations/webhooks', {
      url: world.receiver.url(),
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
      url: world.receiver.url(),
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
    expect(
      (await world.alan.request('GET', `/api/integrations/webhooks/${endpointId}/deliveries`)).status,
    ).toBe(404);
    expect((await world.alan.request('POST', `/api/integrations/webhooks/${endpointId}/test`)).status).toBe(
      404,
    );
    const edit = await world.alan.request('PUT', `/api/integrations/webhooks/${endpointId}`, {
      url: 'https://evil.example/steal',
      events: ['session.booked'],
    });
    expect(edit.status).toBe(404);
    expect((await world.alan.request('DELETE', `/api/integrations/webhooks/${endpointId}`)).status).toBe(404);
    expect((await world.alan.request('GET', '/api/integrations/webhooks')).body).toEqual({ endpoints: [] });
    const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(row!.url).toBe(world.receiver.url());
  });

  it('Test sends a signed webhook.test at once and logs it', async () => {
    const res = await world.ada.request('POST', `/api/integrations/webhooks/${endpointId}/test`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      responseStatus: 200,
      attempts: 1,
      error: null,
    });
    expect(verified(world.receiver, secret)).toEqual([
      {
        type: 'webhook.test',
        timestamp: expect.any(String),
        data: { message: 'This is a test event from Slotwise. Your endpoint received and accepted it.' },
      },
    ]);
    expect(world.receiver.received[0]!.headers['webhook-id']).toBe(res.body.messageId);
    const list = await world.ada.request('GET', '/api/integrations/webhooks');
    expect(list.body.endpoints[0].lastDelivery).toEqual({
      status: 'delivered',
      responseStatus: 200,
      at: expect.any(String),
    });
  });

  it('Test says why it failed when the receiver refuses', async () => {
    world.receiver.answer = 503;
    const res = await world.ada.request('POST', `/api/integrations/webhooks/${endpointId}/test`);
    world.receiver.answer = 200;
    expect(res.body).toMatchObject({
      status: 'failed',
      responseStatus: 503,
      error: 'The receiver answered 503',
    });
    const down = await world.ada.request('POST', '/api/integrations/webhooks', {
      url: 'http://127.0.0.1:1/nobody',
      events: ['session.booked'],
      enabled: false,
    });
    const refused = await world.ada.request('POST', `/api/integrations/webhooks/${down.body.id}/test`);
    expect(refused.body).toMatchObject({
      status: 'failed',
      responseStatus: null,
      error: 'Could not connect: ECONNREFUSED',
    });
    expect((await world.ada.request('DELETE', `/api/integrations/webhooks/${down.body.id}`)).status).toBe(
      204,
    );
  });
});

describe('events', () => {
  let secret: string;
  let endpointId: string;
  let token: string;

  beforeAll(async () => {
    const list = await world.ada.request('GET', '/api/integrations/webhooks');
    endpointId = list.body.endpoints[0].id;
    secret = list.body.endpoints[0].secret;
    world.receiver.received.length = 0;
  });

  it('a booking sends client.created and session.booked, signed, once each', async () => {
    const res = await world.t.client().request('POST', '/api/public/pages/ada/bookings', {
      serviceId: world.serviceId,
      start: at('10:00'),
      client: client({ message: 'Hello' }),
    });
    expect(res.status).toBe(201);
    token = res.body.token;
    await deliverAll(world.t);
    await deliverAll(world.t);
    // Delivered several at once: in either order, so read by type.
    const bodies = (
      verified(world.receiver, secret) as Array<{ type: string; data: Record<string, unknown> }>
    ).sort((a, b) => a.type.localeCompare(b.type));
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
        serviceId: world.serviceId,
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
    const moved = await world.t
      .client()
      .request('POST', `/api/public/bookings/${token}/reschedule`, { start: at('14:00'), message: null });
    expect(moved.status).toBe(200);
    const cancelled = await world.t
      .client()
      .request('POST', `/api/public/bookings/${token}/cancel`, { message: 'Sorry, something came up' });
    expect(cancelled.status).toBe(200);
    await deliverAll(world.t);
    await deliverAll(world.t);
    // The worker delivers several at once, so they may arrive in either order (each carries its
    // timestamp); each arrives once.
    const bodies = verified(world.receiver, secret, 2) as Array<{ type: string; data: SessionEventData }>;
    expect(bodies.map((b) => b.type).sort()).toEqual(['session.cancelled', 'session.rescheduled']);
    const rescheduled = bodies.find((b) => b.type === 'session.rescheduled')!;
    const cancelledBody = bodies.find((b) => b.type === 'session.cancelled')!;
    expect(rescheduled.data.session.start).toBe(at('14:00'));
    expect(rescheduled.data.previous).toEqual({ start: at('10:00'), end: at('11:00') });
    expect(cancelledBody.data.booking.status).toBe('cancelled');
    expect(cancelledBody.data.cancellation).toEqual({ by: 'client', message: 'Sorry, something came up' });
    // The delivery log: newest first, each delivered with the receiver's status.
    const log = await world.ada.request('GET', `/api/integrations/webhooks/${endpointId}/deliveries`);
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
    const edit = await world.ada.request('PUT', `/api/integrations/webhooks/${endpointId}`, {
      url: world.receiver.url(),
      events: ['package.bought'],
      description: null,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.events).toEqual(['package.bought']);
    const before = world.receiver.received.length;
    const res = await world.t.client().request('POST', '/api/public/pages/ada/bookings', {
      serviceId: world.serviceId,
      start: at('16:00'),
      client: client({ email: 'alan@example.net', firstName: 'Alan' }),
    });
    expect(res.status).toBe(201);
    await deliverAll(world.t);
    expect(world.receiver.received.length).toBe(before);
    await world.ada.request('PUT', `/api/integrations/webhooks/${endpointId}`, {
      url: world.receiver.url(),
      events: ['client.created'],
      enabled: false,
    });
    expect(
      (
        await world.ada.request('POST', '/api/clients', {
          firstName: 'Edsger',
          lastName: 'Dijkstra',
          email: 'ed@example.com',
        })
      ).status,
    ).toBe(201);
    await deliverAll(world.t);
    expect(world.receiver.received.length).toBe(before);
  });
});
