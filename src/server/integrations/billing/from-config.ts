import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BillingAdapter } from './adapter';
import { createOfflineBilling } from './offline';
import { createStripeBilling } from './stripe';

/** The one place configuration picks the billing adapter (issue 20); none sells no paid plans. */
export function createBillingFromConfig(
  config: Pick<Config, 'billing' | 'env' | 'publicUrl'>,
  db: Db,
  clock: Clock,
): BillingAdapter | null {
  const settings = config.billing;
  if (settings.kind === 'stripe') return createStripeBilling(settings);
  // config.ts refuses the offline adapter in production, and so does the adapter itself.
  if (settings.kind === 'offline')
    return createOfflineBilling({ db, clock, publicUrl: config.publicUrl, env: config.env });
  return null;
}

/** Our catalogue price id → the provider's (offline: the same id). */
export function providerPriceId(config: Pick<Config, 'billing'>, priceId: string): string | undefined {
  if (config.billing.kind === 'stripe') return config.billing.prices[priceId];
  if (config.billing.kind === 'offline') return priceId;
  return undefined;
}

/** The provider's price id → ours, or undefined for a price we do not sell. */
export function catalogPriceIdOf(config: Pick<Config, 'billing'>, providerId: string): string | undefined {
  if (config.billing.kind === 'stripe')
    return Object.entries(config.billing.prices).find(([, theirs]) => theirs === providerId)?.[0];
  if (config.billing.kind === 'offline') return providerId;
  return undefined;
}
