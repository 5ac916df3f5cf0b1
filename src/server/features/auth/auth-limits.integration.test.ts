import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { restoreRunClock } from '../../../testing/pinned-clock';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// ADR 025: limits on emailed links and password attempts, the known-browser cookie, the
// client address behind TRUST_PROXY, and what better-auth's link routes answer to garbage.

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later or reset your password';
const TOO_MANY_EMAILS = 'Too many emails requested. Please check your inbox, or try again later.';
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  restoreRunClock();
});

const signUp = async (email: string, browser: TestClient = t.client()) => {
  const res = await browser.request('POST', '/api/session/sign-up', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: 'right-password',
  });
  expect(res.status).toBe(201);
  return browser;
};
const signIn = (browser: TestClient, email: string, password: string) =>
  browser.request('POST', '/api/session/sign-in', { email, password });
const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));

describe('emailed links are limited per address and per client address', () => {
  it('sends at most 3 reset emails to one address for 41 requests, each 429 with Retry-After', async () => {
    await signUp('reset-me@example.com');
    const browser = t.client();
    const results = [];
    for (let i = 0; i < 41; i++) {
      results.push(
        await browser.request('POST', '/api/session/password-reset-request', {
          email: 'reset-me@example.com',
        }),
      );
    }
    expect(results.map((r) => r.status)).toEqual([...Array(3).fill(202), ...Array(38).fill(429)]);
    for (const refused of results.slice(3)) {
      expect(refused.body.error).toEqual({ code: 'too_many_requests', message: TOO_MANY_EMAILS });
      expect(retryAfter(refused)).toBeGreaterThan(0);
    }
    // The first 17 refusals are the address's (15 minutes), the rest the client's (an hour).
    expect(retryAfter(results[3]!)).toBeLessThanOrEqual(15 * 60);
    expect(retryAfter(results[40]!)).toBeGreaterThan(15 * 60);
    expect(retryAfter(results[40]!)).toBeLessThanOrEqual(60 * 60);
    const emails = await t.emailsTo('reset-me@example.com');
    expect(emails.filter((e) => e.subject !== 'Verify your email for Slotwise')).toHaveLength(3);
  });

  it('answers an address without an account exactly the same, and sends nothing', async () => {
    const known = t.client();
    const unknown = t.client();
    await signUp('known@example.com');
    const answers = async (browser: TestClient, email: string) => {
      const out = [];
      for (let i = 0; i < 6; i++) {
        const res = await browser.request('POST', '/api/session/password-reset-request', { email });
        out.push({ status: res.status, body: res.body, retryAfter: res.headers.has('retry-after') });
      }
      return out;
    };
    const forKnown = await answers(known, 'known@example.com');
    expect(await answers(unknown, 'nobody@example.com')).toEqual(forKnown);
    expect(forKnown.map((a) => a.status)).toEqual([202, 202, 202, 429, 429, 429]);
    expect(await t.emailsTo('nobody@example.com')).toHaveLength(0);
  });

  it('counts one address across browsers, and magic links with resets', async () => {
    await signUp('shared@example.com');
    const statuses = [];
    for (const path of ['password-reset-request', 'magic-link', 'password-reset-request', 'magic-link']) {
      statuses.push(
        (await t.client().request('POST', `/api/session/${path}`, { email: 'shared@example.com' })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('lifts the address limit when its 15 minutes have passed', async () => {
    // Only Date is faked, from the real time on (the database and its timers keep real time).
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await signUp('later@example.com');
    const ask = () => t.client().request('POST', '/api/session/magic-link', { email: 'later@example.com' });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(202);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBe(15 * 60);
    vi.setSystemTime(start + 11 * MINUTE);
    expect(retryAfter(await ask())).toBe(4 * 60);
    vi.setSystemTime(start + 15 * MINUTE + 1000);
    expect((await ask()).status).toBe(202);
  });

  it('refuses the 21st request in an hour from one client address, whatever the addresses', async () => {
    const browser = t.client({ address: '203.0.113.21' });
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await browser.request('POST', '/api/session/magic-link', { email: `spray-${i}@example.com` }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array(20).fill(202), 429]);
    const refused = await browser.request('POST', '/api/session/magic-link', {
      email: 'one-more@example.com',
    });
    expect(refused.body.error.message).toBe(TOO_MANY_EMAILS);
    expect(retryAfter(refused)).toBeGreaterThan(55 * 60);
    // Another address is not affected.
    expect(
      (await t.client().request('POST', '/api/session/magic-link', { email: 'spray-0@example.com' })).status,
    ).toBe(202);
  });

  it('limits verification resends by the same rule', async () => {
    const browser = await signUp('unverified@example.com');
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await browser.request('POST', '/api/session/verification-email')).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    // The sign-up's email and three resends.
    expect(await t.emailsTo('unverified@example.com')).toHaveLength(4);
  });
});

describe('guesses cannot lock the owner out of a browser they signed in on', () => {
  it('keeps the known browser working, refuses new ones, and a magic link clears the count', async () => {
    const signedUp = await signUp('owner@example.com');
    // Verified: a magic link to an unverified account would drop its password (better-auth).
    const verify = new URL(await t.linkFromEmail('owner@example.com', '/api/auth/verify-email'));
    expect((await signedUp.request('GET', `${verify.pathname}${verify.search}`)).status).toBe(302);
    const owner = t.client();
    const first = await signIn(owner, 'owner@example.com', 'right-password');
    expect(first.status).toBe(200);
    const device = first.headers.getSetCookie().find((c) => c.startsWith('sw_device='));
    expect(device).toMatch(/; HttpOnly/i);
    expect(device).toMatch(/; Path=\/api\/session/);
    expect(device).toMatch(/; SameSite=Lax/);
    expect(device).toMatch(/; Max-Age=34560000/);

    const attacker = t.client();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(attacker, 'owner@example.com', `guess-${i}`)).body.error.message).toBe(
        'Invalid password',
      );
    }
    const sixth = await signIn(attacker, 'owner@example.com', 'guess-5');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toEqual({ code: 'too_many_requests', message: TOO_MANY_ATTEMPTS });
    expect(retryAfter(sixth)).toBeGreaterThan(14 * 60);
    expect(retryAfter(sixth)).toBeLessThanOrEqual(15 * 60);

    // The owner's browser has its own count: a typo is a typo, the right password signs in.
    expect((await signIn(owner, 'owner@example.com', 'typo')).status).toBe(401);
    expect((await signIn(owner, 'owner@example.com', 'right-password')).status).toBe(200);

    // A browser the account never signed in on is refused, right password or not, forged cookie or not.
    const stranger = t.client();
    stranger.cookies.set(
      'sw_device',
      `${device!.split(';')[0]!.split('=')[1]!.split('.').slice(0, 2).join('.')}.forged`,
    );
    const refused = await signIn(stranger, 'owner@example.com', 'right-password');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(TOO_MANY_ATTEMPTS);
    expect(retryAfter(refused)).toBeGreaterThan(0);

    // The owner's success did not reset the guesser's lock.
    expect((await signIn(attacker, 'owner@example.com', 'guess-6')).status).toBe(429);

    // A magic link proves the inbox: it clears the count and remembers that browser.
    expect(
      (await stranger.request('POST', '/api/session/magic-link', { email: 'owner@example.com' })).status,
    ).toBe(202);
    const link = new URL(await t.linkFromEmail('owner@example.com', '/api/auth/magic-link/verify'));
    const opened = await stranger.request('GET', `${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.getSetCookie().some((c) => c.startsWith('sw_device=') && /HttpOnly/i.test(c))).toBe(
      true,
    );
    expect((await signIn(t.client(), 'owner@example.com', 'right-password')).status).toBe(200);
  });
});

describe('password attempts are limited per client address (TRUST_PROXY off)', () => {
  it('refuses the 31st attempt in 15 minutes across accounts, ignoring X-Forwarded-For', async () => {
    const browser = t.client({ address: '198.51.100.30' });
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      const res = await browser.request(
        'POST',
        '/api/session/sign-in',
        { email: `probe-${i}@example.com`, password: 'whatever' },
        { headers: { 'x-forwarded-for': `192.0.2.${i}` } },
      );
      statuses.push(res.status);
      if (i === 30) {
        expect(res.body.error.message).toBe(TOO_MANY_ATTEMPTS);
        expect(retryAfter(res)).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(30).fill(401), 429]);
    expect((await signIn(t.client(), 'probe-0@example.com', 'whatever')).status).toBe(401);
  });
});

describe('password attempts per client address behind a trusted proxy (TRUST_PROXY=10.0.0.0/8)', () => {
  let behind: TestApp;
  beforeAll(async () => {
    behind = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await behind.close();
  });

  it("counts the address the proxy saw, not the proxy's, and not what the client wrote", async () => {
    const proxy = behind.client({ address: '10.0.0.5' });
    const attempt = (i: number, forwardedFor: string) =>
      proxy.request(
        'POST',
        '/api/session/sign-in',
        { email: `p-${i}@example.com`, password: 'whatever' },
        { headers: { 'x-forwarded-for': forwardedFor } },
      );
    // 31 clients behind the proxy: none is limited.
    for (let i = 0; i < 31; i++) expect((await attempt(i, `192.0.2.${i}`)).status).toBe(401);
    // One client spoofing a new leftmost entry each time is still one client.
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await attempt(100 + i, `203.0.113.${i}, 198.51.100.77`)).status);
    expect(statuses).toEqual([...Array(30).fill(401), 429]);
  });
});

describe("better-auth's link routes answer garbage like ours", () => {
  it('redirects a NUL byte or garbage token to the page that explains, logged with the request id', async () => {
    const lines: string[] = [];
    const quiet = t.services.deps.log;
    t.services.deps.log = createLogger('info', {}, (line) => lines.push(line));
    try {
      const cases: Array<[string, string | RegExp]> = [
        [
          '/api/auth/verify-email?token=%00&callbackURL=%2Fdashboard',
          '/dashboard/home?verified=1&error=INVALID_TOKEN',
        ],
        ['/api/auth/verify-email', '/dashboard/home?verified=1&error=INVALID_TOKEN'],
        [
          '/api/auth/verify-email?token=a.b.c&callbackURL=%00',
          '/dashboard/home?verified=1&error=INVALID_TOKEN',
        ],
        ['/api/auth/magic-link/verify?token=%00', '/login?error=link'],
        ['/api/auth/magic-link/verify?token=%E0%A4%A', '/login?error=link'],
        ['/api/auth/magic-link/verify?token=garbage&errorCallbackURL=%00', /\/login\?error=INVALID_TOKEN$/],
        ['/api/auth/reset-password/%00?callbackURL=%2Freset-password', '/reset-password?error=INVALID_TOKEN'],
        ['/api/auth/reset-password/garbage', /\/reset-password\?error=INVALID_TOKEN$/],
      ];
      for (const [path, location] of cases) {
        const res = await t.client().request('GET', path);
        expect(res.status, path).toBe(302);
        expect(res.headers.get('location'), path).toMatch(location);
      }
    } finally {
      t.services.deps.log = quiet;
    }
    const refusals = lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'auth link refused: malformed token');
    expect(refusals).toHaveLength(5);
    for (const line of refusals) expect(line.requestId).toMatch(/\S/);
    expect(lines.some((l) => JSON.parse(l).status >= 500)).toBe(false);
  });

  it("sends a reset link to our page, never to the link's own callbackURL", async () => {
    const res = await t
      .client()
      .request('GET', '/api/auth/reset-password/garbage?callbackURL=https%3A%2F%2Fevil.example');
    expect(res.headers.get('location')).not.toContain('evil.example');
  });
});

describe('headers and cookies', () => {
  it('forbids framing in both headers', async () => {
    const res = await t.client().request('GET', '/api/health');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('marks cookies Secure in production, even behind an allowed http PUBLIC_URL', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', ALLOW_HTTP_PUBLIC_URL: 'true' });
    try {
      const res = await production.client().request('POST', '/api/session/sign-up', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'secure@example.com',
        password: 'right-password',
      });
      expect(res.status).toBe(201);
      const cookies = res.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith('__Secure-slotwise.session_token='))).toMatch(/; Secure/i);
      expect(cookies.find((c) => c.startsWith('sw_device='))).toMatch(/; Secure/i);
    } finally {
      await production.close();
    }
  });
});
