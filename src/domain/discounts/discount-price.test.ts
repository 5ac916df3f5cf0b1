import { describe, expect, it } from 'vitest';
import { discountPrice, percentOff } from './discount-price';
import { discountCodeField, discountPreviewInput } from './redemption-input';

const pct = (percentOff: number) => ({ valueType: 'percentage' as const, percentOff });
const fixed = (amountOff: number, currency = 'USD') => ({ valueType: 'fixed' as const, amountOff, currency });

describe('percentOff', () => {
  it('rounds half up to a whole minor unit, in integers', () => {
    expect(percentOff(1999, 15)).toBe(300); // 299.85
    expect(percentOff(1000, 15)).toBe(150);
    expect(percentOff(50, 1)).toBe(1); // 0.5 → 1
    expect(percentOff(49, 1)).toBe(0); // 0.49 → 0
    expect(percentOff(1001, 33)).toBe(330); // 330.33
    expect(percentOff(1050, 10)).toBe(105);
    expect(percentOff(12345, 100)).toBe(12345);
  });
});

describe('discountPrice', () => {
  it('takes a percentage off', () => {
    expect(discountPrice(1999, 'USD', pct(15))).toEqual({
      ok: true,
      price: 1999,
      amountOff: 300,
      amountToPay: 1699,
      currency: 'USD',
    });
  });

  it('makes the price 0 with 100% off', () => {
    expect(discountPrice(5000, 'EUR', pct(100))).toMatchObject({ amountOff: 5000, amountToPay: 0 });
  });

  it('counts zero-decimal currencies in whole units', () => {
    expect(discountPrice(1001, 'JPY', pct(33))).toMatchObject({ amountOff: 330, amountToPay: 671 });
    expect(discountPrice(5000, 'JPY', pct(25))).toMatchObject({ amountOff: 1250, amountToPay: 3750 });
    expect(discountPrice(5000, 'JPY', fixed(700, 'JPY'))).toMatchObject({
      amountOff: 700,
      amountToPay: 4300,
    });
    expect(discountPrice(10000, 'KRW', pct(15))).toMatchObject({ amountOff: 1500, amountToPay: 8500 });
  });

  it('takes a fixed amount off in the same currency only', () => {
    expect(discountPrice(5000, 'USD', fixed(1250))).toMatchObject({
      ok: true,
      amountOff: 1250,
      amountToPay: 3750,
    });
    expect(discountPrice(5000, 'USD', fixed(1250, 'usd'))).toMatchObject({ ok: true, amountToPay: 3750 });
    expect(discountPrice(5000, 'EUR', fixed(1250, 'USD'))).toEqual({ ok: false, reason: 'other_currency' });
    expect(discountPrice(5000, 'JPY', fixed(1250, 'USD'))).toEqual({ ok: false, reason: 'other_currency' });
  });

  it('caps a fixed amount at the price: never below 0', () => {
    expect(discountPrice(3000, 'USD', fixed(5000))).toMatchObject({ amountOff: 3000, amountToPay: 0 });
    expect(discountPrice(3000, 'USD', fixed(3000))).toMatchObject({ amountOff: 3000, amountToPay: 0 });
  });

  it("charges the currency's minimum rather than a smaller amount the card provider refuses", () => {
    // $5 − 95% = $0.25, below USD's $0.50 minimum: the client pays $0.50.
    expect(discountPrice(500, 'USD', pct(95))).toMatchObject({ amountOff: 450, amountToPay: 50 });
    expect(discountPrice(500, 'USD', fixed(480))).toMatchObject({ amountOff: 450, amountToPay: 50 });
    // Exactly the minimum is fine as it is.
    expect(discountPrice(500, 'USD', fixed(450))).toMatchObject({ amountOff: 450, amountToPay: 50 });
    // HUF 175 minimum (17,500 minor units), JPY ¥50.
    expect(discountPrice(20000, 'HUF', pct(90))).toMatchObject({ amountOff: 2500, amountToPay: 17500 });
    expect(discountPrice(1000, 'JPY', pct(99))).toMatchObject({ amountOff: 950, amountToPay: 50 });
    // A legacy price already below the minimum is left as it is.
    expect(discountPrice(40, 'USD', pct(50))).toMatchObject({ amountOff: 0, amountToPay: 40 });
  });

  it('has nothing to take off a free price', () => {
    expect(discountPrice(0, 'USD', pct(50))).toEqual({ ok: false, reason: 'nothing_to_pay' });
  });
});

describe('the code field', () => {
  it('reads blank as no code and trims', () => {
    expect(discountCodeField.parse(undefined)).toBeNull();
    expect(discountCodeField.parse(null)).toBeNull();
    expect(discountCodeField.parse('   ')).toBeNull();
    expect(discountCodeField.parse(' Spring25 ')).toBe('Spring25');
  });

  it('refuses what cannot be a code with the unknown-code message', () => {
    for (const bad of ['SPRING 25', 'SPRING-25', 'A'.repeat(21), 'ÉTÉ']) {
      const r = discountCodeField.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("This code isn't valid. Please check it and try again.");
    }
  });

  it('requires a code in a preview', () => {
    const r = discountPreviewInput.safeParse({ code: '', item: { kind: 'service', id: 's1' } });
    expect(r.error?.issues[0]?.message).toBe("This code isn't valid. Please check it and try again.");
  });
});
