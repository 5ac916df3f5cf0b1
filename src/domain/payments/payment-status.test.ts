import { describe, expect, it } from 'vitest';
import { paymentStatus } from './payment-status';

const stripe = (chargesEnabled: boolean | null, requirementsDue: string[] = []) => ({
  provider: 'stripe' as const,
  chargesEnabled,
  requirementsDue,
  paypalVerified: false,
});
const paypal = (paypalVerified: boolean) => ({
  provider: 'paypal' as const,
  chargesEnabled: null,
  requirementsDue: [],
  paypalVerified,
});

describe('the payment status', () => {
  it('is not connected without a gateway, whatever accounts exist', () => {
    expect(paymentStatus('none', [])).toEqual({ state: 'not_connected', acceptingPayments: false });
    expect(paymentStatus('none', [stripe(true)])).toEqual({
      state: 'not_connected',
      acceptingPayments: false,
    });
  });

  it("needs action when the gateway's account is missing or cannot take charges yet", () => {
    expect(paymentStatus('stripe', [])).toEqual({ state: 'action_needed', acceptingPayments: false });
    expect(paymentStatus('stripe', [paypal(true)])).toEqual({
      state: 'action_needed',
      acceptingPayments: false,
    });
    expect(paymentStatus('stripe', [stripe(false)])).toEqual({
      state: 'action_needed',
      acceptingPayments: false,
    });
    expect(paymentStatus('stripe', [stripe(null)])).toEqual({
      state: 'action_needed',
      acceptingPayments: false,
    });
    expect(paymentStatus('paypal', [paypal(false)])).toEqual({
      state: 'action_needed',
      acceptingPayments: false,
    });
  });

  it('is connected and accepting payments when charges are enabled or PayPal is verified', () => {
    expect(paymentStatus('stripe', [stripe(true)])).toEqual({ state: 'connected', acceptingPayments: true });
    expect(paymentStatus('paypal', [paypal(true)])).toEqual({ state: 'connected', acceptingPayments: true });
  });

  it('agrees with the accounts screen: a Stripe account with requirements due still needs action', () => {
    expect(paymentStatus('stripe', [stripe(true, ['external_account'])])).toEqual({
      state: 'action_needed',
      acceptingPayments: false,
    });
  });
});
