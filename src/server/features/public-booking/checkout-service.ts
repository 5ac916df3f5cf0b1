import type { PaymentOutcome } from '../../integrations/payments/adapter';
import { installmentSubject } from '../booked-packages/installment-pay';
import { findInstallmentIdByCheckout } from '../booked-packages/installment-repository';
import { onPageDomain } from '../booking-page/domain-hosts';
import { creditPurchaseSubject } from '../call-usage/credit-purchase';
import { findPurchaseByPayment } from '../call-usage/credit-purchase-repository';
import { giveBackSessionRedemption } from '../discounts/redemption-repository';
import { packagePurchaseSubject } from '../package-purchase/purchase-checkout';
import { findBookedPackageIdByPayment } from '../package-purchase/purchase-repository';
import { announceBookingChange } from './booking-change';
import * as repo from './booking-repository';
import { type BookingDeps, emailContext, manageUrl } from './booking-service';
import type { PaymentResult, PaymentSubject } from './payment-subject';
import { groupSeatSubject } from './seat-checkout';

// A payment is for one subject: a personal booking (its session is held), a group seat (its
// booking is held), a package purchase (its booked package is pending) (ADR 014, ADR 016) or a
// failed installment paid through its pay link (ADR 035).
// The sandbox checkout page, and a provider's webhook later, only know the payment id: these
// functions find the subject and apply the outcome to it.

async function findSubject(deps: BookingDeps, paymentId: string): Promise<PaymentSubject | null> {
  if (paymentId.length > 100) return null;
  const booking = await repo.findBookingByPayment(deps.db, paymentId);
  if (booking?.sessionType === 'group') return groupSeatSubject(deps, booking.id);
  if (booking) return personalBookingSubject(deps, booking.id);
  const bookedPackageId = await findBookedPackageIdByPayment(deps.db, paymentId);
  if (bookedPackageId) return packagePurchaseSubject(deps, bookedPackageId);
  const installmentId = await findInstallmentIdByCheckout(deps.db, paymentId);
  if (installmentId) return installmentSubject(deps, installmentId, paymentId);
  // An expert buying call credits from Slotwise (issue 17, ADR 043).
  if (await findPurchaseByPayment(deps.db, paymentId)) return creditPurchaseSubject(deps, paymentId);
  return null;
}

export async function findCheckout(deps: BookingDeps, paymentId: string, now: number) {
  const subject = await findSubject(deps, paymentId);
  return subject ? subject.summary(now) : null;
}

/**
 * Applies a payment's outcome (the sandbox page now, a provider's webhook later). Success
 * confirms what was held and sends the emails; a decline releases it. Idempotent.
 */
export async function completePayment(
  deps: BookingDeps,
  paymentId: string,
  outcome: PaymentOutcome,
  now: number,
): Promise<PaymentResult | null> {
  const subject = await findSubject(deps, paymentId);
  return subject ? subject.complete(outcome, now) : null;
}

/** A paid personal booking: the session is pending until paid (ADR 014). */
function personalBookingSubject(deps: BookingDeps, bookingId: string): PaymentSubject {
  return {
    async summary(now) {
      const details = await repo.findBookingDetails(deps.db, bookingId);
      if (!details) return null;
      const { session } = details;
      const settled = session.status === 'confirmed' || session.status === 'cancelled';
      const live = session.status === 'pending' && (session.holdExpiresAt?.getTime() ?? 0) > now;
      return {
        title: `${session.title} with ${details.displayName}`,
        amount: details.booking.paymentAmount,
        currency: details.booking.currency,
        state: settled ? 'paid' : live ? 'open' : 'lapsed',
        declinedNote: 'Your time has been released.',
        // Issue 19: a client who came from the page's own domain goes back there (ADR 054).
        doneUrl: await onPageDomain(
          deps.db,
          session.pageId,
          deps.config.publicUrl,
          manageUrl(deps, bookingId),
        ),
        retryUrl: await onPageDomain(
          deps.db,
          session.pageId,
          deps.config.publicUrl,
          `${deps.config.publicUrl}/${details.slug}/${session.serviceId ?? ''}`,
        ),
      };
    },
    complete(outcome, now) {
      return deps.db.transaction(async (tx) => {
        const details = await repo.findBookingDetails(tx, bookingId, true);
        if (!details) return null;
        const { session } = details;
        if (session.status === 'confirmed' || session.status === 'cancelled') return 'confirmed';
        const live = session.status === 'pending' && (session.holdExpiresAt?.getTime() ?? 0) > now;
        if (!live) {
          const at = new Date(Math.max(now, session.holdExpiresAt?.getTime() ?? now));
          await repo.expireHold(tx, session.id, at);
          return 'expired';
        }
        if (outcome === 'declined') {
          await repo.updateSession(tx, session.id, { status: 'expired', holdExpiresAt: null });
          await giveBackSessionRedemption(tx, session.id);
          return 'declined';
        }
        await repo.updateSession(tx, session.id, {
          status: 'confirmed',
          holdExpiresAt: null,
          paid: true,
          totalPaymentAmount: details.booking.paymentAmount,
        });
        const confirmed = await repo.findBookingDetails(tx, bookingId);
        await announceBookingChange(tx, 'confirmed', confirmed!, emailContext(deps, bookingId, now));
        return 'confirmed';
      });
    },
  };
}
