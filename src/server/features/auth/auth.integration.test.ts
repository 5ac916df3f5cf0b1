import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../../../domain/auth/sign-in-messages';
import { users } from '../../db/schema/auth';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical' };

async function signUp(client: TestClient, who = ada) {
  const res = await client.request('POST', '/api/session/sign-up', who);
  expect(res.status).toBe(201);
  return res;
}

describe('sign up', () => {
  it('creates the account, signs in and emails a verification link', async () => {
    const browser = t.client();
    const res = await signUp(browser);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('slotwise.session_token='));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    const me = await browser.request('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email: 'ada@example.com',
      emailVerified: false,
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
    });
    expect(me.body.bookingPage).toBeNull();
    expect(me.body.user.timezone).toBe('UTC');
    expect(me.body.plan.id).toBe('free');
    const [email] = await t.emailsTo('ada@example.com');
    expect(email?.subject).toBe('Verify your email for Slotwise');
  });

  it('verifies the email through the emailed link', async () => {
    const browser = t.client();
    await browser.request('POST', '/api/session/sign-in', { email: ada.email, password: ada.password });
    const link = await t.linkFromEmail('ada@example.com', '/api/auth/verify-email');
    const url = new URL(link);
    const res = await browser.request('GET', `${url.pathname}${url.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard/home?verified=1');
    const me = await browser.request('GET', '/api/me');
    expect(me.body.user.emailVerified).toBe(true);
  });

  it('rejects a second account with the same email, whatever its case', async () => {
    const res = await t
      .client()
      .request('POST', '/api/session/sign-up', { ...ada, email: 'ADA@example.com' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('An account with this email already exists. Please sign in.');
  });

  it("answers 400 with the spec's messages and creates nothing for bad input", async () => {
    const res = await t.client().request('POST', '/api/session/sign-up', {
      firstName: '',
      lastName: 'x'.repeat(41),
      email: 'not-an-email',
      password: '12345',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      firstName: 'Too short, please use at least 1 character',
      lastName: 'Too long, please limit the name to 40 characters',
      email: 'Invalid email address',
      password: 'Too short, a password is at least 6 characters',
    });
    const missing = await t
      .client()
      .request('POST', '/api/session/sign-up', { firstName: 'A', lastName: 'B' });
    expect(missing.body.error.fields).toEqual({ email: 'Required', password: 'Please enter a password' });
    const rows = await t.services.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'not-an-email'));
    expect(rows).toHaveLength(0);
  });
});

describe('time zone at sign-up', () => {
  it("keeps the browser's zone, and falls back to UTC for one that does not exist", async () => {
    const kolkata = t.client();
    await kolkata.request('POST', '/api/session/sign-up', {
      ...ada,
      email: 'ravi@example.com',
      timezone: 'Asia/Kolkata',
    });
    expect((await kolkata.request('GET', '/api/me')).body.user.timezone).toBe('Asia/Kolkata');
    const nowhere = t.client();
    const res = await nowhere.request('POST', '/api/session/sign-up', {
      ...ada,
      email: 'nowhere@example.com',
      timezone: 'Mars/Olympus',
    });
    expect(res.status).toBe(201);
    expect((await nowhere.request('GET', '/api/me')).body.user.timezone).toBe('UTC');
  });
});

describe('sign in', () => {
  it('signs in with the right password', async () => {
    const browser = t.client();
    const res = await browser.request('POST', '/api/session/sign-in', {
      email: 'Ada@Example.com ',
      password: ada.password,
    });
    expect(res.status).toBe(200);
    expect((await browser.request('GET', '/api/me')).status).toBe(200);
  });

  it("says 'Invalid password' for a wrong password", async () => {
    const res = await t
      .client()
      .request('POST', '/api/session/sign-in', { email: ada.email, password: 'wrong-one' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(SIGN_IN_MESSAGES.wrongPassword);
  });

  it('says when there is no account for the email', async () => {
    const res = await t
      .client()
      .request('POST', '/api/session/sign-in', { email: 'nobody@example.com', password: 'whatever' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(SIGN_IN_MESSAGES.userNotFound);
  });

  it("says 'Cannot log you in' to a disabled user", async () => {
    const browser = t.client();
    await signUp(browser, { ...ada, email: 'grace@example.com' });
    await t.services.deps.database.db
      .update(users)
      .set({ disabled: true })
      .where(eq(users.email, 'grace@example.com'));
    const res = await t
      .client()
      .request('POST', '/api/session/sign-in', { email: 'grace@example.com', password: ada.password });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Cannot log you in');
    // The session made at sign-up no longer works either.
    expect((await browser.request('GET', '/api/me')).status).toBe(401);
  });

  it('refuses further attempts after five wrong passwords, even with the right one, from a browser new to the account', async () => {
    await signUp(t.client(), { ...ada, email: 'alan@example.com' });
    for (let i = 0; i < 5; i++) {
      const res = await t
        .client()
        .request('POST', '/api/session/sign-in', { email: 'alan@example.com', password: `nope-${i}` });
      expect(res.body.error.message).toBe('Invalid password');
    }
    const res = await t
      .client()
      .request('POST', '/api/session/sign-in', { email: 'alan@example.com', password: ada.password });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe('Too many attempts. Please try again later or reset your password');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('validates with the same messages as the form', async () => {
    const res = await t.client().request('POST', '/api/session/sign-in', { email: 'x', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      email: 'Invalid email address',
      password: 'Please enter a password',
    });
  });
});

describe('magic link', () => {
  it('emails a link that signs the expert in', async () => {
    const res = await t.client().request('POST', '/api/session/magic-link', { email: ada.email });
    expect(res.status).toBe(202);
    const link = await t.linkFromEmail(ada.email, '/api/auth/magic-link/verify');
    const browser = t.client();
    const url = new URL(link);
    const verify = await browser.request('GET', `${url.pathname}${url.search}`);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/dashboard/home`);
    expect((await browser.request('GET', '/api/me')).body.user.email).toBe(ada.email);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await t.client().request('POST', '/api/session/magic-link', { email: 'ghost@example.com' });
    expect(res.status).toBe(202);
    expect(await t.emailsTo('ghost@example.com')).toHaveLength(0);
  });
});

describe('password reset', () => {
  it('sets a new password with the emailed token, once', async () => {
    const req = await t.client().request('POST', '/api/session/password-reset-request', { email: ada.email });
    expect(req.status).toBe(202);
    const link = await t.linkFromEmail(ada.email, '/api/auth/reset-password/');
    const token = new URL(link).pathname.split('/').pop()!;
    const redirect = await t.client().request('GET', new URL(link).pathname + new URL(link).search);
    expect(redirect.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/reset-password?token=${token}`);

    const reset = await t
      .client()
      .request('POST', '/api/session/password-reset', { token, password: 'new-secret' });
    expect(reset.status).toBe(200);
    const again = await t
      .client()
      .request('POST', '/api/session/password-reset', { token, password: 'other-secret' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(
      'This link has expired or was already used. Please request a new one.',
    );

    const old = await t
      .client()
      .request('POST', '/api/session/sign-in', { email: ada.email, password: ada.password });
    expect(old.body.error.message).toBe('Invalid password');
    const fresh = await t
      .client()
      .request('POST', '/api/session/sign-in', { email: ada.email, password: 'new-secret' });
    expect(fresh.status).toBe(200);
  });
});

describe('sign out and verification resend', () => {
  it('signs out so the session no longer works', async () => {
    const browser = t.client();
    await browser.request('POST', '/api/session/sign-in', { email: ada.email, password: 'new-secret' });
    expect((await browser.request('POST', '/api/session/sign-out')).status).toBe(200);
    expect((await browser.request('GET', '/api/me')).status).toBe(401);
  });

  it('resends the verification email to the signed-in expert only', async () => {
    const browser = t.client();
    await signUp(browser, { ...ada, email: 'mary@example.com' });
    expect((await browser.request('POST', '/api/session/verification-email')).status).toBe(202);
    expect(await t.emailsTo('mary@example.com')).toHaveLength(2);
    const anonymous = await t.client().request('POST', '/api/session/verification-email');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('unauthorized');
  });
});
