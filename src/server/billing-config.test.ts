import { describe, expect, it } from 'vitest';
import { billingConfigFrom, billingProblems, parseStripePrices } from './billing-config';

const ALL =
  'starter_monthly=price_sm,starter_yearly=price_sy,pro_monthly=price_pm,pro_yearly=price_py,growth_monthly=price_gm,growth_yearly=price_gy';

describe('billing settings', () => {
  it('bills offline outside production and sells nothing in production by default', () => {
    expect(billingConfigFrom({ NODE_ENV: 'development' })).toEqual({ kind: 'offline' });
    expect(billingConfigFrom({ NODE_ENV: 'production' })).toEqual({ kind: 'none' });
  });

  it('refuses the offline adapter in production', () => {
    expect(billingProblems({ NODE_ENV: 'production', BILLING: 'offline' })).toEqual([
      '  BILLING: the offline billing adapter is for local installs and cannot be used in production',
    ]);
  });

  it('needs the key, the webhook secret and a Stripe price for every paid price with Stripe', () => {
    expect(
      billingProblems({
        NODE_ENV: 'production',
        BILLING: 'stripe',
        BILLING_STRIPE_PRICES: 'starter_monthly=price_sm',
      }),
    ).toEqual([
      '  STRIPE_SECRET_KEY: required when BILLING=stripe',
      '  STRIPE_BILLING_WEBHOOK_SECRET: required when BILLING=stripe',
      '  BILLING_STRIPE_PRICES: no Stripe price for starter_yearly, pro_monthly, pro_yearly, growth_monthly, growth_yearly',
    ]);
    const env = {
      NODE_ENV: 'production',
      BILLING: 'stripe' as const,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_x',
      BILLING_STRIPE_PRICES: ALL,
    };
    expect(billingProblems(env)).toEqual([]);
    expect(billingConfigFrom(env)).toMatchObject({ kind: 'stripe', prices: { pro_yearly: 'price_py' } });
  });

  it('reads the price pairs, and says which part it cannot read', () => {
    expect(parseStripePrices(` ${ALL.replaceAll(',', ' , ')} `)).toMatchObject({
      starter_monthly: 'price_sm',
    });
    expect(parseStripePrices('starter_monthly')).toEqual({
      problem: 'expected ours=price_… pairs (got starter_monthly)',
    });
    expect(parseStripePrices('a=b=c')).toEqual({ problem: 'expected ours=price_… pairs (got a=b=c)' });
  });
});
