import { describe, expect, it } from 'vitest';
import { bookingPageEffect, GATEWAY_MESSAGES, gatewayInput, gatewayRefusal } from './gateway';
import {
  chargeThrough,
  effectiveGateway,
  type GatewaySetting,
  type PaymentsInstallation,
} from './gateway-rule';
import type { ConnectedAccount, PaymentGateway } from './payment-status';

const stripe = (chargesEnabled: boolean | null = true): ConnectedAccount => ({
  provider: 'stripe',
  chargesEnabled,
  requirementsDue: [],
  paypalVerified: false,
});
const paypal = (paypalVerified = true): ConnectedAccount => ({
  provider: 'paypal',
  chargesEnabled: null,
  requirementsDue: [],
  paypalVerified,
});
const setting = (chosen: PaymentGateway | null, accounts: ConnectedAccount[] = []): GatewaySetting => ({
  chosen,
  accounts,
});

const sandbox: PaymentsInstallation = { sandbox: true, providers: [] };
const noProvider: PaymentsInstallation = { sandbox: false, providers: [] };
const stripeOnly: PaymentsInstallation = { sandbox: false, providers: ['stripe'] };
const both: PaymentsInstallation = { sandbox: false, providers: ['stripe', 'paypal'] };

describe('the gateway in use', () => {
  it('is the one the expert chose, whatever is connected', () => {
    expect(effectiveGateway(setting('none', [stripe()]))).toBe('none');
    expect(effectiveGateway(setting('paypal', [stripe()]))).toBe('paypal');
    expect(effectiveGateway(setting('stripe'))).toBe('stripe');
  });

  it('before a choice, is the connected account, Stripe first, else none', () => {
    expect(effectiveGateway(setting(null))).toBe('none');
    expect(effectiveGateway(setting(null, [paypal(false)]))).toBe('paypal');
    expect(effectiveGateway(setting(null, [paypal(), stripe(false)]))).toBe('stripe');
  });
});

describe('where a paid booking is charged (ADR 034)', () => {
  it('is refused everywhere when the expert chose none', () => {
    for (const installation of [sandbox, noProvider, stripeOnly, both]) {
      expect(chargeThrough(installation, setting('none', [stripe(), paypal()]))).toBeNull();
    }
  });

  it('goes through the sandbox on a sandbox installation for any other setting', () => {
    expect(chargeThrough(sandbox, setting(null))).toBe('sandbox');
    expect(chargeThrough(sandbox, setting('stripe'))).toBe('sandbox');
    expect(chargeThrough(sandbox, setting('paypal', [paypal(false)]))).toBe('sandbox');
  });

  it('is refused on an installation without providers', () => {
    expect(chargeThrough(noProvider, setting(null))).toBeNull();
    expect(chargeThrough(noProvider, setting('stripe', [stripe()]))).toBeNull();
  });

  it('goes through the gateway in use when it is configured and its account can take charges', () => {
    expect(chargeThrough(stripeOnly, setting('stripe', [stripe()]))).toBe('stripe');
    expect(chargeThrough(stripeOnly, setting(null, [stripe()]))).toBe('stripe');
    expect(chargeThrough(both, setting('paypal', [stripe(), paypal()]))).toBe('paypal');
  });

  it('is refused when nothing was chosen or connected, the account cannot take charges, or the provider is not configured', () => {
    expect(chargeThrough(stripeOnly, setting(null))).toBeNull();
    expect(chargeThrough(stripeOnly, setting('stripe'))).toBeNull();
    expect(chargeThrough(stripeOnly, setting('stripe', [stripe(false)]))).toBeNull();
    expect(chargeThrough(stripeOnly, setting('stripe', [stripe(null)]))).toBeNull();
    expect(chargeThrough(both, setting('paypal', [paypal(false)]))).toBeNull();
    expect(chargeThrough(stripeOnly, setting('paypal', [paypal()]))).toBeNull();
  });
});

describe('choosing a gateway', () => {
  const none = { stripe: false, paypal: false };

  it('allows none always', () => {
    expect(gatewayRefusal('none', { connected: none, sandbox: false })).toBeNull();
  });

  it('needs the provider’s account connected, naming what to connect', () => {
    expect(gatewayRefusal('stripe', { connected: none, sandbox: false })).toBe(GATEWAY_MESSAGES.stripeNeeded);
    expect(gatewayRefusal('paypal', { connected: { stripe: true, paypal: false }, sandbox: false })).toBe(
      GATEWAY_MESSAGES.paypalNeeded,
    );
    expect(
      gatewayRefusal('stripe', { connected: { stripe: true, paypal: false }, sandbox: false }),
    ).toBeNull();
    expect(
      gatewayRefusal('paypal', { connected: { stripe: false, paypal: true }, sandbox: false }),
    ).toBeNull();
  });

  it('lets the sandbox stand in for both providers', () => {
    expect(gatewayRefusal('stripe', { connected: none, sandbox: true })).toBeNull();
    expect(gatewayRefusal('paypal', { connected: none, sandbox: true })).toBeNull();
  });

  it('takes only stripe, paypal or none', () => {
    expect(gatewayInput.safeParse({ gateway: 'paypal' }).success).toBe(true);
    for (const bad of [{}, { gateway: 'sandbox' }, { gateway: null }, { gateway: 'Stripe' }]) {
      const result = gatewayInput.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(GATEWAY_MESSAGES.choose);
    }
  });
});

describe('what the gateway means for the booking page', () => {
  it('says plainly that none refuses paid sessions', () => {
    expect(bookingPageEffect({ gateway: 'none', inUse: 'none', sandbox: true, acceptsPayments: false })).toBe(
      "None: paid sessions can't be booked on your booking page. Free sessions can still be booked.",
    );
  });

  it('names who takes the money, or what is missing', () => {
    expect(bookingPageEffect({ gateway: null, inUse: 'none', sandbox: true, acceptsPayments: true })).toBe(
      'Paid sessions can be booked on your booking page.',
    );
    expect(
      bookingPageEffect({ gateway: 'stripe', inUse: 'stripe', sandbox: false, acceptsPayments: true }),
    ).toBe('Paid sessions can be booked on your booking page; clients pay through Stripe.');
    expect(bookingPageEffect({ gateway: null, inUse: 'none', sandbox: false, acceptsPayments: false })).toBe(
      "Paid sessions can't be booked on your booking page until you connect a payment account. Free sessions can still be booked.",
    );
    expect(
      bookingPageEffect({ gateway: 'paypal', inUse: 'paypal', sandbox: false, acceptsPayments: false }),
    ).toBe(
      "Paid sessions can't be booked on your booking page until your PayPal account can take payments. Free sessions can still be booked.",
    );
  });
});
