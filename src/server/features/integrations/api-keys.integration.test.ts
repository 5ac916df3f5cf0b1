import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '../../../domain/integrations/api-key-rules';
import { apiKeys } from '../../db/schema/integrations';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { setUpExpert } from '../public-booking/booking-test-setup';

// issue 15 (ADR 038): API keys — shown once, kept hashed, listed by prefix and last use, revoked;
// a key acts as its expert on the API, and only as its expert.

let t: TestApp;
let ada: TestClient;
let alan: TestClient;
let adaService: string;
let alanService: string;
const db = () => t.services.deps.database.db;

const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

beforeAll(async () => {
  t = await createTestApp();
  const a = await setUpExpert(t, 'ada@example.com', 'ada');
  ada = a.expert;
  adaService = await a.service({ title: 'Intro call', price: 0 });
  const b = await setUpExpert(t, 'alan@example.com', 'alan');
  alan = b.expert;
  alanService = await b.service({ title: 'Turing test', price: 0 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('API keys', () => {
  let key: string;
  let keyId: string;

  it('are shown whole once, then listed by name and prefix only', async () => {
    const made = await ada.request('POST', '/api/integrations/api-keys', { name: ' Zapier ' });
    expect(made.status).toBe(201);
    key = made.body.key;
    keyId = made.body.id;
    expect(key).toMatch(/^sw_live_[A-Za-z0-9_-]{43}$/);
    expect(made.body).toEqual({
      id: keyId,
      name: 'Zapier',
      prefix: key.slice(0, 14),
      createdAt: expect.any(String),
      lastUsedAt: null,
      key,
    });
    const list = await ada.request('GET', '/api/integrations/api-keys');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      keys: [
        {
          id: keyId,
          name: 'Zapier',
          prefix: key.slice(0, 14),
          createdAt: made.body.createdAt,
          lastUsedAt: null,
        },
      ],
    });
    expect(JSON.stringify(list.body)).not.toContain(key);
    // The database holds its hash, not the key.
    const rows = await db().select().from(apiKeys);
    expect(JSON.stringify(rows)).not.toContain(key.slice(14));
  });

  it("act as their expert: the expert's data, and another expert's ids are not found", async () => {
    const services = await t.client().request('GET', '/api/services', undefined, bearer(key));
    expect(services.status).toBe(200);
    expect(JSON.stringify(services.body)).toContain('Intro call');
    expect(JSON.stringify(services.body)).not.toContain('Turing test');
    const own = await t.client().request('GET', `/api/services/${adaService}`, undefined, bearer(key));
    expect(own.status).toBe(200);
    const foreign = await t.client().request('GET', `/api/services/${alanService}`, undefined, bearer(key));
    expect(foreign.status).toBe(404);
    const me = await t.client().request('GET', '/api/me', undefined, bearer(key));
    expect(me.body.user.email).toBe('ada@example.com');
    const list = await ada.request('GET', '/api/integrations/api-keys');
    expect(list.body.keys[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('cannot manage keys or webhooks: that takes the session cookie', async () => {
    const more = await t
      .client()
      .request('POST', '/api/integrations/api-keys', { name: 'More' }, bearer(key));
    expect(more.status).toBe(403);
    expect(more.body.error.message).toBe(API_KEY_MESSAGES.cookieOnly);
    const hooks = await t.client().request('GET', '/api/integrations/webhooks', undefined, bearer(key));
    expect(hooks.status).toBe(403);
  });

  it('refuses a malformed or unknown bearer token with 401, even beside a valid cookie', async () => {
    for (const authorization of ['Bearer sw_live_nope', 'Basic abc', 'Bearer', `Bearer ${key}x`]) {
      const res = await ada.request('GET', '/api/services', undefined, { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(res.body.error.message).toBe(API_KEY_MESSAGES.invalidKey);
    }
  });

  it("refuses bad names with the form's message and makes nothing", async () => {
    for (const [body, message] of [
      [{ name: '  ' }, API_KEY_MESSAGES.name],
      [{ name: 'x'.repeat(61) }, API_KEY_MESSAGES.nameTooLong],
      [{}, API_KEY_MESSAGES.name],
      [{ name: 5 }, API_KEY_MESSAGES.name],
    ] as const) {
      const res = await ada.request('POST', '/api/integrations/api-keys', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await ada.request('GET', '/api/integrations/api-keys')).body.keys).toHaveLength(1);
  });

  it('allow at most 10 per expert, also under concurrent creates', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ada.request('POST', '/api/integrations/api-keys', { name: `Key ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(9);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.error.message).toBe(API_KEY_MESSAGES.tooManyKeys);
    expect((await ada.request('GET', '/api/integrations/api-keys')).body.keys).toHaveLength(10);
  });

  it("revoke: the key stops at once; another expert's key id is not found", async () => {
    const foreign = await alan.request('DELETE', `/api/integrations/api-keys/${keyId}`);
    expect(foreign.status).toBe(404);
    expect((await t.client().request('GET', '/api/me', undefined, bearer(key))).status).toBe(200);
    const revoked = await ada.request('DELETE', `/api/integrations/api-keys/${keyId}`);
    expect(revoked.status).toBe(204);
    const after = await t.client().request('GET', '/api/me', undefined, bearer(key));
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe(API_KEY_MESSAGES.invalidKey);
    expect((await ada.request('DELETE', `/api/integrations/api-keys/${keyId}`)).status).toBe(404);
  });
});
