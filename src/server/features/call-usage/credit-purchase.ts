import { CALL_CREDITS_OFFER, formatCallMinutes } from '../../../domain/calls/call-usage';
import { USAGE_MESSAGES } from '../../../domain/calls/usage-messages';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { newId } from '../../ids';
import type { PaymentAdapter } from '../../integrations/payments/adapter';
import { PaymentsUnavailable } from '../../integrations/payments/adapter';
import type { PaymentProviders } from '../../integrations/payments/providers';
import type { PaymentSubject } from '../public-booking/payment-subject';
import * as repo from './credit-purchase-repository';
import { addCredits } from './usage-repository';

// Buying call credits (issue 17, spec §7 'checkout session for call credits', ADR 043). The
// expert pays Slotwise, not a client the expert: a platform checkout — the sandbox checkout
// page on a local install, Stripe Checkout on the platform's own account in production (never
// a connected account, no application fee). The seconds are added only when the payment is
// confirmed (the sandbox page's card, Stripe's signed webhook), in the transaction that moves
// the purchase from open to paid, so a replayed event or a second submit adds nothing.

export const CREDITS_DESCRIPTION = `Slotwise call credits: ${formatCallMinutes(CALL_CREDITS_OFFER.participantSeconds)} minutes`;

/** Who takes the platform's own payments: the sandbox locally, Stripe's platform account in production. */
export function platformPayments(providers: PaymentProviders): PaymentAdapter | null {
  return providers.sandbox ?? providers.stripe ?? null;
}

type CreditDeps = Pick<AppDeps, 'database' | 'payments' | 'config'>;

const callsPage = (deps: Pick<AppDeps, 'config'>, query = '') =>
  `${deps.config.publicUrl}/dashboard/calls${query}`;

const DAY_MS = 86_400_000;

/**
 * Opens (or reopens) the 5 USD checkout; its URL, to redirect to. The checkout's idempotency key
 * names the expert's next purchase (their settled ones counted) on this day, so a double submit,
 * or two tabs, get the one checkout back from the adapter, and the unique payment id keeps one
 * purchase row. No transaction spans the provider's call.
 */
export async function startCreditCheckout(deps: CreditDeps, userId: string, now: number) {
  const adapter = platformPayments(deps.payments);
  if (!adapter) throw new AppError(409, 'payments_unavailable', USAGE_MESSAGES.paymentsUnavailable);
  const db = deps.database.db;
  const settled = await repo.countSettledPurchases(db, userId);
  const checkout = await adapter
    .createCheckout({
      amount: CALL_CREDITS_OFFER.amount,
      currency: CALL_CREDITS_OFFER.currency,
      description: CREDITS_DESCRIPTION,
      returnUrl: callsPage(deps),
      idempotencyKey: `call-credits:${userId}:${settled}:${Math.floor(now / DAY_MS)}`,
      platform: { userId },
    })
    .catch((error: unknown) => {
      if (error instanceof PaymentsUnavailable)
        throw new AppError(409, 'payments_unavailable', USAGE_MESSAGES.paymentsUnavailable);
      throw error;
    });
  await repo.insertPurchase(db, {
    id: newId(),
    userId,
    paymentId: checkout.paymentId,
    checkoutUrl: checkout.checkoutUrl,
    participantSeconds: CALL_CREDITS_OFFER.participantSeconds,
    amount: CALL_CREDITS_OFFER.amount,
    currency: CALL_CREDITS_OFFER.currency,
    createdAt: new Date(now),
  });
  return { url: checkout.checkoutUrl };
}

/** The purchase as a payment's subject: the sandbox page and the providers' webhooks settle it. */
export function creditPurchaseSubject(
  deps: Pick<AppDeps, 'config'> & { db: Db },
  paymentId: string,
): PaymentSubject {
  return {
    async summary() {
      const purchase = await repo.findPurchaseByPayment(deps.db, paymentId);
      if (!purchase) return null;
      return {
        title: CREDITS_DESCRIPTION,
        amount: purchase.amount,
        currency: purchase.currency,
        state: purchase.status === 'paid' ? 'paid' : purchase.status === 'open' ? 'open' : 'lapsed',
        declinedNote: 'Nothing was charged.',
        doneUrl: callsPage(deps, '?credits=paid'),
        retryUrl: callsPage(deps),
        retryLabel: 'Back to Calls',
      };
    },
    complete(outcome, now) {
      return deps.db.transaction(async (tx) => {
        const purchase = await repo.findPurchaseByPayment(tx, paymentId, true);
        if (!purchase) return null;
        if (purchase.status === 'paid') return 'confirmed';
        const at = new Date(now);
        if (outcome === 'declined') {
          await repo.settlePurchase(tx, purchase.id, 'declined', at);
          return 'declined';
        }
        // Paid (also after a decline: a bank debit that settled late still brought the money).
        await repo.settlePurchase(tx, purchase.id, 'paid', at);
        await addCredits(tx, purchase.userId, purchase.participantSeconds, at);
        return 'confirmed';
      });
    },
  };
}
