import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../../domain/support/contact-rules';
import { users } from '../../db/schema/auth';
import { userIdOf } from '../../testing/experts';
import { type FakeRewardful, startFakeRewardful } from '../../testing/fakes/rewardful';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { seedPartner } from '../partners/seed';
import { loadWhatsNew } from '../whats-new/entries';

// Issue 18: the partner dashboard (admins only), the affiliate program's SSO link, What's new
// with its read state and the feedback widget's token, and the /contact form.

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let partnerId: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.expert('ada@example.com');
  bob = await t.expert('bob@example.com');
  await t.expert('cleo@example.com');
  await t.expert('dan@example.com');
  await t.services.deps.database.db
    .update(users)
    .set({ pricingPlanId: 'pro' })
    .where(eq(users.email, 'cleo@example.com'));
  partnerId = await seedPartner(t.services.deps.database.db, {
    name: 'Coaching Guild',
    adminEmails: ['ada@example.com'],
    expertEmails: ['cleo@example.com', 'dan@example.com'],
  });
  await seedPartner(t.services.deps.database.db, {
    id: 'other-partner',
    name: 'Bob Partners',
    adminEmails: ['bob@example.com'],
    expertEmails: [],
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the partner dashboard', () => {
  it('lists the partners a user administers, and none for anyone else', async () => {
    expect((await ada.request('GET', '/api/partners')).body).toEqual([
      { id: partnerId, name: 'Coaching Guild' },
    ]);
    const carl = await t.expert('carl@example.com');
    expect((await carl.request('GET', '/api/partners')).body).toEqual([]);
  });

  it("shows an admin the partner's name and its experts with plan and sign-up date", async () => {
    const res = await ada.request('GET', `/api/partners/${partnerId}`);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Coaching Guild');
    expect(
      res.body.experts.map((e: { email: string; planId: string; planName: string }) => [
        e.email,
        e.planId,
        e.planName,
      ]),
    ).toEqual([
      ['cleo@example.com', 'pro', 'Pro'],
      ['dan@example.com', 'free', 'Free'],
    ]);
    const [cleo] = await t.services.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'cleo@example.com'));
    expect(res.body.experts[0]).toEqual({
      id: cleo!.id,
      firstName: 'Test',
      lastName: 'Expert',
      email: 'cleo@example.com',
      planId: 'pro',
      planName: 'Pro',
      signedUpAt: cleo!.createdAt.toISOString(),
    });
  });

  it("answers 404 for another partner's dashboard, an unknown one, and without sign-in 401", async () => {
    for (const path of [`/api/partners/other-partner`, '/api/partners/nope']) {
      const res = await ada.request('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Partner not found' } });
    }
    expect((await bob.request('GET', `/api/partners/${partnerId}`)).status).toBe(404);
    expect((await t.client().request('GET', `/api/partners/${partnerId}`)).status).toBe(401);
  });
});

describe("What's new", () => {
  it('lists every release note newest first, all unread at first', async () => {
    const notes = loadWhatsNew();
    expect(notes.length).toBeGreaterThanOrEqual(3);
    const res = await bob.request('GET', '/api/whats-new');
    expect(res.status).toBe(200);
    expect(res.body.unreadCount).toBe(notes.length);
    expect(res.body.entries.map((e: { id: string }) => e.id)).toEqual(notes.map((n) => n.id));
    expect(res.body.entries[0]).toEqual({ ...notes[0], read: false });
    expect(notes.map((n) => n.date)).toEqual([...notes.map((n) => n.date)].sort().reverse());
  });

  it('keeps read state per user on the server', async () => {
    const notes = loadWhatsNew();
    const res = await bob.request('POST', '/api/whats-new/read', { ids: [notes[0]!.id, 'not-a-note'] });
    expect(res.status).toBe(200);
    expect(res.body.unreadCount).toBe(notes.length - 1);
    expect(res.body.entries[0].read).toBe(true);
    // Again: nothing changes; and another user still has everything unread.
    expect((await bob.request('POST', '/api/whats-new/read', { ids: [notes[0]!.id] })).body.unreadCount).toBe(
      notes.length - 1,
    );
    expect((await ada.request('GET', '/api/whats-new')).body.unreadCount).toBe(notes.length);
    const all = await bob.request('POST', '/api/whats-new/read', { ids: notes.map((n) => n.id) });
    expect(all.body.unreadCount).toBe(0);
    expect((await bob.request('GET', '/api/whats-new')).body.unreadCount).toBe(0);
  });

  it('refuses an empty list and anonymous callers', async () => {
    expect((await bob.request('POST', '/api/whats-new/read', { ids: [] })).status).toBe(400);
    expect((await t.client().request('GET', '/api/whats-new')).status).toBe(401);
  });

  it('gives the feedback widget a signed token naming the user', async () => {
    const res = await ada.request('POST', '/api/whats-new/feedback-token');
    expect(res.status).toBe(200);
    const [header, payload, signature] = (res.body.token as string).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: await userIdOf(t, 'ada@example.com'), email: 'ada@example.com' });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(signature).toMatch(/^[\w-]{43}$/);
  });
});

describe('the /contact form', () => {
  const valid = {
    name: 'Maya Field',
    email: 'maya@example.com',
    topic: 'billing',
    message: 'How do payouts work?',
  };

  it('emails support and answers the sender', async () => {
    const res = await t.client().request('POST', '/api/public/contact', valid);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: CONTACT_MESSAGES.sent });
    const [toSupport] = await t.emailsTo('support@slotwise.local');
    expect(toSupport!.subject).toBe('Contact form: Plans, billing and payouts (Maya Field)');
    expect(toSupport!.text).toBe(
      'From: Maya Field <maya@example.com>\nTopic: Plans, billing and payouts\n\nHow do payouts work?\n',
    );
    const [receipt] = await t.emailsTo('maya@example.com');
    expect(receipt!.subject).toBe('We received your message');
    expect(receipt!.text).toContain('How do payouts work?');
  });

  it.each([
    [{ ...valid, name: '  ' }, 'name', 'Required'],
    [{ ...valid, email: 'maya' }, 'email', 'Invalid email address'],
    [{ ...valid, topic: 'sales' }, 'topic', 'Please choose a topic'],
    [{ ...valid, message: 'Hi' }, 'message', CONTACT_MESSAGES.messageShort],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', CONTACT_MESSAGES.messageLong],
    [{ ...valid, name: 'n'.repeat(81) }, 'name', CONTACT_MESSAGES.nameLong],
  ])(
    'refuses bad input with the message on the field and sends nothing (%#)',
    async (input, field, message) => {
      const before = (await t.emailsTo('support@slotwise.local')).length;
      const res = await t.client().request('POST', '/api/public/contact', input);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ [field]: message });
      expect((await t.emailsTo('support@slotwise.local')).length).toBe(before);
    },
  );

  it('limits one address to 5 messages an hour (429 with Retry-After)', async () => {
    const someone = t.client({ address: '203.0.113.9' });
    for (let i = 0; i < 5; i++) {
      const res = await someone.request('POST', '/api/public/contact', {
        ...valid,
        email: `p${i}@example.com`,
      });
      expect(res.status).toBe(202);
    }
    const res = await someone.request('POST', '/api/public/contact', { ...valid, email: 'p9@example.com' });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(CONTACT_MESSAGES.tooMany);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the affiliate program', () => {
  it('has no affiliate id until one is set, and then opens the offline dashboard', async () => {
    expect((await ada.request('GET', '/api/affiliate')).body).toEqual({ affiliateId: null });
    const none = await ada.request('POST', '/api/affiliate/sso-link');
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe('You are not part of the affiliate program');
    await t.services.deps.database.db
      .update(users)
      .set({ rewardfulAffiliateId: 'aff-ada' })
      .where(eq(users.email, 'ada@example.com'));
    expect((await ada.request('GET', '/api/affiliate')).body).toEqual({ affiliateId: 'aff-ada' });
    const link = await ada.request('POST', '/api/affiliate/sso-link');
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/affiliate/offline\\?token=aff-ada\\.`));
    const page = await t.fetch(new Request(link.body.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('aff-ada');
    const forged = await t.fetch(new Request(`${TEST_PUBLIC_URL}/affiliate/offline?token=aff-bob.xxxx`));
    expect(forged.status).toBe(404);
  });
});

describe('the affiliate program with Rewardful', () => {
  let rewardful: FakeRewardful;
  let r: TestApp;
  beforeAll(async () => {
    rewardful = await startFakeRewardful('secret_test', ['aff-1']);
    r = await createTestApp({ REWARDFUL_API_SECRET: 'secret_test', REWARDFUL_API_BASE: rewardful.apiBase });
  });
  afterAll(async () => {
    await r?.close();
    await rewardful?.close();
  });

  it("answers Rewardful's SSO link, and 409 when Rewardful has no such affiliate", async () => {
    const eve = await r.expert('eve@example.com');
    const db = r.services.deps.database.db;
    await db.update(users).set({ rewardfulAffiliateId: 'aff-1' }).where(eq(users.email, 'eve@example.com'));
    const res = await eve.request('POST', '/api/affiliate/sso-link');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: 'https://example.getrewardful.com/login?token=sso-aff-1' });
    expect(rewardful.requests).toEqual(['GET /v1/affiliates/aff-1/sso']);
    await db
      .update(users)
      .set({ rewardfulAffiliateId: 'aff-gone' })
      .where(eq(users.email, 'eve@example.com'));
    const gone = await eve.request('POST', '/api/affiliate/sso-link');
    expect(gone.status).toBe(409);
    expect(gone.body.error.message).toBe(
      'The affiliate dashboard cannot be opened right now. Please try again later.',
    );
    // The offline dashboard is not mounted when Rewardful is configured.
    const offline = await r.fetch(new Request(`${TEST_PUBLIC_URL}/affiliate/offline?token=x`));
    expect(offline.status).toBe(404);
  });
});
