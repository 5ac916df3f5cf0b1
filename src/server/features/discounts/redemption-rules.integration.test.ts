import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { at } from '../public-booking/booking-test-setup';
import {
  EMAIL_FIRST,
  expectRefused,
  FULL_ONLY,
  fixed,
  INACTIVE,
  NOT_FOR_CLIENT,
  NOT_FOR_PRODUCT,
  NOTHING_TO_PAY,
  OTHER_CURRENCY,
  redemptionFixtures,
  type Seller,
  startRedemptionTestApp,
  UNKNOWN,
  USED_UP,
} from './redemption-testing';

// Issue 14: which discount codes a client may apply, and the message for each that they may not:
// the preview on the public side, which counts nothing.

let t: TestApp;
let seller: Seller;
let bundleId: string;
let vipClientId: string;
const { makeCode, timesRedeemed, preview, bookService } = redemptionFixtures(() => ({ t, seller }));

beforeAll(async () => {
  ({ t, seller, bundleId, vipClientId } = await startRedemptionTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('the preview', () => {
  it('answers the price, the amount off and the total, ignoring case; nothing is counted', async () => {
    const id = await makeCode('Spring15');
    const res = await preview({ code: 'spring15', item: { kind: 'service', id: seller.coaching } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'Spring15',
      price: 10000,
      amountOff: 1500,
      amountToPay: 8500,
      currency: 'USD',
    });
    expect(await timesRedeemed(id)).toBe(0);
  });

  it('prices a seat and a package', async () => {
    await makeCode('TENOFF', fixed(1000));
    const seat = await preview({ code: 'TENOFF', item: { kind: 'session', id: seller.yogaClasses[0]!.id } });
    expect(seat.body).toEqual({
      code: 'TENOFF',
      price: 2000,
      amountOff: 1000,
      amountToPay: 1000,
      currency: 'USD',
    });
    const pkg = await preview({
      code: 'tenoff',
      item: { kind: 'package', id: bundleId, paymentOption: 'full' },
    });
    expect(pkg.body).toEqual({
      code: 'TENOFF',
      price: 12000,
      amountOff: 1000,
      amountToPay: 11000,
      currency: 'USD',
    });
  });

  it('refuses an unknown code, a malformed one and another page’s code alike', async () => {
    const item = { kind: 'service', id: seller.coaching };
    expectRefused(await preview({ code: 'NOPE', item }), UNKNOWN);
    expectRefused(await preview({ code: 'BOBONLY', item }), UNKNOWN);
    expect((await preview({ code: 'SPRING 15', item })).body).toEqual({
      error: { code: 'bad_request', message: UNKNOWN, fields: { code: UNKNOWN } },
    });
    expectRefused(await bookService({ start: at('13:00'), discountCode: 'SPRING 15' }), UNKNOWN);
    expect((await preview({ code: '', item })).body).toMatchObject({ error: { message: UNKNOWN } });
  });

  it('refuses an inactive code and a used-up one', async () => {
    await makeCode('OFF', { active: false });
    await makeCode('GONE', { maxRedemptions: 2, timesRedeemed: 2 });
    const item = { kind: 'service', id: seller.coaching };
    expectRefused(await preview({ code: 'OFF', item }), INACTIVE);
    expectRefused(await preview({ code: 'GONE', item }), USED_UP);
  });

  it('checks the client by normalised email on this page', async () => {
    await makeCode('VIPONLY', { clientId: vipClientId });
    const item = { kind: 'service', id: seller.coaching };
    expectRefused(await preview({ code: 'VIPONLY', item }), EMAIL_FIRST);
    expectRefused(await preview({ code: 'VIPONLY', item, email: 'someone@example.com' }), NOT_FOR_CLIENT);
    const ok = await preview({ code: 'VIPONLY', item, email: ' Vip@Example.COM ' });
    expect(ok.body).toMatchObject({ amountToPay: 8500 });
  });

  it('checks the product: a service, a series (its sessions), a session, a package', async () => {
    await makeCode('COACHONLY', { products: [{ type: 'service', id: seller.coaching }] });
    await makeCode('YOGAONLY', { products: [{ type: 'series', id: seller.yoga }] });
    await makeCode('CLASSONE', { products: [{ type: 'session', id: seller.yogaClasses[0]!.id }] });
    await makeCode('BUNDLEONLY', { products: [{ type: 'package', id: bundleId }] });
    // A restricted code whose products were all deleted applies to nothing.
    await makeCode('NOTHING', { products: [] });
    const coaching = { kind: 'service', id: seller.coaching };
    const class1 = { kind: 'session', id: seller.yogaClasses[0]!.id };
    const class2 = { kind: 'session', id: seller.yogaClasses[1]!.id };
    const bundle = { kind: 'package', id: bundleId };
    expect((await preview({ code: 'COACHONLY', item: coaching })).status).toBe(200);
    expectRefused(await preview({ code: 'COACHONLY', item: class1 }), NOT_FOR_PRODUCT);
    expectRefused(await preview({ code: 'COACHONLY', item: bundle }), NOT_FOR_PRODUCT);
    expect((await preview({ code: 'YOGAONLY', item: class2 })).status).toBe(200);
    expectRefused(await preview({ code: 'YOGAONLY', item: coaching }), NOT_FOR_PRODUCT);
    expect((await preview({ code: 'CLASSONE', item: class1 })).status).toBe(200);
    expectRefused(await preview({ code: 'CLASSONE', item: class2 }), NOT_FOR_PRODUCT);
    expect((await preview({ code: 'BUNDLEONLY', item: bundle })).status).toBe(200);
    expectRefused(await preview({ code: 'BUNDLEONLY', item: coaching }), NOT_FOR_PRODUCT);
    expectRefused(await preview({ code: 'NOTHING', item: coaching }), NOT_FOR_PRODUCT);
  });

  it('refuses a fixed code in another currency, a free item, and a monthly plan', async () => {
    await makeCode('EUROS', fixed(500, 'EUR'));
    expectRefused(
      await preview({ code: 'EUROS', item: { kind: 'service', id: seller.coaching } }),
      OTHER_CURRENCY,
    );
    expectRefused(
      await preview({ code: 'Spring15', item: { kind: 'session', id: seller.circle.id } }),
      NOTHING_TO_PAY,
    );
    expectRefused(
      await preview({ code: 'Spring15', item: { kind: 'package', id: bundleId, paymentOption: 'monthly' } }),
      FULL_ONLY,
    );
  });

  it('does not find another page’s items (404, like an unknown id)', async () => {
    const res = await preview({ code: 'BOBONLY', item: { kind: 'service', id: seller.coaching } }, 'bob');
    expect(res.status).toBe(404);
    expect((await preview({ code: 'BOBONLY', item: { kind: 'package', id: bundleId } }, 'bob')).status).toBe(
      404,
    );
    expect(
      (await preview({ code: 'BOBONLY', item: { kind: 'session', id: seller.circle.id } }, 'bob')).status,
    ).toBe(404);
  });
});
