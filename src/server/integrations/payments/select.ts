import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentAdapter } from './adapter';
import { createNoPayments } from './none';
import { createSandboxPayments } from './sandbox';
import { createStripePayments } from './stripe';

/**
 * The one place where configuration picks the payment adapter (ADR 023). Everything that charges
 * (checkouts, payment plan installments) takes the adapter this returns, through AppDeps.
 * Stripe keeps its payments' ids in the database (ADR 032), so it is given the database.
 */
export function createPaymentAdapter(
  config: Pick<Config, 'env' | 'payments' | 'publicUrl' | 'stripe'>,
  db: Db,
): PaymentAdapter {
  switch (config.payments) {
    case 'sandbox':
      return createSandboxPayments(config);
    case 'none':
      return createNoPayments();
    case 'stripe':
      if (!config.stripe) throw new Error('PAYMENTS=stripe needs the Stripe settings');
      return createStripePayments(config.stripe, db, config.publicUrl);
  }
}
