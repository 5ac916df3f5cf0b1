import type { Charger, PaymentProvider, PaymentsInstallation } from '../../../domain/payments/gateway-rule';
import type { PaymentAdapter } from './adapter';
import { createNoPayments } from './none';
import type { PaypalPayments } from './paypal';
import type { StripePayments } from './stripe';

/**
 * The adapters this installation charges through (ADR 023, 033), picked once by configuration
 * (select.ts) and carried in AppDeps: the sandbox alone, the real providers listed in PAYMENTS,
 * or nothing (none). A checkout takes the one the expert's gateway names (chargeThrough); a
 * later charge or refund takes the one that took the payment (adapterForPayment).
 */
export type PaymentProviders = {
  sandbox?: PaymentAdapter;
  stripe?: StripePayments;
  paypal?: PaypalPayments;
};

const REAL: readonly PaymentProvider[] = ['stripe', 'paypal'];

/** What this installation can charge through, for the gateway rule (ADR 034). */
export function installationOf(providers: PaymentProviders): PaymentsInstallation {
  return { sandbox: Boolean(providers.sandbox), providers: REAL.filter((p) => providers[p]) };
}

/** Nothing configured (PAYMENTS=none): nothing can be charged or refunded. */
export const takesNoPayments = (providers: PaymentProviders) =>
  !providers.sandbox && !providers.stripe && !providers.paypal;

const none = createNoPayments();

/** The adapter for a charger; one that is not configured throws PaymentsUnavailable when used. */
export function adapterFor(providers: PaymentProviders, charger: Charger): PaymentAdapter {
  return providers[charger] ?? none;
}

// Each adapter makes its own payment ids, so an id names who took it.
const PREFIXES: Record<string, Charger> = { sbx_: 'sandbox', stp_: 'stripe', ppl_: 'paypal' };

/** Who took a payment, by its id; null for an id no adapter makes. */
export function chargerOfPayment(paymentId: string): Charger | null {
  return PREFIXES[paymentId.slice(0, 4)] ?? null;
}

/**
 * The adapter that took `paymentId`: a plan's later instalments and a refund go where the money
 * went, whatever the expert's gateway is now (ADR 034). Not configured: the none adapter.
 */
export function adapterForPayment(providers: PaymentProviders, paymentId: string): PaymentAdapter {
  const charger = chargerOfPayment(paymentId);
  return charger ? adapterFor(providers, charger) : none;
}
