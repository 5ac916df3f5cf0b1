import { normalizeEmail } from '../../../domain/public-booking/client-fields';
import { MINUTE_MS } from '../../../domain/time/instant';
import { countAttempt } from '../auth/repository';
import type { BookingDeps } from '../public-booking/booking-service';
import { queueAccessLinkEmail } from './purchase-emails';
import { findPurchase } from './purchase-repository';

// spec (issue 4): a visitor without the signed link enters their email and receives it. At most
// one link a minute per booked package, so the form cannot be used to flood a mailbox.
const ACCESS_LINK_WINDOW_MS = MINUTE_MS;

/**
 * Emails the use link when the email is the one the package was bought with (normalised) and the
 * purchase is confirmed. The caller answers the same whatever happens here.
 */
export async function sendAccessLink(deps: BookingDeps, id: string, email: string, now: number) {
  if (id.length > 100) return;
  const purchase = await findPurchase(deps.db, id);
  if (purchase?.booked.status !== 'confirmed') return;
  if (normalizeEmail(purchase.booked.clientEmail) !== normalizeEmail(email)) return;
  await deps.db.transaction(async (tx) => {
    // Counted atomically (the sign-in throttle's table): of concurrent requests one sends.
    const { count } = await countAttempt(
      tx,
      `package-link:${id}`,
      new Date(now),
      new Date(now - ACCESS_LINK_WINDOW_MS),
    );
    if (count === 1) await queueAccessLinkEmail(tx, deps, purchase);
  });
}
