import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottles } from '../../db/schema/auth';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { client } from '../public-booking/booking-test-setup';
import { BUYER_EMAIL, buy, purchase, setUpPackageSeller } from './package-testing';

let t: TestApp;
let bookedId: string;
let usePath: string;
let pendingId: string;
const ANSWER = { message: 'If this email bought the package, we have sent you a link.' };
const ask = (id: string, email: unknown) =>
  t.client().request('POST', `/api/public/booked-packages/${id}/access-link`, { email });
const linkEmails = async (to: string) =>
  (await t.emailsTo(to)).filter((e) => e.subject === 'Your package: Coaching bundle with Ada Lovelace');

beforeAll(async () => {
  t = await createTestApp();
  const seller = await setUpPackageSeller(t);
  const free = await seller.sell({ price: 0 });
  const bought = await buy(t, free.id);
  bookedId = bought.body.bookedPackageId;
  usePath = bought.body.usePath;
  const paid = await seller.sell({ title: 'Paid bundle' });
  pendingId = (await buy(t, paid.id, purchase({ client: client({ email: 'pending@example.com' }) }))).body
    .bookedPackageId;
});
afterAll(async () => {
  await t.close();
});

describe('asking for the use link by email', () => {
  it('emails the signed use link when the email bought the package (normalised)', async () => {
    const res = await ask(bookedId, '  Grace@Example.COM ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ANSWER);
    const [email] = await linkEmails(BUYER_EMAIL);
    expect(email!.text).toContain('Hi Grace, here is the link to your Coaching bundle.');
    expect(await t.linkFromEmail(BUYER_EMAIL, '/packages/use')).toBe(`${TEST_PUBLIC_URL}${usePath}`);
  });

  it('sends at most one link a minute per booked package, answering the same', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await ask(bookedId, BUYER_EMAIL);
      expect(res.body).toEqual(ANSWER);
    }
    expect(await linkEmails(BUYER_EMAIL)).toHaveLength(1);
    // A minute later it sends again.
    await t.services.deps.database.db
      .update(signInThrottles)
      .set({ windowStartedAt: new Date(Date.now() - 61_000) })
      .where(eq(signInThrottles.key, `package-link:${bookedId}`));
    await ask(bookedId, BUYER_EMAIL);
    expect(await linkEmails(BUYER_EMAIL)).toHaveLength(2);
  });

  it('answers the same and sends nothing for another email, an unknown id or an unpaid purchase', async () => {
    for (const [id, email] of [
      [bookedId, 'someone@example.com'],
      ['nope', BUYER_EMAIL],
      [pendingId, 'pending@example.com'],
    ] as const) {
      const res = await ask(id, email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(ANSWER);
    }
    expect(await t.emailsTo('someone@example.com')).toHaveLength(0);
    expect(await t.emailsTo('pending@example.com')).toHaveLength(0);
    expect(await linkEmails(BUYER_EMAIL)).toHaveLength(2);
  });

  it('answers 400 for a malformed email', async () => {
    for (const [email, message] of [
      ['grace@', 'Invalid email address'],
      ['', 'Required'],
    ]) {
      const res = await ask(bookedId, email);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message, fields: { email: message } });
    }
  });
});
