import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertWithPage } from '../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';

// Text PostgreSQL cannot store is refused before any handler runs (ADR 024).

let t: TestApp;
let ada: TestClient;
const refused = {
  error: { code: 'bad_request', message: 'This text contains characters that are not allowed.' },
};

beforeAll(async () => {
  t = await createTestApp();
  ada = (await expertWithPage(t, 'ada@example.com', 'ada')).client;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('text that cannot be stored', () => {
  it('refuses a NUL in a path or query, signed in or not', async () => {
    for (const path of [
      '/api/public/pages/%00',
      '/api/public/pages/a%00b/services/x',
      '/api/clients?q=gr%00',
    ]) {
      const res = await t.client().request('GET', path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refused);
    }
    expect((await ada.request('GET', '/api/services/%00')).body).toEqual(refused);
  });

  it('refuses a NUL or a lone surrogate in a JSON string and names the field', async () => {
    const nul = await ada.request('POST', '/api/locations', {
      name: 'Studio\u0000',
      location: '1 Main Street',
    });
    expect(nul.status).toBe(400);
    expect(nul.body.error.fields).toEqual({ name: 'This text contains characters that are not allowed.' });
    const surrogate = await ada.request('POST', '/api/clients', {
      firstName: 'Grace \uD800',
      lastName: 'Hopper',
      email: 'grace@example.com',
    });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.error.fields).toEqual({
      firstName: 'This text contains characters that are not allowed.',
    });
    const loose = await ada.request('POST', '/api/services', {
      title: 'Coaching',
      extra: { deep: ['\u0000'] },
    });
    expect(loose.body.error.fields).toEqual({
      'extra.deep.0': 'This text contains characters that are not allowed.',
    });
  });

  it('keeps emoji and other paired surrogates', async () => {
    const res = await ada.request('POST', '/api/locations', { name: 'Studio 🧘', location: '1 Main Street' });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Studio 🧘');
  });
});
