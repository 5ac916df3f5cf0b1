import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// Issue 18, Security and access: the signed-in browsers, sign out of one or of all the others.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(email: string, userAgent: string): Promise<TestClient> {
  const browser = t.client();
  const res = await browser.request(
    'POST',
    '/api/session/sign-in',
    { email, password: 'secret-password' },
    { headers: { 'user-agent': userAgent } },
  );
  expect(res.status).toBe(200);
  return browser;
}

describe('active sessions', () => {
  it('lists this browser first, named from its user agent, with the others', async () => {
    await t.expert('ada@example.com');
    const laptop = await signIn('ada@example.com', FIREFOX);
    await signIn('ada@example.com', IPHONE);
    const res = await laptop.request('GET', '/api/account/sessions');
    expect(res.status).toBe(200);
    const sessions = res.body.sessions as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: 'Firefox on Linux', current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toEqual(
      expect.arrayContaining(['Firefox on Linux', 'Safari on iPhone', 'Unknown device']),
    );
    for (const s of sessions) {
      expect(Number.isNaN(Date.parse(String(s.lastSeenAt)))).toBe(false);
      expect(Number.isNaN(Date.parse(String(s.signedInAt)))).toBe(false);
    }
  });

  it("signs out one other browser, and answers 404 for another expert's session", async () => {
    const bea = await t.expert('bea@example.com');
    const phone = await signIn('bea@example.com', IPHONE);
    const cy = await t.expert('cy@example.com');
    const cysSession = (await cy.request('GET', '/api/account/sessions')).body.sessions[0].id as string;

    const list = (await bea.request('GET', '/api/account/sessions')).body.sessions as Array<{
      id: string;
      device: string;
    }>;
    const phoneSession = list.find((s) => s.device === 'Safari on iPhone')!;
    const foreign = await bea.request('DELETE', `/api/account/sessions/${cysSession}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Session not found');
    expect((await cy.request('GET', '/api/me')).status).toBe(200);
    expect((await bea.request('DELETE', '/api/account/sessions/does-not-exist')).status).toBe(404);

    expect((await bea.request('DELETE', `/api/account/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.request('GET', '/api/me')).status).toBe(401);
    expect((await bea.request('GET', '/api/me')).status).toBe(200);
    expect((await bea.request('GET', '/api/account/sessions')).body.sessions).toHaveLength(1);
  });

  it('signs out of all other sessions and keeps this one', async () => {
    const dan = await t.expert('dan@example.com');
    const others = [await signIn('dan@example.com', IPHONE), await signIn('dan@example.com', FIREFOX)];
    const res = await dan.request('POST', '/api/account/sessions/sign-out-others');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ signedOut: 2 });
    for (const other of others) expect((await other.request('GET', '/api/me')).status).toBe(401);
    expect((await dan.request('GET', '/api/me')).status).toBe(200);
    const left = (await dan.request('GET', '/api/account/sessions')).body.sessions;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('needs a signed-in browser', async () => {
    expect((await t.client().request('GET', '/api/account/sessions')).status).toBe(401);
    expect((await t.client().request('POST', '/api/account/sessions/sign-out-others')).status).toBe(401);
  });
});
