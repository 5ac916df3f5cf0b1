import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { providersOf } from '../../payments-config';
import { createPaypalPayments } from './paypal';
import type { PaymentProviders } from './providers';
import { createSandboxPayments } from './sandbox';
import { createStripePayments } from './stripe';

/**
 * The one place where configuration picks the payment adapters (ADR 023, 033). Everything that
 * charges (checkouts, payment plan installments, refunds) takes them from AppDeps.payments.
 * Stripe and PayPal keep their payments' ids in the database (ADR 032), so they are given it.
 */
export function createPaymentProviders(
  config: Pick<Config, 'env' | 'payments' | 'publicUrl' | 'stripe' | 'paypal'>,
  db: Db,
): PaymentProviders {
  if (config.payments === 'sandbox') return { sandbox: createSandboxPayments(config) };
  const providers: PaymentProviders = {};
  for (const provider of providersOf(config.payments)) {
    if (provider === 'stripe') {
      if (!config.stripe) throw new Error('PAYMENTS=stripe needs the Stripe settings');
      providers.stripe = createStripePayments(config.stripe, db, config.publicUrl);
    } else {
      if (!config.paypal) throw new Error('PAYMENTS=paypal needs the PayPal settings');
      providers.paypal = createPaypalPayments(config.paypal, db, config.publicUrl);
    }
  }
  return providers;
}
