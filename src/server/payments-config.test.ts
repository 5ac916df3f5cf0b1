import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(32),
  LINK_SIGNING_KEY: 'b'.repeat(32),
  CREDENTIALS_KEY: Buffer.alloc(32, 1).toString('base64'),
  PUBLIC_URL: 'https://slotwise.example',
};
const paypal = {
  PAYPAL_CLIENT_ID: 'client',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_PARTNER_MERCHANT_ID: 'PARTNER1',
  PAYPAL_WEBHOOK_ID: 'WH-1',
};
const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('loadConfig: PAYMENTS as a list and the PayPal settings (ADR 033)', () => {
  it('takes a list of real providers in a fixed order, with each one set up', () => {
    const config = loadConfig({ PAYMENTS: ' paypal, stripe ', ...paypal, ...stripe });
    expect(config.payments).toBe('stripe,paypal');
    expect(config.stripe?.secretKey).toBe('sk_test_x');
    expect(config.paypal).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      partnerMerchantId: 'PARTNER1',
      webhookId: 'WH-1',
      environment: 'sandbox',
      apiBase: undefined,
    });
    expect(loadConfig({ PAYMENTS: 'paypal', ...paypal })).toMatchObject({
      payments: 'paypal',
      stripe: undefined,
    });
  });

  it('keeps sandbox and none alone, and refuses unknown names', () => {
    expect(() => loadConfig({ PAYMENTS: 'sandbox,paypal', ...paypal })).toThrow(
      'PAYMENTS: expected sandbox, none, or a list of stripe and paypal (got sandbox,paypal); sandbox and none stand alone',
    );
    expect(() => loadConfig({ PAYMENTS: 'stripe,square', ...stripe })).toThrow(
      'PAYMENTS: expected sandbox, none, or a list of stripe and paypal (got stripe,square)',
    );
  });

  it('needs every PayPal key when paypal is listed', () => {
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(
      'Invalid configuration:\n  PAYPAL_CLIENT_ID: required when PAYMENTS lists paypal\n  PAYPAL_CLIENT_SECRET: required when PAYMENTS lists paypal\n  PAYPAL_PARTNER_MERCHANT_ID: required when PAYMENTS lists paypal\n  PAYPAL_WEBHOOK_ID: required when PAYMENTS lists paypal',
    );
  });

  it('charges live in production, refusing the sandbox environment and a fake PayPal address', () => {
    expect(loadConfig({ ...production, PAYMENTS: 'paypal', ...paypal }).paypal?.environment).toBe('live');
    expect(() =>
      loadConfig({ ...production, PAYMENTS: 'paypal', ...paypal, PAYPAL_ENVIRONMENT: 'sandbox' }),
    ).toThrow('PAYPAL_ENVIRONMENT: production takes real money, so it must be live');
    expect(() =>
      loadConfig({ ...production, PAYMENTS: 'paypal', ...paypal, PAYPAL_API_BASE: 'http://127.0.0.1:12112' }),
    ).toThrow('PAYPAL_API_BASE: production talks to PayPal itself; another address is for tests');
    expect(
      loadConfig({ PAYMENTS: 'paypal', ...paypal, PAYPAL_API_BASE: 'http://127.0.0.1:12112' }).paypal
        ?.apiBase,
    ).toBe('http://127.0.0.1:12112');
  });

  it('still refuses the sandbox in production', () => {
    expect(() => loadConfig({ ...production, PAYMENTS: 'sandbox' })).toThrow(
      'PAYMENTS: the sandbox takes no real money and cannot be used in production',
    );
  });
});
