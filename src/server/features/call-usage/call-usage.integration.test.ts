import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALL_CREDITS_OFFER, pastUsageMonths, usageMonthKey } from '../../../domain/calls/call-usage';
import { USAGE_MESSAGES } from '../../../domain/calls/usage-messages';
import { callsCreditsBalances, callsUsageMonths } from '../../db/schema/calls';
import { setPlan } from '../../testing/experts';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { signCallLink } from '../calls/call-link';
import {
  type Expert,
  HOUR,
  MINUTE,
  type sessionFixtures,
  startSessionsTestApp,
} from '../sessions/sessions-testing';
import { createUsageMeter } from './usage-meter';
import { addCredits } from './usage-repository';

// Issue 17, call minutes (ADR 043): participant seconds from presence in rooms, charged to the
// session's expert per UTC month, included minutes first, then credits; the lobby refuses a call
// with neither; credits bought through the sandbox checkout are added on the paid card only.

let t: TestApp;
let ada: Expert;
let bob: Expert;
let fx: ReturnType<typeof sessionFixtures>;

beforeAll(async () => {
  ({ t, ada, bob, fixtures: fx } = await startSessionsTestApp());
});
afterAll(async () => {
  await t.close();
});

const db = () => t.services.deps.database.db;

/** A meter on a clock the test moves by hand. */
function meterAt(start: number) {
  let now = start;
  const meter = createUsageMeter({ db: db(), now: () => now, log: t.services.deps.log });
  return { meter, advance: (ms: number) => (now += ms) };
}

async function usedIn(expert: Expert, month: string) {
  const [row] = await db()
    .select()
    .from(callsUsageMonths)
    .where(and(eq(callsUsageMonths.userId, expert.userId), eq(callsUsageMonths.month, `${month}-01`)));
  return row ? { used: row.participantSeconds, remaining: row.remainingParticipantSeconds } : undefined;
}

async function credits(expert: Expert) {
  const [row] = await db()
    .select()
    .from(callsCreditsBalances)
    .where(eq(callsCreditsBalances.userId, expert.userId));
  return row?.participantSeconds ?? 0;
}

async function resetUsage(expert: Expert) {
  await db().delete(callsUsageMonths).where(eq(callsUsageMonths.userId, expert.userId));
  await db().delete(callsCreditsBalances).where(eq(callsCreditsBalances.userId, expert.userId));
}

/** A session starting `minutes` from now (its room is open), with one client's booking. */
async function sessionIn(minutes: number, owner: Expert = ada) {
  const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE);
  const { id, bookingId } = await fx.personal(owner, { start, title: 'Intro call' });
  const link = signCallLink(
    t.services.deps.secrets.linkSigningKey,
    id,
    bookingId,
    start.getTime() + 2 * HOUR,
  );
  return { id, link };
}

const FREE_SECONDS = 300 * 60;

beforeEach(async () => {
  await resetUsage(ada);
  await resetUsage(bob);
  await setPlan(t, 'ada@example.com', 'free');
});

describe('counting participant seconds', () => {
  it("charges every participant's time in the room to the session's expert", async () => {
    const s = await sessionIn(0);
    const start = Date.parse('2026-12-16T10:30:00Z');
    const { meter, advance } = meterAt(start);
    const expert = meter.enter(s.id, 'e-ada');
    advance(5_000);
    const client = meter.enter(s.id, 'c-grace');
    advance(90_000);
    client.leave();
    advance(10_000);
    expert.leave();
    await meter.flush();
    // 105 s for the expert and 90 s for the client.
    expect(await usedIn(ada, '2026-12')).toEqual({ used: 195, remaining: FREE_SECONDS - 195 });
    expect(await usedIn(bob, '2026-12')).toBeUndefined();
  });

  it('counts a participant once while a reconnect overlaps the old socket', async () => {
    const s = await sessionIn(0);
    const { meter, advance } = meterAt(Date.parse('2026-12-16T10:30:00Z'));
    const first = meter.enter(s.id, 'c-grace');
    advance(10_000);
    const second = meter.enter(s.id, 'c-grace');
    advance(2_000);
    first.leave();
    first.leave();
    advance(28_000);
    second.leave();
    await meter.flush();
    expect((await usedIn(ada, '2026-12'))?.used).toBe(40);
  });

  it('writes a running call every flush and what is open at shutdown, without counting twice', async () => {
    const s = await sessionIn(0);
    const { meter, advance } = meterAt(Date.parse('2026-12-16T10:30:00.250Z'));
    const presence = meter.enter(s.id, 'e-ada');
    advance(30_000);
    await meter.flush();
    expect((await usedIn(ada, '2026-12'))?.used).toBe(30);
    advance(31_500);
    await meter.stop();
    expect((await usedIn(ada, '2026-12'))?.used).toBe(61);
    // The socket's close after shutdown adds nothing more.
    advance(10_000);
    presence.leave();
    await meter.flush();
    expect((await usedIn(ada, '2026-12'))?.used).toBe(61);
  });

  it('splits a call across the end of a month at midnight UTC', async () => {
    const s = await sessionIn(0);
    const { meter, advance } = meterAt(Date.parse('2026-12-31T23:59:00Z'));
    const presence = meter.enter(s.id, 'e-ada');
    advance(150_000);
    presence.leave();
    await meter.flush();
    expect((await usedIn(ada, '2026-12'))?.used).toBe(60);
    expect((await usedIn(ada, '2027-01'))?.used).toBe(90);
  });

  it('takes the included minutes first, then credits, and never below zero', async () => {
    const s = await sessionIn(0);
    await db().transaction((tx) => addCredits(tx, ada.userId, 100, new Date()));
    const { meter, advance } = meterAt(Date.parse('2026-12-16T10:30:00Z'));
    const presence = meter.enter(s.id, 'e-ada');
    advance((FREE_SECONDS + 40) * 1000);
    await meter.flush();
    expect(await usedIn(ada, '2026-12')).toEqual({ used: FREE_SECONDS + 40, remaining: 0 });
    expect(await credits(ada)).toBe(60);
    advance(100_000);
    presence.leave();
    await meter.flush();
    expect(await credits(ada)).toBe(0);
    expect((await usedIn(ada, '2026-12'))?.used).toBe(FREE_SECONDS + 140);
  });
});

describe('GET /api/call-usage', () => {
  it("shows the expert's own past 6 months with the plan's allowance, and the credits", async () => {
    const now = Date.now();
    const month = usageMonthKey(now);
    const s = await sessionIn(0);
    const { meter, advance } = meterAt(now);
    const presence = meter.enter(s.id, 'e-ada');
    advance(120_000);
    presence.leave();
    await meter.flush();
    await db().transaction((tx) => addCredits(tx, ada.userId, 600, new Date()));
    await setPlan(t, 'ada@example.com', 'pro');

    const res = await ada.expert.request('GET', '/api/call-usage');
    expect(res.status).toBe(200);
    expect(res.body.plan).toEqual({ name: 'Pro', monthlyCallsParticipantSeconds: 3000 * 60 });
    expect(res.body.months.map((m: { id: string }) => m.id)).toEqual(pastUsageMonths(now));
    expect(res.body.months[0]).toEqual({
      id: month,
      participantSeconds: 120,
      remaining: { participantSeconds: 3000 * 60 - 120 },
    });
    expect(res.body.months[1]).toEqual({
      id: pastUsageMonths(now)[1],
      participantSeconds: 0,
      remaining: { participantSeconds: 3000 * 60 },
    });
    expect(res.body.credits).toEqual({ participantSeconds: 600 });
    expect(res.body.offer).toEqual({
      priceId: 'calls_credits_5usd',
      amount: 500,
      currency: 'USD',
      participantSeconds: 60_000,
    });
    expect(res.body.canBuy).toBe(true);

    // Tenancy: Bob sees his own nothing, not Ada's usage.
    const bobs = await bob.expert.request('GET', '/api/call-usage');
    expect(bobs.body.months[0]).toEqual({
      id: month,
      participantSeconds: 0,
      remaining: { participantSeconds: FREE_SECONDS },
    });
    expect(bobs.body.credits).toEqual({ participantSeconds: 0 });
  });

  it('asks who is asking', async () => {
    const res = await t.client().request('GET', '/api/call-usage');
    expect(res.status).toBe(401);
  });
});

describe('the lobby when the minutes have run out', () => {
  async function spendTheMonth() {
    await db()
      .insert(callsUsageMonths)
      .values({
        userId: ada.userId,
        month: `${usageMonthKey(Date.now())}-01`,
        participantSeconds: FREE_SECONDS,
        remainingParticipantSeconds: 0,
      });
  }

  it('refuses to start the call for the expert and the client, with their own words', async () => {
    await spendTheMonth();
    const s = await sessionIn(5);
    const expert = await ada.expert.request('POST', `/api/calls/${s.id}/join`, {});
    expect(expert.status).toBe(409);
    expect(expert.body.error).toEqual({
      code: 'out_of_call_minutes',
      message: USAGE_MESSAGES.outOfMinutesExpert,
    });
    const client = await t.client().request('POST', `/api/calls/${s.id}/join`, { link: s.link });
    expect(client.status).toBe(409);
    expect(client.body.error.message).toBe(USAGE_MESSAGES.outOfMinutesClient);
    // The lobby itself still opens.
    expect((await ada.expert.request('GET', `/api/calls/${s.id}`)).status).toBe(200);
  });

  it('starts the call on credits, and another expert is not affected', async () => {
    await spendTheMonth();
    await db().transaction((tx) => addCredits(tx, ada.userId, 1, new Date()));
    const s = await sessionIn(5);
    expect((await ada.expert.request('POST', `/api/calls/${s.id}/join`, {})).status).toBe(200);
    const bobs = await sessionIn(5, bob);
    expect((await bob.expert.request('POST', `/api/calls/${bobs.id}/join`, {})).status).toBe(200);
  });
});

describe('buying call credits through the sandbox checkout', () => {
  const pay = (url: string, cardNumber: string) =>
    t.fetch(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardNumber }).toString(),
      }),
    );

  it('adds 1000 minutes on the paid card only, once, and reuses the open checkout on a double submit', async () => {
    const first = await ada.expert.request('POST', '/api/call-usage/credits/checkout');
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/checkout/sandbox/sbx_[0-9a-f]{24}$`));
    const second = await ada.expert.request('POST', '/api/call-usage/credits/checkout');
    expect(second.body.url).toBe(first.body.url);
    expect(await credits(ada)).toBe(0);

    const page = await t.fetch(new Request(first.body.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Slotwise call credits: 1,000 minutes');

    const bad = await pay(first.body.url, '1234');
    expect(bad.status).toBe(400);
    expect(await credits(ada)).toBe(0);

    const paid = await pay(first.body.url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/dashboard/calls?credits=paid`);
    expect(await credits(ada)).toBe(CALL_CREDITS_OFFER.participantSeconds);

    // The form sent again, and the page opened again after paying: nothing more is added.
    const again = await pay(first.body.url, '4242 4242 4242 4242');
    expect(again.status).toBe(303);
    expect(await credits(ada)).toBe(CALL_CREDITS_OFFER.participantSeconds);
    expect(await credits(bob)).toBe(0);

    // Paid, the next purchase is a new checkout.
    const next = await ada.expert.request('POST', '/api/call-usage/credits/checkout');
    expect(next.body.url).not.toBe(first.body.url);
  });

  it('adds nothing for a declined card', async () => {
    const { body } = await bob.expert.request('POST', '/api/call-usage/credits/checkout');
    const declined = await pay(body.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined. Nothing was charged.');
    expect(await credits(bob)).toBe(0);
  });
});
