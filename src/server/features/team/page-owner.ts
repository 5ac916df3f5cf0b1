import { eq } from 'drizzle-orm';
import { PAGE_UNAVAILABLE, PAGE_UNAVAILABLE_CODE } from '../../../domain/team/team-rules';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { AppError } from '../../http/errors';

// issue 18: a disabled team member's booking page stops taking bookings. The public flows that
// start something new (a booking, a seat, a package purchase, a booking with a package) ask here.

export const pageUnavailable = () => new AppError(409, PAGE_UNAVAILABLE_CODE, PAGE_UNAVAILABLE);

export async function requirePageOwnerEnabled(db: DbOrTx, pageId: string): Promise<void> {
  const [row] = await db
    .select({ disabled: users.disabled })
    .from(bookingPages)
    .innerJoin(users, eq(users.id, bookingPages.userId))
    .where(eq(bookingPages.id, pageId));
  if (row?.disabled) throw pageUnavailable();
}

export async function isUserDisabled(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, userId));
  return row?.disabled ?? false;
}
