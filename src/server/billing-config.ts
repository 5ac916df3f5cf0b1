import { PLANS } from '../domain/plans/catalogue';

// Slotwise's own billing of its experts (issue 20, ADR 055): Stripe Billing on the platform's
// account, the offline adapter of a local install, or none (no paid plans on sale). Plans and
// their prices stay in code (ADR 007); configuration says which Stripe price each one is.

export type BillingConfig =
  | { kind: 'none' }
  | { kind: 'offline' }
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Tests only: the SDK talks to a local fake Stripe. */
      apiBase: string | undefined;
      /** Our catalogue's price id → Stripe's price id, for every paid price. */
      prices: Record<string, string>;
    };

export type BillingEnv = {
  NODE_ENV: string;
  BILLING?: 'stripe' | 'offline' | 'none';
  BILLING_STRIPE_PRICES?: string;
  STRIPE_BILLING_WEBHOOK_SECRET?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_BASE?: string;
};

/** Every price the catalogue sells by subscription. */
export const catalogPriceIds = (): string[] =>
  Object.values(PLANS).flatMap((plan) => plan.prices.map((price) => price.id));

function billingKind(e: BillingEnv): BillingConfig['kind'] {
  if (e.BILLING) return e.BILLING;
  return e.NODE_ENV === 'production' ? 'none' : 'offline';
}

/** 'starter_monthly=price_123,starter_yearly=price_456' → a map, or the problem with it. */
export function parseStripePrices(value: string | undefined): Record<string, string> | { problem: string } {
  const prices: Record<string, string> = {};
  for (const pair of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [ours, theirs, extra] = pair.split('=').map((p) => p.trim());
    if (!ours || !theirs || extra !== undefined)
      return { problem: `expected ours=price_… pairs (got ${pair})` };
    prices[ours] = theirs;
  }
  const missing = catalogPriceIds().filter((id) => !prices[id]);
  if (missing.length > 0) return { problem: `no Stripe price for ${missing.join(', ')}` };
  return prices;
}

export function billingProblems(e: BillingEnv): string[] {
  const kind = billingKind(e);
  const problems: string[] = [];
  if (kind === 'offline' && e.NODE_ENV === 'production') {
    problems.push(
      '  BILLING: the offline billing adapter is for local installs and cannot be used in production',
    );
  }
  if (kind === 'stripe') {
    if (!e.STRIPE_SECRET_KEY) problems.push('  STRIPE_SECRET_KEY: required when BILLING=stripe');
    if (!e.STRIPE_BILLING_WEBHOOK_SECRET)
      problems.push('  STRIPE_BILLING_WEBHOOK_SECRET: required when BILLING=stripe');
    const prices = parseStripePrices(e.BILLING_STRIPE_PRICES);
    if ('problem' in prices) problems.push(`  BILLING_STRIPE_PRICES: ${prices.problem}`);
  }
  return problems;
}

export function billingConfigFrom(e: BillingEnv): BillingConfig {
  const kind = billingKind(e);
  if (kind !== 'stripe') return { kind };
  return {
    kind,
    secretKey: e.STRIPE_SECRET_KEY!,
    webhookSecret: e.STRIPE_BILLING_WEBHOOK_SECRET!,
    apiBase: e.STRIPE_API_BASE,
    prices: parseStripePrices(e.BILLING_STRIPE_PRICES) as Record<string, string>,
  };
}
