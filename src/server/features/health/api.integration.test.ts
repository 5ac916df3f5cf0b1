import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API as a whole', () => {
  it('reports health with a database check', async () => {
    const res = await t.client().request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/.+/);
  });

  it('describes every route in /api/openapi.json, including the auth callbacks', async () => {
    const res = await t.client().request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/health',
      '/me',
      '/session/sign-up',
      '/session/sign-in',
      '/session/magic-link',
      '/session/password-reset-request',
      '/session/password-reset',
      '/session/sign-out',
      '/session/verification-email',
      '/booking-page',
      '/booking-page/slug-availability',
      '/auth/verify-email',
      '/auth/magic-link/verify',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('answers malformed JSON with 400 and the error shape, never 500', async () => {
    const res = await t.client().request('POST', '/api/session/sign-in', undefined, { raw: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(typeof res.body.error.message).toBe('string');
  });

  it('answers wrong types with 400 and field messages', async () => {
    const res = await t.client().request('POST', '/api/session/sign-in', { email: 42, password: ['x'] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: 'Required', password: 'Please enter a password' });
  });

  it('refuses huge bodies with 413', async () => {
    const res = await t
      .client()
      .request('POST', '/api/session/sign-in', { email: 'a@b.co', password: 'x'.repeat(2_000_000) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const res = await t.client().request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('sets security headers', async () => {
    const res = await t.client().request('GET', '/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    // ADR 025: agrees with the CSP's frame-ancestors 'none'.
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // Issue 16: pages keep the popups they open (the calendar sign-in) ...
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // ... and the popup's return sets none, or it would lose the window that opened it.
    const callback = await t.client().request('GET', '/oauth-callback?code=c&state=s');
    expect(callback.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(callback.headers.get('x-frame-options')).toBe('DENY');
  });
});
