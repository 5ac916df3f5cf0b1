import { BOOKED_PACKAGE_MESSAGES as M } from '../../../domain/booked-packages/booked-package-messages';
import type { BookedPackageDetailView } from '../../../domain/booked-packages/booked-package-view';
import { conflict, notFound } from '../../http/errors';
import { cancelPaymentPlan as cancelActivePlan } from '../package-purchase/purchase-repository';
import * as repo from './repository';
import { type BookedPackagesDeps, readDetail, requireBookedPackage } from './service';

/**
 * spec (doc 1, §4, §7): the expert cancels an active payment plan: status cancelled, cancelledAt
 * set. Under the plan's row lock, which the installment job also takes before charging, so an
 * installment is either charged before the cancel or never (ADR 020).
 */
export async function cancelPaymentPlan(
  deps: BookedPackagesDeps,
  userId: string,
  id: string,
  now: number,
): Promise<BookedPackageDetailView> {
  return deps.db.transaction(async (tx) => {
    const { row } = await requireBookedPackage(tx, userId, id);
    const found = row.paymentPlanId ? await repo.findPaymentPlan(tx, row.paymentPlanId, 'update') : undefined;
    if (!found) throw notFound(M.noPaymentPlan);
    if (found.plan.status === 'cancelled') throw conflict(M.planAlreadyCancelled);
    if (found.plan.status === 'completed') throw conflict(M.planCompleted);
    // spec (doc 1, §4): active to cancelled, with cancelledAt.
    await cancelActivePlan(tx, found.plan.id, new Date(now));
    return readDetail(tx, deps.config.publicUrl, row);
  });
}
