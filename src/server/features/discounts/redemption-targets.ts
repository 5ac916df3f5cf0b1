import { DISCOUNT_FULL_PAYMENT_ONLY } from '../../../domain/discounts/discount-messages';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { findPageOwner } from '../public-booking/booking-repository';
import type { findPublicGroupSession } from '../public-booking/seat-page-repository';
import type { PublicService } from '../public-booking/slots-service';
import type { DiscountTarget } from './redemption';

// What a code is applied to in each paid flow: the price before the code, its currency and the
// product its restrictions are matched against.

/** A personal service, priced in its page's currency. */
export async function serviceTarget(db: DbOrTx, found: PublicService): Promise<DiscountTarget> {
  const owner = await findPageOwner(db, found.service.pageId);
  if (!owner) throw notFound();
  return {
    pageId: found.service.pageId,
    price: found.service.price,
    currency: owner.currency,
    product: { type: 'service', serviceId: found.service.id },
  };
}

type FoundSession = NonNullable<Awaited<ReturnType<typeof findPublicGroupSession>>>;

/** A seat in a group session: its own price and currency; a series' code applies to its sessions. */
export function seatTarget(found: FoundSession): DiscountTarget {
  const { session, page } = found;
  return {
    pageId: page.id,
    price: session.price ?? 0,
    currency: session.currency,
    product: { type: 'session', sessionId: session.id, seriesId: session.seriesId },
  };
}

/**
 * A package bought in full. A monthly plan's instalments are fixed amounts charged later, so a
 * code applies to paying in full only (refused with a message otherwise).
 */
export function packageTarget(
  pkg: { id: string; pageId: string; price: number; currency: string },
  paymentOption: 'full' | 'monthly' | undefined,
): DiscountTarget {
  if (paymentOption === 'monthly') {
    throw badRequest(DISCOUNT_FULL_PAYMENT_ONLY, { discountCode: DISCOUNT_FULL_PAYMENT_ONLY });
  }
  return {
    pageId: pkg.pageId,
    price: pkg.price,
    currency: pkg.currency,
    product: { type: 'package', packageId: pkg.id },
  };
}
