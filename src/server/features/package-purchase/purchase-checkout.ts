import { packageExpiresAt } from '../../../domain/public-booking/package-rules';
import type { BookingDeps } from '../public-booking/booking-service';
import type { PaymentSubject } from '../public-booking/payment-subject';
import { announcePurchase } from './purchase-change';
import * as repo from './purchase-repository';
import { packageUseUrl } from './use-link';

const isLive = (purchase: repo.Purchase, now: number) =>
  purchase.booked.status === 'pending' && (purchase.booked.holdExpiresAt?.getTime() ?? 0) > now;

/**
 * A package purchase as a payment's subject (ADR 016): pending until the full price or the first
 * instalment is paid. Success confirms it (expiresAt counted from now, the first instalment paid)
 * and sends the emails; a decline or a lapsed hold expires it and cancels its plan.
 */
export function packagePurchaseSubject(deps: BookingDeps, bookedPackageId: string): PaymentSubject {
  return {
    async summary(now) {
      const purchase = await repo.findPurchase(deps.db, bookedPackageId);
      if (!purchase) return null;
      const { booked } = purchase;
      return {
        title: `${booked.packageTitle} with ${purchase.displayName}`,
        amount: purchase.firstInstallment?.amount ?? booked.paymentAmount,
        currency: booked.currency,
        state: booked.status === 'confirmed' ? 'paid' : isLive(purchase, now) ? 'open' : 'lapsed',
        declinedNote: 'Nothing was charged.',
        doneUrl: packageUseUrl(deps, bookedPackageId),
        retryUrl: booked.packageId
          ? `${deps.config.publicUrl}/packages/${booked.packageId}`
          : `${deps.config.publicUrl}/${purchase.slug}`,
        retryLabel: 'Back to the package',
        expiredMessage: 'This purchase has expired. Nothing was charged. Please start again.',
      };
    },
    complete(outcome, now) {
      return deps.db.transaction(async (tx) => {
        const purchase = await repo.findPurchase(tx, bookedPackageId, true);
        if (!purchase) return null;
        const { booked } = purchase;
        if (booked.status === 'confirmed') return 'confirmed';
        if (!isLive(purchase, now)) {
          const at = new Date(Math.max(now, booked.holdExpiresAt?.getTime() ?? now));
          await repo.releasePurchaseHold(tx, booked.id, at);
          return 'expired';
        }
        const at = new Date(now);
        if (outcome === 'declined') {
          await repo.expirePurchase(tx, booked.id, at);
          return 'declined';
        }
        const expiresAt = packageExpiresAt(now, purchase.expiryDays, purchase.expertTimeZone ?? 'UTC');
        await repo.confirmPurchase(tx, purchase, {
          at,
          expiresAt: expiresAt === null ? null : new Date(expiresAt),
        });
        await announcePurchase(tx, deps, (await repo.findPurchase(tx, booked.id))!);
        return 'confirmed';
      });
    },
  };
}
