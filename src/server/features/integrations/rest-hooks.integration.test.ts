import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '../../../domain/integrations/api-key-rules';
import { WEBHOOK_MESSAGES } from '../../../domain/integrations/webhook-rules';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { setUpExpert } from '../public-booking/booking-test-setup';

// issue 15 (ADR 038): REST hooks as Zapier, Make and n8n use them — subscribe and unsubscribe
// with an API key, a sample per event for field mapping, and deliveries signed like any webhook.

let t: TestApp;
let ada: TestClient;
let alan: TestClient;
let key: string;
let alanKey: string;
let receiver: WebhookReceiver;

const withKey = (k: string) => ({ headers: { authorization: `Bearer ${k}` } });
const hooks = (method: string, path: string, body?: unknown, k = key) =>
  t.client().request(method, `/api/hooks${path}`, body, withKey(k));

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startWebhookReceiver();
  ada = (await setUpExpert(t, 'ada@example.com', 'ada')).expert;
  alan = (await setUpExpert(t, 'alan@example.com', 'alan')).expert;
  key = (await ada.request('POST', '/api/integrations/api-keys', { name: 'Zapier' })).body.key;
  alanKey = (await alan.request('POST', '/api/integrations/api-keys', { name: 'Make' })).body.key;
}, 120_000);
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('REST hooks', () => {
  let hookId: string;
  let secret: string;

  it('take an API key only: the session cookie is not enough', async () => {
    const res = await ada.request('POST', '/api/hooks', { url: receiver.url(), event: 'client.created' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(API_KEY_MESSAGES.apiKeyOnly);
    expect((await t.client().request('GET', '/api/hooks/events')).status).toBe(401);
  });

  it('list the events and answer a sample of each', async () => {
    const events = await hooks('GET', '/events');
    expect(events.status).toBe(200);
    expect(events.body.events.map((e: { event: string }) => e.event)).toEqual([
      'session.booked',
      'session.rescheduled',
      'session.cancelled',
      'package.bought',
      'client.created',
      'workflow.automation',
    ]);
    const sample = await hooks('GET', '/samples/session.booked');
    expect(sample.status).toBe(200);
    expect(sample.body).toHaveLength(1);
    expect(sample.body[0]).toMatchObject({
      type: 'session.booked',
      data: { session: { title: 'Coaching call' }, client: { email: 'ada@example.com' } },
    });
    expect((await hooks('GET', '/samples/session.exploded')).status).toBe(400);
  });

  it('subscribe: the hook shows on the dashboard with the key that made it, and receives its event', async () => {
    const bad = await hooks('POST', '', { url: 'nope', event: 'client.created' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(WEBHOOK_MESSAGES.urlInvalid);
    const res = await hooks('POST', '', { url: receiver.url('/zap'), event: 'client.created' });
    expect(res.status).toBe(201);
    hookId = res.body.id;
    secret = res.body.secret;
    expect(res.body).toEqual({ id: hookId, event: 'client.created', url: receiver.url('/zap'), secret });
    const listed = (await ada.request('GET', '/api/integrations/webhooks')).body.endpoints;
    expect(listed).toEqual([
      expect.objectContaining({
        id: hookId,
        source: 'rest-hook',
        apiKeyName: 'Zapier',
        events: ['client.created'],
      }),
    ]);
    expect(
      (
        await ada.request('POST', '/api/clients', {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'g@example.com',
        })
      ).status,
    ).toBe(201);
    await t.services.worker.drain();
    expect(receiver.received).toHaveLength(1);
    const body = new Webhook(secret).verify(
      receiver.received[0]!.body,
      receiver.received[0]!.headers as Record<string, string>,
    );
    expect(body).toMatchObject({
      type: 'client.created',
      data: { client: { email: 'g@example.com' }, source: 'dashboard' },
    });
  });

  it("unsubscribe reaches only the key's own hooks", async () => {
    expect((await hooks('DELETE', `/${hookId}`, undefined, alanKey)).status).toBe(404);
    expect((await hooks('DELETE', `/${hookId}`)).status).toBe(204);
    expect((await hooks('DELETE', `/${hookId}`)).status).toBe(404);
    expect((await ada.request('GET', '/api/integrations/webhooks')).body.endpoints).toEqual([]);
  });

  it("go with their key: revoking it removes the key's subscriptions", async () => {
    expect((await hooks('POST', '', { url: receiver.url('/zap2'), event: 'session.booked' })).status).toBe(
      201,
    );
    const keys = (await ada.request('GET', '/api/integrations/api-keys')).body.keys;
    expect((await ada.request('DELETE', `/api/integrations/api-keys/${keys[0].id}`)).status).toBe(204);
    expect((await ada.request('GET', '/api/integrations/webhooks')).body.endpoints).toEqual([]);
  });
});
