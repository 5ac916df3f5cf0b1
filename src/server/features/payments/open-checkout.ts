import { and, eq, isNull } from 'drizzle-orm';
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
import { paymentMethodsFor } from './payment-methods';

const unavailable = () => new AppError(409, 'payments_unavailable', PAYMENTS_UNAVAILABLE);

export type CheckoutDeps = { db: DbOrTx; payments: PaymentAdapter };

/** For a flow that writes before it opens its checkout: refuses first when nothing can charge. */
export async function requirePayments(deps: CheckoutDeps, expertUserId: string): Promise<void> {
  if (deps.payments.kind === 'none') throw unavailable();
  if (deps.payments.kind === 'stripe' && !(await payeeFor(deps, expertUserId, 0)).stripeAccountId) {
    throw unavailable();
  }
}

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
  try {
    const payee = await payeeFor(deps, expertUserId, request.amount);
    const paymentMethods = await paymentMethodsFor(deps.db, expertUserId, request);
    return await deps.payments.createCheckout({ ...request, payee, paymentMethods });
  } catch (error) {
    if (error instanceof PaymentsUnavailable) throw unavailable();
    throw error;
  }
}
