import {
  type InstallmentCheckoutView,
  type InstallmentPayView,
  INSTALLMENT_PAY_MESSAGES as M,
} from '../../../domain/booked-packages/installment-pay-view';
import { DAY_MS } from '../../../domain/time/instant';
import { conflict, notFound } from '../../http/errors';
import { signIdToken, verifyIdToken } from '../../link-signing';
import { openCheckout } from '../payments/open-checkout';
import type { BookingDeps } from '../public-booking/booking-service';
import type { PaymentSubject } from '../public-booking/payment-subject';
import { queueInstallmentPaidEmails } from './installment-emails';
import * as repo from './installment-repository';

// The pay link of a failed installment (issue 14, ADR 035). When an off-session charge is declined
// or needs the client's bank (SCA), the client's email carries /packages/installments/{token}: a
// signed link to a page that shows what is owed and opens a checkout for that one installment.
// The checkout's confirmation (the sandbox page, or Stripe's webhook through completePayment)
// marks it paid; the plan completes when it was the last one.

type LinkDeps = { config: { publicUrl: string }; secrets: { linkSigningKey: string } };

export const installmentPayUrl = (deps: LinkDeps, installmentId: string) =>
  `${deps.config.publicUrl}/packages/installments/${signIdToken(deps.secrets.linkSigningKey, 'installment', installmentId)}`;

type Found = repo.LockedInstallment;

function stateOf({ plan, installment }: Found): InstallmentPayView['state'] {
  if (installment.status === 'paid') return 'paid';
  if (plan.status === 'cancelled') return 'cancelled';
  return installment.status === 'failed' ? 'payable' : 'not_due';
}

/** The installment of a valid link whose package was bought; 404 otherwise, like a forged link. */
async function findByToken(deps: BookingDeps, token: string): Promise<Found> {
  const id = verifyIdToken(deps.secrets.linkSigningKey, 'installment', token);
  const found = id ? await repo.findInstallment(deps.db, id) : undefined;
  if (found?.booked.status !== 'confirmed') throw notFound();
  return found;
}

const titleOf = (found: Found) =>
  `${found.booked.packageTitle}, installment ${found.position} of ${found.plan.count}`;

export async function getInstallmentPay(deps: BookingDeps, token: string): Promise<InstallmentPayView> {
  const found = await findByToken(deps, token);
  const { installment, plan } = found;
  return {
    packageTitle: found.booked.packageTitle,
    expertName: found.displayName,
    position: found.position,
    count: plan.count,
    amount: installment.amount,
    currency: plan.currency,
    dueAt: installment.dueAt.toISOString(),
    state: stateOf(found),
    paidAt: installment.paidAt?.toISOString() ?? null,
    failureMessage: installment.status === 'failed' ? installment.failureMessage : null,
  };
}

const refusal: Record<Exclude<InstallmentPayView['state'], 'payable'>, string> = {
  paid: M.alreadyPaid,
  cancelled: M.planCancelled,
  not_due: M.notDue,
};

/**
 * Opens a checkout for the installment, paid to the expert like every sale (ADR 032), by the
 * methods their plan allows (a card, or a local method: this one is paid with the client there).
 * The provider is called outside any transaction (the Stripe adapter writes its own row); the
 * installment then names the checkout, under its lock, if it is still payable. Keyed by the
 * installment and the day: a double click gives the same checkout, and a checkout is never
 * reused after Stripe's expire it (24 hours).
 */
export async function openInstallmentCheckout(
  deps: BookingDeps,
  token: string,
  now: number,
): Promise<InstallmentCheckoutView> {
  const found = await findByToken(deps, token);
  const state = stateOf(found);
  if (state !== 'payable') throw conflict(refusal[state]);
  const { installment } = found;
  const checkout = await openCheckout(deps, found.expertUserId, {
    amount: installment.amount,
    currency: found.plan.currency,
    description: `${titleOf(found)} with ${found.displayName}`,
    returnUrl: installmentPayUrl(deps, installment.id),
    idempotencyKey: `installment-pay:${installment.id}:${Math.floor(now / DAY_MS)}`,
    customerEmail: found.booked.clientEmail,
  });
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockInstallment(tx, installment.id);
    const again = locked ? stateOf(locked) : 'paid';
    if (again !== 'payable') throw conflict(refusal[again]);
    await repo.setInstallmentCheckout(tx, installment.id, checkout.paymentId, new Date(now));
  });
  return { checkoutUrl: checkout.checkoutUrl };
}

/**
 * A pay link's checkout as a payment subject (ADR 014): paying it marks the installment paid.
 * A payment for an installment already paid another way, or through a checkout it no longer
 * names, answers 'expired', which the Stripe webhook refunds as a late payment (ADR 032).
 */
export function installmentSubject(
  deps: BookingDeps,
  installmentId: string,
  paymentId: string,
): PaymentSubject {
  const payUrl = () => installmentPayUrl(deps, installmentId);
  return {
    async summary() {
      const found = await repo.findInstallment(deps.db, installmentId);
      if (!found) return null;
      const state = stateOf(found);
      return {
        title: `${titleOf(found)} with ${found.displayName}`,
        amount: found.installment.amount,
        currency: found.plan.currency,
        state:
          state === 'paid'
            ? 'paid'
            : state === 'payable' && found.installment.checkoutPaymentId === paymentId
              ? 'open'
              : 'lapsed',
        doneUrl: payUrl(),
        declinedNote: 'The installment is still due.',
        retryUrl: payUrl(),
        retryLabel: 'Back to the payment',
        expiredMessage: 'This checkout is no longer open. Please start again from the payment page.',
      };
    },
    complete(outcome, now) {
      return deps.db.transaction(async (tx) => {
        const found = await repo.lockInstallment(tx, installmentId);
        if (!found) return null;
        const { installment, plan } = found;
        if (installment.status === 'paid')
          return installment.paymentId === paymentId ? 'confirmed' : 'expired';
        if (installment.checkoutPaymentId !== paymentId) return 'expired';
        // A decline changes nothing: the installment stays failed and the link stays open.
        if (outcome === 'declined') return 'declined';
        const at = new Date(now);
        await repo.markInstallmentPaid(tx, installment.id, { at, paymentId });
        await repo.completePlanIfPaid(tx, plan.id, at);
        await queueInstallmentPaidEmails(
          tx,
          { outbox: deps.outbox, publicUrl: deps.config.publicUrl },
          found,
        );
        return 'confirmed';
      });
    },
  };
}
