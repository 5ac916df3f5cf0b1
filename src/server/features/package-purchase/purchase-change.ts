import type { DbOrTx } from '../../db/client';
import { announceEvent, packageEventData } from '../integrations/announce';
import type { BookingDeps } from '../public-booking/booking-service';
import { updatePackageSchedules } from '../workflow-schedules/package-events';
import { queuePurchaseEmails } from './purchase-emails';
import type { Purchase } from './purchase-repository';

/**
 * A purchase is confirmed (free at once, paid when its payment succeeds), inside that
 * transaction: the package's workflows plan their actions (issue 15), then both sides and the
 * expert's webhooks are told.
 */
export async function announcePurchase(db: DbOrTx, deps: BookingDeps, purchase: Purchase): Promise<void> {
  await updatePackageSchedules(db, {
    kind: 'bought',
    booked: purchase.booked,
    expertZone: purchase.expertTimeZone,
    now: deps.clock.now(),
  });
  await queuePurchaseEmails(db, deps, purchase);
  await announceEvent(
    db,
    { pageId: purchase.booked.pageId },
    'package.bought',
    () => packageEventData(purchase.booked, purchase.planCount ?? null),
    deps.clock.now(),
    `package.bought:${purchase.booked.id}`,
  );
}
