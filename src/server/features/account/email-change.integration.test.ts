import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_MESSAGES } from '../../../domain/account/security-rules';
import { SIGN_IN_MESSAGES } from '../../../domain/auth/sign-in-messages';
import { authSessions, users } from '../../db/schema/auth';
import { emailChanges } from '../../db/schema/email-changes';
import { userIdOf } from '../../testing/experts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';

// Issue 18, spec doc 2 §4 Email change and §8; ADR 045: a link to the new address, a notice to
// the old one, the change only when the link is opened (once, within 24 hours), a recent sign-in
// required, and the other sessions signed out afterwards.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'secret-password';
const db = () => t.services.deps.database.db;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const confirm = (who: TestClient, token: string) =>
  who.request('POST', '/api/session/email-change/confirm', { token });
const signIn = async (email: string) => {
  const browser = t.client();
  const res = await browser.request('POST', '/api/session/sign-in', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return browser;
};
/** Makes every session of the user look signed in `minutes` ago. */
const ageSessions = async (email: string, minutes: number) => {
  const userId = await userIdOf(t, email);
  await db()
    .update(authSessions)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(authSessions.userId, userId));
};
const emailOf = async (userId: string) => {
  const [row] = await db()
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

describe('asking for an email change', () => {
  it('sends a link to the new address and a notice to the old one, and changes nothing yet', async () => {
    const ada = await t.expert('ada@example.com');
    const res = await ada.request('POST', '/api/account/email-change', { email: '  Ada@New.Example ' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ email: 'ada@new.example' });

    const [confirmation] = await t.emailsTo('ada@new.example');
    expect(confirmation?.subject).toBe('Confirm your new email for Slotwise');
    const link = await t.linkFromEmail('ada@new.example', '/email-change?token=');
    expect(link.startsWith('http://localhost:3999/email-change?token=')).toBe(true);
    const notices = (await t.emailsTo('ada@example.com')).filter((e) =>
      e.subject.startsWith('Your Slotwise email is about to change'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('ada@new.example');

    const me = await ada.request('GET', '/api/me');
    expect(me.body.user.email).toBe('ada@example.com');
  });

  it("refuses bad input with the form's messages and sends nothing", async () => {
    const bea = await t.expert('bea@example.com');
    const cases: Array<[unknown, string]> = [
      [{ email: '' }, 'Required'],
      [{ email: '   ' }, 'Required'],
      [{}, 'Required'],
      [{ email: 'not-an-address' }, 'Invalid email address'],
      [{ email: 'BEA@example.com' }, EMAIL_CHANGE_MESSAGES.sameAddress],
    ];
    for (const [body, message] of cases) {
      const res = await bea.request('POST', '/api/account/email-change', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields).toEqual({ email: message });
    }
    const userId = await userIdOf(t, 'bea@example.com');
    expect(await db().select().from(emailChanges).where(eq(emailChanges.userId, userId))).toEqual([]);
  });

  it("answers the server's message for an address another account uses, and sends nothing", async () => {
    await t.expert('taken@example.com');
    const cy = await t.expert('cy@example.com');
    const res = await cy.request('POST', '/api/account/email-change', { email: 'Taken@example.com' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'failed_precondition',
      message: 'This email address is already used by another account.',
      fields: { email: 'This email address is already used by another account.' },
    });
    const sent = (await t.emailsTo('taken@example.com')).map((e) => e.subject);
    expect(sent).toEqual(['Verify your email for Slotwise']);
  });

  it('needs a sign-in within 15 minutes, then takes the password or an emailed link', async () => {
    const dan = await t.expert('dan@example.com');
    await ageSessions('dan@example.com', 16);
    const refused = await dan.request('POST', '/api/account/email-change', { email: 'dan@new.example' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'requires_recent_login',
      message: 'For your security, please sign in again to change your email address.',
    });
    expect(await t.emailsTo('dan@new.example')).toEqual([]);

    const wrong = await dan.request('POST', '/api/account/reauthenticate', { password: 'wrong-one' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(SIGN_IN_MESSAGES.wrongPassword);
    const empty = await dan.request('POST', '/api/account/reauthenticate', { password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please enter a password');
    const short = await dan.request('POST', '/api/account/reauthenticate', { password: 'abc12' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Too short, a password is at least 6 characters');

    const before = dan.cookies.get('slotwise.session_token');
    const again = await dan.request('POST', '/api/account/reauthenticate', { password: PASSWORD });
    expect(again.status).toBe(200);
    expect(dan.cookies.get('slotwise.session_token')).not.toBe(before);
    // The old session of this browser is gone: one session, the new one.
    const listed = await dan.request('GET', '/api/account/sessions');
    expect(listed.body.sessions).toHaveLength(1);
    const retried = await dan.request('POST', '/api/account/email-change', { email: 'dan@new.example' });
    expect(retried.status).toBe(202);

    // The emailed alternative: a sign-in link that comes back to the account screen.
    await ageSessions('dan@example.com', 16);
    const sent = await dan.request('POST', '/api/account/reauthenticate/magic-link');
    expect(sent.status).toBe(202);
    const link = new URL(await t.linkFromEmail('dan@example.com', '/api/auth/magic-link/verify'));
    const opened = await dan.request('GET', `${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/dashboard/account?reauthenticated=1`);
    const afterLink = await dan.request('POST', '/api/account/email-change', { email: 'dan@other.example' });
    expect(afterLink.status).toBe(202);
  }, 90_000);

  it('refuses an API key: only the signed-in browser may change the address', async () => {
    const eve = await t.expert('eve@example.com');
    const key = await eve.request('POST', '/api/integrations/api-keys', { name: 'Zapier' });
    expect(key.status).toBe(201);
    const res = await t
      .client()
      .request(
        'POST',
        '/api/account/email-change',
        { email: 'eve@new.example' },
        { headers: { authorization: `Bearer ${key.body.key}` } },
      );
    expect(res.status).toBe(403);
    expect(await t.emailsTo('eve@new.example')).toEqual([]);
  });
});

describe('opening the confirmation link', () => {
  it('changes the address once, verified, and signs out the other devices', async () => {
    const fay = await t.expert('fay@example.com');
    const userId = await userIdOf(t, 'fay@example.com');
    const phone = await signIn('fay@example.com');
    const tablet = await signIn('fay@example.com');
    expect((await phone.request('GET', '/api/me')).status).toBe(200);
    // A reset link sent to the old address before the change.
    await t.client().request('POST', '/api/session/password-reset-request', { email: 'fay@example.com' });
    const resetLink = await t.linkFromEmail('fay@example.com', '/api/auth/reset-password/');

    expect(
      (await fay.request('POST', '/api/account/email-change', { email: 'fay@new.example' })).status,
    ).toBe(202);
    const token = tokenOf(await t.linkFromEmail('fay@new.example', '/email-change?token='));
    // Opened on the tablet, which is signed in as Fay: it stays signed in, as does the browser that asked.
    const res = await confirm(tablet, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: 'fay@new.example' });
    expect(await emailOf(userId)).toEqual({ email: 'fay@new.example', verified: true });

    expect((await fay.request('GET', '/api/me')).body.user.email).toBe('fay@new.example');
    expect((await tablet.request('GET', '/api/me')).status).toBe(200);
    expect((await phone.request('GET', '/api/me')).status).toBe(401);

    // Used: refused, and nothing changes again.
    const reused = await confirm(t.client(), token);
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(
      'This email change link has expired or was already used. Please request a new one.',
    );
    // The reset link sent to the old address no longer works.
    const resetToken = new URL(resetLink).pathname.split('/').pop()!;
    const reset = await t
      .client()
      .request('POST', '/api/session/password-reset', { token: resetToken, password: 'taken-over' });
    expect(reset.status).toBe(400);
    // The new address signs in; the old one does not exist any more.
    await signIn('fay@new.example');
    const old = await t
      .client()
      .request('POST', '/api/session/sign-in', { email: 'fay@example.com', password: PASSWORD });
    expect(old.body.error.message).toBe(SIGN_IN_MESSAGES.userNotFound);
  });

  it('signs out every session but the asking one when opened in a browser that is not signed in', async () => {
    const gus = await t.expert('gus@example.com');
    const other = await signIn('gus@example.com');
    await gus.request('POST', '/api/account/email-change', { email: 'gus@new.example' });
    const token = tokenOf(await t.linkFromEmail('gus@new.example', '/email-change?token='));
    expect((await confirm(t.client(), token)).status).toBe(200);
    expect((await gus.request('GET', '/api/me')).status).toBe(200);
    expect((await other.request('GET', '/api/me')).status).toBe(401);
  });

  it('refuses an expired link and changes nothing', async () => {
    const hal = await t.expert('hal@example.com');
    const userId = await userIdOf(t, 'hal@example.com');
    await hal.request('POST', '/api/account/email-change', { email: 'hal@new.example' });
    const token = tokenOf(await t.linkFromEmail('hal@new.example', '/email-change?token='));
    await db()
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, userId));
    const res = await confirm(hal, token);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(EMAIL_CHANGE_MESSAGES.invalidLink);
    expect(await emailOf(userId)).toEqual({ email: 'hal@example.com', verified: false });
  });

  it('lets only the latest link work, and refuses a forged one', async () => {
    const ida = await t.expert('ida@example.com');
    await ida.request('POST', '/api/account/email-change', { email: 'ida@first.example' });
    const first = tokenOf(await t.linkFromEmail('ida@first.example', '/email-change?token='));
    await ida.request('POST', '/api/account/email-change', { email: 'ida@second.example' });
    const second = tokenOf(await t.linkFromEmail('ida@second.example', '/email-change?token='));
    expect((await confirm(ida, first)).status).toBe(400);
    expect((await confirm(ida, 'forged-token')).status).toBe(400);
    expect((await confirm(ida, '')).body.error.message).toBe('This link is invalid');
    expect((await confirm(ida, second)).body).toEqual({ email: 'ida@second.example' });
  });

  it('refuses when the address was taken by another account meanwhile, and changes nothing', async () => {
    const jo = await t.expert('jo@example.com');
    const userId = await userIdOf(t, 'jo@example.com');
    await jo.request('POST', '/api/account/email-change', { email: 'jo@new.example' });
    const token = tokenOf(await t.linkFromEmail('jo@new.example', '/email-change?token='));
    await t.expert('jo@new.example');
    const res = await confirm(jo, token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(EMAIL_CHANGE_MESSAGES.addressTaken);
    expect(await emailOf(userId)).toEqual({ email: 'jo@example.com', verified: false });
  });
});
