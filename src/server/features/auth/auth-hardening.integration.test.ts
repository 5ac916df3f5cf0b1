import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUp = (email: string) =>
  t.client().request('POST', '/api/session/sign-up', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: 'right-one',
  });

describe('auth hardening', () => {
  it("does not expose better-auth's own API beyond the email-link routes", async () => {
    await signUp('ada@example.com');
    for (const [method, path] of [
      ['POST', '/api/auth/sign-in/email'],
      ['POST', '/api/auth/sign-up/email'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/sign-in/magic-link'],
      ['GET', '/api/auth/get-session'],
    ] as const) {
      const res = await t
        .client()
        .request(method, path, method === 'POST' ? { email: 'ada@example.com', password: 'x' } : undefined);
      expect(res.status, path).toBe(404);
    }
  });

  it('counts parallel wrong passwords: no more than five get through to the password check', async () => {
    await signUp('bob@example.com');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t
          .client()
          .request('POST', '/api/session/sign-in', { email: 'bob@example.com', password: `guess-${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('lifts the sign-in throttle after a password reset', async () => {
    const locked = await t
      .client()
      .request('POST', '/api/session/sign-in', { email: 'bob@example.com', password: 'right-one' });
    expect(locked.status).toBe(429);
    await t.client().request('POST', '/api/session/password-reset-request', { email: 'bob@example.com' });
    const link = await t.linkFromEmail('bob@example.com', '/api/auth/reset-password/');
    const token = new URL(link).pathname.split('/').pop()!;
    expect(
      (await t.client().request('POST', '/api/session/password-reset', { token, password: 'brand-new' }))
        .status,
    ).toBe(200);
    const res = await t
      .client()
      .request('POST', '/api/session/sign-in', { email: 'bob@example.com', password: 'brand-new' });
    expect(res.status).toBe(200);
  });

  it('answers a resend for an already verified email without sending anything', async () => {
    const browser = t.client();
    await browser.request('POST', '/api/session/sign-up', {
      firstName: 'C',
      lastName: 'D',
      email: 'carol@example.com',
      password: 'secret1',
    });
    const link = new URL(await t.linkFromEmail('carol@example.com', '/api/auth/verify-email'));
    await browser.request('GET', `${link.pathname}${link.search}`);
    const res = await browser.request('POST', '/api/session/verification-email');
    expect(res.status).toBe(202);
    expect(await t.emailsTo('carol@example.com')).toHaveLength(1);
  });

  it('sends a used or forged magic link to the sign-in screen with an explanation', async () => {
    const res = await t
      .client()
      .request(
        'GET',
        '/api/auth/magic-link/verify?token=forged&callbackURL=%2Fdashboard%2Fhome&errorCallbackURL=%2Flogin%3Ferror%3Dlink',
      );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(new RegExp(`^(${TEST_PUBLIC_URL})?/login\\?error=`));
  });

  it('lists only the mounted auth routes in the OpenAPI document', async () => {
    const doc = await t.client().request('GET', '/api/openapi.json');
    const authPaths = Object.keys(doc.body.paths).filter((p) => p.startsWith('/auth/'));
    expect(authPaths.sort()).toEqual([
      '/auth/magic-link/verify',
      '/auth/reset-password/{token}',
      '/auth/verify-email',
    ]);
  });
});
