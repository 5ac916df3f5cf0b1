import type { Config } from '../../config';
import type { PaymentAdapter } from './adapter';
import { createNoPayments } from './none';
import { createSandboxPayments } from './sandbox';

/**
 * The one place where configuration picks the payment adapter (ADR 023). Everything that charges
 * (checkouts, payment plan installments) takes the adapter this returns, through AppDeps.
 */
export function createPaymentAdapter(config: Pick<Config, 'env' | 'payments' | 'publicUrl'>): PaymentAdapter {
  switch (config.payments) {
    case 'sandbox':
      return createSandboxPayments(config);
    case 'none':
      return createNoPayments();
  }
}
