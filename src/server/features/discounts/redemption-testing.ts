import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { clientEmailMappings } from '../../db/schema/clients';
import { discountCodeProducts, discountCodes } from '../../db/schema/discount-codes';
import { newId } from '../../ids';
import { releaseHoldJob } from '../../jobs/release-hold';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setUpPackageSeller } from '../package-purchase/package-testing';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';

// Shared set-up of the tests of discount codes redeemed at checkout (issue 14). Codes are written
// with drizzle (the dashboard's CRUD is another slice); everything else goes through the HTTP API.

export const UNKNOWN = "This code isn't valid. Please check it and try again.";
export const INACTIVE = 'This code is no longer active.';
export const USED_UP = 'This code has already been used up.';
export const EMAIL_FIRST = 'Please enter your email address first, then apply the code.';
export const NOT_FOR_CLIENT = "This code can't be used with this email address.";
export const NOT_FOR_PRODUCT = "This code doesn't apply to this booking.";
export const OTHER_CURRENCY = "This code can't be used with this currency.";
export const NOTHING_TO_PAY = 'There is nothing to pay, so no code is needed.';
export const FULL_ONLY = 'Discount codes apply when paying in full.';

export type Seller = Awaited<ReturnType<typeof setUpPackageSeller>>;

type CodeFields = Partial<typeof discountCodes.$inferInsert> & {
  products?: Array<{ type: 'service' | 'package' | 'series' | 'session'; id: string }>;
};

export const fixed = (amountOff: number, currency = 'USD') => ({
  valueType: 'fixed' as const,
  percentOff: null,
  amountOff,
  currency,
});

export function expectRefused(res: { status: number; body: unknown }, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ error: { code: 'bad_request', message, fields: { discountCode: message } } });
}

/** Ada sells a bundle; Bob has a code of his own; a known client of Ada's booked her free circle. */
export async function startRedemptionTestApp() {
  const t = await createTestApp();
  const db = t.services.deps.database.db;
  const seller = await setUpPackageSeller(t);
  const bundleId = (await seller.sell()).id;
  const bob = await setUpExpert(t, 'bob@example.com', 'bob');
  const bobPageId = bob.pageId;
  await db.insert(discountCodes).values({
    id: newId(),
    pageId: bobPageId,
    code: 'BOBONLY',
    valueType: 'percentage',
    percentOff: 50,
  });
  // A known client of Ada's: books the free circle.
  const seat = await redemptionFixtures(() => ({ t, seller })).bookSeat(seller.circle.id, {
    client: client({ email: 'VIP@example.com' }),
  });
  expect(seat.status).toBe(201);
  const [mapping] = await db
    .select()
    .from(clientEmailMappings)
    .where(
      and(
        eq(clientEmailMappings.pageId, seller.pageId),
        eq(clientEmailMappings.emailNormalized, 'vip@example.com'),
      ),
    );
  return { t, seller, bundleId, bobPageId, vipClientId: mapping!.clientId };
}

/** The file's helpers; `app` is read on each call, after beforeAll set it. */
export function redemptionFixtures(app: () => { t: TestApp; seller: Seller }) {
  const db = () => app().t.services.deps.database.db;
  return {
    db,
    /** A code on Ada's page (15% off unless told). */
    async makeCode(code: string, fields: CodeFields = {}) {
      const { products, ...rest } = fields;
      const id = newId();
      await db()
        .insert(discountCodes)
        .values({
          id,
          pageId: app().seller.pageId,
          code,
          valueType: 'percentage',
          percentOff: 15,
          productsRestricted: products !== undefined,
          ...rest,
        });
      for (const p of products ?? []) {
        await db()
          .insert(discountCodeProducts)
          .values({ id: newId(), discountCodeId: id, type: p.type, [`${p.type}Id`]: p.id });
      }
      return id;
    },
    async timesRedeemed(id: string) {
      const [row] = await db().select().from(discountCodes).where(eq(discountCodes.id, id));
      return row!.timesRedeemed;
    },
    preview: (body: unknown, slug = 'ada') =>
      app().t.client().request('POST', `/api/public/pages/${slug}/discounts/preview`, body),
    bookService: (body: Record<string, unknown>) =>
      app()
        .t.client()
        .request('POST', '/api/public/pages/ada/bookings', {
          serviceId: app().seller.coaching,
          start: at('10:00'),
          client: client(),
          ...body,
        }),
    bookSeat: (sessionId: string, body: Record<string, unknown>) =>
      app()
        .t.client()
        .request('POST', `/api/public/group-sessions/${sessionId}/bookings`, { client: client(), ...body }),
    bookingByPayment: async (paymentId: string) =>
      (await db().select().from(bookings).where(eq(bookings.paymentId, paymentId)))[0]!,
    runReleaseJob: (payload: object) => releaseHoldJob(db())({ payload } as never, new Date()),
  };
}
