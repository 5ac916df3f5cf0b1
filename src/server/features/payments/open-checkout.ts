import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Charger, chargeThrough, effectiveGateway } from '../../../domain/payments/gateway-rule';
import type { PaymentGateway } from '../../../domain/payments/payment-status';
import { commissionAmount } from '../../../domain/plans/access';
import { PAYMENTS_UNAVAILABLE } from '../../../domain/shared/messages';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { AppError } from '../../http/errors';
import { type CheckoutRequest, type Payee, PaymentsUnavailable } from '../../integrations/payments/adapter';
import { adapterFor, installationOf, type PaymentProviders } from '../../integrations/payments/providers';
import { findGatewaySetting } from '../payments-settings/repository';
import { paymentMethodsFor } from './payment-methods';

const unavailable = () => new AppError(409, 'payments_unavailable', PAYMENTS_UNAVAILABLE);

export type CheckoutDeps = { db: DbOrTx; payments: PaymentProviders };

// ── The gateway decision (issue 14, ADR 034): whether an expert's paid things can be sold ──

/** The expert's gateway in use: their choice, or before one, the account they connected (ADR 034). */
export async function expertGateway(db: DbOrTx, userId: string): Promise<PaymentGateway> {
  return effectiveGateway(await findGatewaySetting(db, userId));
}

/**
 * Whether the expert's paid bookings, seats and packages can be charged now (the booking page's
 * `acceptsPayments`): the gateway rule of ADR 034 for this installation.
 */
export async function acceptsPayments(deps: CheckoutDeps, expertUserId: string): Promise<boolean> {
  return (await chargerFor(deps, expertUserId)) !== null;
}

/** Where the expert's paid things are charged now (ADR 034), or null when they cannot be. */
async function chargerFor(deps: CheckoutDeps, expertUserId: string): Promise<Charger | null> {
  return chargeThrough(installationOf(deps.payments), await findGatewaySetting(deps.db, expertUserId));
}

/** Refuses (409, before anything is written) when the expert's paid things cannot be charged. */
export async function requirePayments(deps: CheckoutDeps, expertUserId: string): Promise<Charger> {
  const charger = await chargerFor(deps, expertUserId);
  if (!charger) throw unavailable();
  return charger;
}

// ── The checkout ──

/**
 * Who is paid for a sale of `amount` (ADR 032): the expert's Stripe account when it accepts
 * charges (null otherwise) and the platform's commission from the expert's plan.
 */
const stripe = alias(paymentAccounts, 'stripe_account');
const paypal = alias(paymentAccounts, 'paypal_account');

export async function payeeFor(deps: CheckoutDeps, expertUserId: string, amount: number): Promise<Payee> {
  const [row] = await deps.db
    .select({
      plan: users.pricingPlanId,
      stripeAccountId: stripe.stripeAccountId,
      chargesEnabled: stripe.stripeChargesEnabled,
      paypalMerchantId: paypal.paypalMerchantId,
      paypalVerified: paypal.paypalAccountVerified,
    })
    .from(users)
    .leftJoin(
      stripe,
      and(eq(stripe.userId, users.id), eq(stripe.provider, 'stripe'), isNull(stripe.disconnectedAt)),
    )
    .leftJoin(
      paypal,
      and(eq(paypal.userId, users.id), eq(paypal.provider, 'paypal'), isNull(paypal.disconnectedAt)),
    )
    .where(eq(users.id, expertUserId));
  return {
    userId: expertUserId,
    stripeAccountId: row?.chargesEnabled ? row.stripeAccountId : null,
    paypalMerchantId: row?.paypalVerified ? row.paypalMerchantId : null,
    applicationFeeAmount: commissionAmount(row?.plan, amount),
  };
}

/**
 * Opens the client's checkout for a paid booking, seat or package (ADR 023), paid to the expert
 * with the plan's commission (ADR 032), by the methods the plan and currency allow (ADR 035). Bookings and seats call it before their transaction, a
 * purchase (keyed by its id) after requirePayments; either way a refusal writes nothing. Free
 * bookings never call it.
 */
export async function openCheckout(
  deps: CheckoutDeps,
  expertUserId: string,
  request: Omit<CheckoutRequest, 'payee'>,
) {
  const charger = await requirePayments(deps, expertUserId);
  try {
    const payee = await payeeFor(deps, expertUserId, request.amount);
    const paymentMethods = await paymentMethodsFor(deps.db, expertUserId, request);
    return await adapterFor(deps.payments, charger).createCheckout({ ...request, payee, paymentMethods });
  } catch (error) {
    if (error instanceof PaymentsUnavailable) throw unavailable();
    throw error;
  }
}
