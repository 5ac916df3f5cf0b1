import { and, eq, isNull } from 'drizzle-orm';
import {
  chargeThrough,
  effectiveGateway,
  type PaymentsInstallation,
} from '../../../domain/payments/gateway-rule';
import type { PaymentGateway } from '../../../domain/payments/payment-status';
import { commissionAmount } from '../../../domain/plans/access';
import { PAYMENTS_UNAVAILABLE } from '../../../domain/shared/messages';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { AppError } from '../../http/errors';
import {
  type CheckoutRequest,
  type Payee,
  type PaymentAdapter,
  PaymentsUnavailable,
} from '../../integrations/payments/adapter';
import { findGatewaySetting } from '../payments-settings/repository';
import { paymentMethodsFor } from './payment-methods';

const unavailable = () => new AppError(409, 'payments_unavailable', PAYMENTS_UNAVAILABLE);

export type CheckoutDeps = { db: DbOrTx; payments: PaymentAdapter };

// ── The gateway decision (issue 14, ADR 034): whether an expert's paid things can be sold ──

/** What the configured adapter can charge through. */
export function installationOf(payments: Pick<PaymentAdapter, 'kind'>): PaymentsInstallation {
  return { sandbox: payments.kind === 'sandbox', providers: payments.kind === 'stripe' ? ['stripe'] : [] };
}

/** The expert's gateway in use: their choice, or before one, the account they connected (ADR 034). */
export async function expertGateway(db: DbOrTx, userId: string): Promise<PaymentGateway> {
  return effectiveGateway(await findGatewaySetting(db, userId));
}

/**
 * Whether the expert's paid bookings, seats and packages can be charged now (the booking page's
 * `acceptsPayments`): the gateway rule of ADR 034 for this installation.
 */
export async function acceptsPayments(deps: CheckoutDeps, expertUserId: string): Promise<boolean> {
  return (
    chargeThrough(installationOf(deps.payments), await findGatewaySetting(deps.db, expertUserId)) !== null
  );
}

/** Refuses (409, before anything is written) when the expert's paid things cannot be charged. */
export async function requirePayments(deps: CheckoutDeps, expertUserId: string): Promise<void> {
  if (!(await acceptsPayments(deps, expertUserId))) throw unavailable();
}

// ── The checkout ──

/**
 * Who is paid for a sale of `amount` (ADR 032): the expert's Stripe account when it accepts
 * charges (null otherwise) and the platform's commission from the expert's plan.
 */
export async function payeeFor(deps: CheckoutDeps, expertUserId: string, amount: number): Promise<Payee> {
  const [row] = await deps.db
    .select({
      plan: users.pricingPlanId,
      stripeAccountId: paymentAccounts.stripeAccountId,
      chargesEnabled: paymentAccounts.stripeChargesEnabled,
    })
    .from(users)
    .leftJoin(
      paymentAccounts,
      and(
        eq(paymentAccounts.userId, users.id),
        eq(paymentAccounts.provider, 'stripe'),
        isNull(paymentAccounts.disconnectedAt),
      ),
    )
    .where(eq(users.id, expertUserId));
  return {
    userId: expertUserId,
    stripeAccountId: row?.chargesEnabled ? row.stripeAccountId : null,
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
  await requirePayments(deps, expertUserId);
  try {
    const payee = await payeeFor(deps, expertUserId, request.amount);
    const paymentMethods = await paymentMethodsFor(deps.db, expertUserId, request);
    return await deps.payments.createCheckout({ ...request, payee, paymentMethods });
  } catch (error) {
    if (error instanceof PaymentsUnavailable) throw unavailable();
    throw error;
  }
}
