import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { PAGE_UNAVAILABLE, TEAM_MESSAGES } from '../../../domain/team/team-rules';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { expertWithPage, setPlan, userIdOf } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { NOT_IMPERSONATING } from './impersonation';
import { listAudit } from './repository';

// issue 18, ADR 046: the team endpoints, 'Log in as' and a disabled member.

let t: TestApp;
let owner: TestClient;
let ownerId: string;
let outsider: TestClient;

const MINUTE = 60_000;

async function makeTeamOwner(userId: string) {
  await t.services.deps.database.db.update(users).set({ teamOwnerId: userId }).where(eq(users.id, userId));
}

/** Adds a member through the API and lets them choose a password from the invitation. */
async function addMember(by: TestClient, email: string, firstName = 'Grace', lastName = 'Hopper') {
  const res = await by.request('POST', '/api/team/members', { firstName, lastName, email, country: 'US' });
  expect(res.status).toBe(201);
  const link = await t.linkFromEmail(email, '/api/auth/reset-password/');
  const token = new URL(link).pathname.split('/').pop()!;
  const reset = await t
    .client()
    .request('POST', '/api/session/password-reset', { token, password: 'member-secret' });
  expect(reset.status).toBe(200);
  return res.body.id as string;
}

async function signIn(email: string, password = 'member-secret') {
  const browser = t.client();
  const res = await browser.request('POST', '/api/session/sign-in', { email, password });
  return { browser, res };
}

/** Every team endpoint answers `by` 403 with `message`. */
async function expectRefusedEverywhere(
  by: TestClient,
  message: string,
  calls: Array<[string, string, unknown?]>,
) {
  for (const [method, path, body] of calls) {
    const res = await by.request(method, path, body);
    expect(res.status, `${method} ${path}`).toBe(403);
    expect(res.body.error.message).toBe(message);
  }
}

async function loginAs(by: TestClient, memberId: string) {
  const token = await by.request('POST', `/api/team/members/${memberId}/login-token`);
  expect(token.status).toBe(201);
  return token.body.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner } = await expertWithPage(t, 'owner@example.com', 'the-owner'));
  ownerId = await userIdOf(t, 'owner@example.com');
  await makeTeamOwner(ownerId);
  ({ client: outsider } = await expertWithPage(t, 'outsider@example.com', 'the-outsider'));
  // Team management is a Growth feature (spec doc 1 §6); the outsider stays on the free plan.
  await setPlan(t, 'owner@example.com', 'growth');
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('who may use the team', () => {
  it('refuses someone who is not a team owner on every team endpoint, and changes nothing', async () => {
    const memberId = await addMember(owner, 'refused-target@example.com', 'Refused', 'Target');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/team/members'],
      [
        'POST',
        '/api/team/members',
        { firstName: 'Eve', lastName: 'Intruder', email: 'eve@example.com', country: 'US' },
      ],
      ['PUT', `/api/team/members/${memberId}/disabled`, { disabled: true }],
      ['POST', `/api/team/members/${memberId}/login-token`],
    ];
    await expectRefusedEverywhere(outsider, TEAM_MESSAGES.notOwner, calls);
    const [eve] = await t.services.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'eve@example.com'));
    expect(eve).toBeUndefined();
    const [target] = await t.services.deps.database.db
      .select({ disabled: users.disabled })
      .from(users)
      .where(eq(users.id, memberId));
    expect(target!.disabled).toBe(false);
  });

  it('asks a team owner whose plan lacks team management to upgrade, on every team endpoint', async () => {
    const { client: lapsed } = await expertWithPage(t, 'lapsed@example.com', 'the-lapsed');
    await makeTeamOwner(await userIdOf(t, 'lapsed@example.com'));
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/team/members'],
      [
        'POST',
        '/api/team/members',
        { firstName: 'Eve', lastName: 'Intruder', email: 'eve2@example.com', country: 'US' },
      ],
      ['PUT', `/api/team/members/${ownerId}/disabled`, { disabled: true }],
      ['POST', `/api/team/members/${ownerId}/login-token`],
    ];
    await expectRefusedEverywhere(lapsed, upgradeMessage('teamManagement'), calls);
    const [eve] = await t.services.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'eve2@example.com'));
    expect(eve).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    expect((await t.client().request('GET', '/api/team/members')).status).toBe(401);
  });

  it("tells the owner's me-view that they own a team, and a member's that they do not", async () => {
    expect((await owner.request('GET', '/api/me')).body.user.teamOwner).toBe(true);
    expect((await outsider.request('GET', '/api/me')).body.user.teamOwner).toBe(false);
  });
});

describe('adding a member', () => {
  it('creates the account with its own booking page and emails an invitation to set a password', async () => {
    const res = await owner.request('POST', '/api/team/members', {
      firstName: '  Ada ',
      lastName: 'Lovelace',
      email: 'Ada.Member@Example.com',
      country: 'US',
    });
    expect(res.status).toBe(201);
    const db = t.services.deps.database.db;
    const [member] = await db.select().from(users).where(eq(users.id, res.body.id));
    expect(member).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.member@example.com',
      country: 'US',
      teamOwnerId: ownerId,
      disabled: false,
    });
    const [page] = await db.select().from(bookingPages).where(eq(bookingPages.userId, res.body.id));
    expect(page).toMatchObject({ slug: 'ada-lovelace', displayName: 'Ada Lovelace' });
    const [invitation] = await t.emailsTo('ada.member@example.com');
    expect(invitation!.subject).toBe('You have been added to a team on Slotwise');

    const list = await owner.request('GET', '/api/team/members');
    expect(list.status).toBe(200);
    expect(list.body.members).toContainEqual({
      id: res.body.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.member@example.com',
      bookingPageSlug: 'ada-lovelace',
      disabled: false,
      isYou: false,
    });
    expect(list.body.members).toContainEqual(expect.objectContaining({ id: ownerId, isYou: true }));
  });

  it('gives a second member with the same name the next free slug', async () => {
    const first = await owner.request('POST', '/api/team/members', {
      firstName: 'Same',
      lastName: 'Name',
      email: 'same1@example.com',
      country: 'GB',
    });
    const second = await owner.request('POST', '/api/team/members', {
      firstName: 'Same',
      lastName: 'Name',
      email: 'same2@example.com',
      country: 'GB',
    });
    const list = (await owner.request('GET', '/api/team/members')).body.members;
    const slugOf = (id: string) => list.find((m: { id: string }) => m.id === id).bookingPageSlug;
    expect([slugOf(first.body.id), slugOf(second.body.id)]).toEqual(['same-name', 'same-name-2']);
  });

  it('checks the new-user form with its exact messages and creates nothing on bad input', async () => {
    const res = await owner.request('POST', '/api/team/members', {
      firstName: 'A',
      lastName: 'x'.repeat(41),
      email: 'not-an-email',
      country: 'XX',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      firstName: 'Too short, please use at least 1 character',
      lastName: 'Too long, please limit the name to 40 characters',
      email: 'Invalid email address',
      country: 'Choose a country',
    });
    const [row] = await t.services.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'not-an-email'));
    expect(row).toBeUndefined();
    const noCountry = await owner.request('POST', '/api/team/members', {
      firstName: 'Nia',
      lastName: 'Okoye',
      email: 'nia@example.com',
    });
    expect(noCountry.status).toBe(400);
    expect(noCountry.body.error.fields).toEqual({ country: 'Required' });
  });

  it('refuses an email that already has an account (409)', async () => {
    const res = await owner.request('POST', '/api/team/members', {
      firstName: 'Other',
      lastName: 'Person',
      email: 'outsider@example.com',
      country: 'US',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ email: TEAM_MESSAGES.emailTaken });
  });
});

describe('enable and disable', () => {
  it('never toggles the owner themselves', async () => {
    const res = await owner.request('PUT', `/api/team/members/${ownerId}/disabled`, { disabled: true });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(TEAM_MESSAGES.notOnYourself);
    const token = await owner.request('POST', `/api/team/members/${ownerId}/login-token`);
    expect(token.status).toBe(400);
    expect((await owner.request('GET', '/api/me')).status).toBe(200);
  });

  it("answers 404 for another team's member, exactly like an unknown id", async () => {
    const otherOwner = await t.expert('other-owner@example.com');
    await makeTeamOwner(await userIdOf(t, 'other-owner@example.com'));
    await setPlan(t, 'other-owner@example.com', 'growth');
    const theirs = await addMember(otherOwner, 'theirs@example.com', 'Their', 'Member');
    for (const id of [theirs, 'no-such-user']) {
      const toggle = await owner.request('PUT', `/api/team/members/${id}/disabled`, { disabled: true });
      expect(toggle.status).toBe(404);
      expect(toggle.body.error.message).toBe(TEAM_MESSAGES.notFound);
      const token = await owner.request('POST', `/api/team/members/${id}/login-token`);
      expect(token.status).toBe(404);
    }
    const list = (await owner.request('GET', '/api/team/members')).body.members;
    expect(list.map((m: { email: string }) => m.email)).not.toContain('theirs@example.com');
    const [row] = await t.services.deps.database.db.select().from(users).where(eq(users.id, theirs));
    expect(row!.disabled).toBe(false);
  });

  it('signs a disabled member out, refuses their sign-in and closes their booking page; enabling undoes it', async () => {
    const memberId = await addMember(owner, 'disabled@example.com', 'Dis', 'Abled');
    const { browser: member, res: first } = await signIn('disabled@example.com');
    expect(first.status).toBe(200);
    expect((await member.request('GET', '/api/me')).status).toBe(200);

    const off = await owner.request('PUT', `/api/team/members/${memberId}/disabled`, { disabled: true });
    expect(off.status).toBe(200);
    expect(off.body.members.find((m: { id: string }) => m.id === memberId).disabled).toBe(true);
    expect((await member.request('GET', '/api/me')).status).toBe(401);
    const again = await signIn('disabled@example.com');
    expect(again.res.status).toBe(403);
    expect(again.res.body.error.message).toBe('Cannot log you in');

    const page = await t.client().request('GET', '/api/public/pages/dis-abled');
    expect(page.status).toBe(409);
    expect(page.body.error).toEqual({ code: 'page_unavailable', message: PAGE_UNAVAILABLE });
    const token = await owner.request('POST', `/api/team/members/${memberId}/login-token`);
    expect(token.status).toBe(409);
    expect(token.body.error.message).toBe(TEAM_MESSAGES.memberDisabled);

    const on = await owner.request('PUT', `/api/team/members/${memberId}/disabled`, { disabled: false });
    expect(on.status).toBe(200);
    expect((await signIn('disabled@example.com')).res.status).toBe(200);
    expect((await t.client().request('GET', '/api/public/pages/dis-abled')).status).toBe(200);
  });
});

describe("'Log in as'", () => {
  let memberId: string;
  beforeAll(async () => {
    memberId = await addMember(owner, 'impersonated@example.com', 'Imper', 'Sonated');
  });

  it('signs the owner in as the member with a single-use token, audits changes and returns to the owner', async () => {
    const token = await loginAs(owner, memberId);
    const start = await owner.request('POST', '/api/session/impersonation', { token });
    expect(start.status).toBe(200);
    const me = await owner.request('GET', '/api/me');
    expect(me.body.user.email).toBe('impersonated@example.com');
    expect(me.body.impersonation).toEqual({ ownerName: 'Test Expert', ownerEmail: 'owner@example.com' });

    // A change made in the member's account is recorded with the owner's id.
    const now = Date.now();
    const change = await owner.request('POST', '/api/scheduling/time-off', {
      start: new Date(now + 10 * 24 * 60 * MINUTE).toISOString(),
      end: new Date(now + 11 * 24 * 60 * MINUTE).toISOString(),
    });
    expect(change.status).toBe(201);
    // The member's email, password and team settings are out of reach.
    const team = await owner.request('GET', '/api/team/members');
    expect(team.status).toBe(403);
    expect(team.body.error.message).toBe(TEAM_MESSAGES.notDuringImpersonation);
    const email = await owner.request('POST', '/api/account/email-change', {
      email: 'taken-over@example.com',
    });
    expect(email.status).toBe(403);
    expect(email.body.error.message).toBe(TEAM_MESSAGES.notDuringImpersonation);

    const reuse = await owner.request('POST', '/api/session/impersonation', { token });
    expect(reuse.status).toBe(400);

    const back = await owner.request('DELETE', '/api/session/impersonation');
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ restored: true });
    const mine = await owner.request('GET', '/api/me');
    expect(mine.body.user.email).toBe('owner@example.com');
    expect(mine.body.impersonation).toBeNull();

    const audit = await listAudit(t.services.deps.database.db, memberId);
    expect(audit.map((a) => [a.ownerId, a.method, a.path, a.status])).toEqual([
      [ownerId, 'POST', '/api/session/impersonation', 200],
      [ownerId, 'POST', '/api/scheduling/time-off', 201],
      [ownerId, 'GET', '/api/team/members', 403],
      [ownerId, 'POST', '/api/account/email-change', 403],
      [ownerId, 'DELETE', '/api/session/impersonation', 200],
    ]);
  });

  it('refuses a token used a second time', async () => {
    const token = await loginAs(owner, memberId);
    expect((await owner.request('POST', '/api/session/impersonation', { token })).status).toBe(200);
    expect((await owner.request('DELETE', '/api/session/impersonation')).status).toBe(200);
    const second = await owner.request('POST', '/api/session/impersonation', { token });
    expect(second.status).toBe(400);
    expect(second.body.error.message).toBe(TEAM_MESSAGES.tokenInvalid);
    expect((await owner.request('GET', '/api/me')).body.user.email).toBe('owner@example.com');
    // 'Return to my account' with no impersonation, from the owner's own session or from none.
    for (const client of [owner, t.client()]) {
      const back = await client.request('DELETE', '/api/session/impersonation');
      expect(back.status).toBe(400);
      expect(back.body.error.message).toBe(NOT_IMPERSONATING);
    }
  });

  it('refuses a token after its minute and one used by another browser', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const late = await loginAs(owner, memberId);
    vi.setSystemTime(start + MINUTE + 1000);
    const tooLate = await owner.request('POST', '/api/session/impersonation', { token: late });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.error.message).toBe(TEAM_MESSAGES.tokenInvalid);
    vi.useRealTimers();

    const stolen = await loginAs(owner, memberId);
    const elsewhere = await outsider.request('POST', '/api/session/impersonation', { token: stolen });
    expect(elsewhere.status).toBe(400);
    expect((await outsider.request('GET', '/api/me')).body.user.email).toBe('outsider@example.com');
    const anonymous = await t.client().request('POST', '/api/session/impersonation', { token: stolen });
    expect(anonymous.status).toBe(400);
  });

  it('ends the impersonation after one hour', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const token = await loginAs(owner, memberId);
    expect((await owner.request('POST', '/api/session/impersonation', { token })).status).toBe(200);
    vi.setSystemTime(start + 59 * MINUTE);
    expect((await owner.request('GET', '/api/me')).body.user.email).toBe('impersonated@example.com');
    vi.setSystemTime(start + 60 * MINUTE);
    expect((await owner.request('GET', '/api/me')).status).toBe(401);
  });
});
