import { describe, expect, it } from 'vitest';
import { paypalConnectInput } from './paypal-account';

const issues = (input: unknown) =>
  Object.fromEntries(
    (paypalConnectInput.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('the PayPal connect form (spec: wallet connect)', () => {
  it('takes a trimmed email and the business-account confirmation', () => {
    expect(paypalConnectInput.parse({ email: '  shop@example.com ', businessAccount: true })).toEqual({
      email: 'shop@example.com',
      businessAccount: true,
    });
  });

  it("says 'Please enter an email address' for anything but a basic address", () => {
    for (const email of ['', 'shop', 'shop@example', 'a b@example.com', undefined]) {
      expect(issues({ email, businessAccount: true })).toEqual({ email: 'Please enter an email address' });
    }
  });

  it("says 'Required' until the business account is confirmed", () => {
    expect(issues({ email: 'shop@example.com', businessAccount: false })).toEqual({
      businessAccount: 'Required',
    });
    expect(issues({ email: 'shop@example.com' })).toEqual({ businessAccount: 'Required' });
  });
});
