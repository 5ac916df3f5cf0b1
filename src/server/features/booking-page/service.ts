import { BOOKING_PAGE_REQUIRED, type BookingPageView } from '../../../domain/booking-page/booking-page-view';
import type { BrandingInput } from '../../../domain/booking-page/branding-input';
import type { CreateBookingPageInput } from '../../../domain/booking-page/create-booking-page-input';
import { callBackgroundView, coverView } from '../../../domain/booking-page/page-images';
import { SLUG_TAKEN_MESSAGE, slugField } from '../../../domain/booking-page/slug';
import type { UpdateBookingPageInput } from '../../../domain/booking-page/update-booking-page-input';
import { type CurrencyCode, isCurrencyCode } from '../../../domain/money/currencies';
import { CURRENCY_CHANGED_WHILE_EDITING } from '../../../domain/payments/currency-change';
import { canUse } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { isRichTextEmpty, type RichTextDoc } from '../../../domain/rich-text/rich-text';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, forbidden, notFound } from '../../http/errors';
import { newId } from '../../ids';
import {
  type BookingPageRow,
  deleteRedirect,
  findPageByOwner,
  insertPage,
  isSlugTaken,
  lockPageOfOwner,
  saveRedirect,
  sharePageCurrency,
  updateBranding,
  updatePage,
} from './repository';

export const ALREADY_HAS_PAGE = 'You already have a booking page';

export function toView(page: BookingPageRow, publicUrl: string): BookingPageView {
  return {
    id: page.id,
    slug: page.slug,
    url: `${publicUrl}/${page.slug}`,
    firstName: page.firstName,
    lastName: page.lastName,
    displayName: page.displayName,
    headline: page.headline,
    accentColor: page.accentColor,
    backgroundColor: page.backgroundColor,
    currency: page.currency,
    cover: page.cover ? coverView(page.cover, page.coverAlt) : null,
    coverAlt: page.coverAlt ?? '',
    callBackground: page.callBackground ? callBackgroundView(page.callBackground) : null,
    description: page.description as RichTextDoc | null,
  };
}

export async function getBookingPage(db: Db, userId: string) {
  return findPageByOwner(db, userId);
}

/** Whether a slug could be used now: the same rules as creation, for the form's live check. */
export async function checkSlug(db: Db, slug: string): Promise<{ available: boolean; message?: string }> {
  const parsed = slugField.safeParse(slug);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0]?.message };
  if (await isSlugTaken(db, parsed.data)) return { available: false, message: SLUG_TAKEN_MESSAGE };
  return { available: true };
}

// spec: slugs are unique ('This URL is already taken'). Unique indexes on slug and on owner
// decide concurrent requests; the checks before them only give the common case a clear answer.
export async function createBookingPage(
  db: Db,
  userId: string,
  input: CreateBookingPageInput,
): Promise<BookingPageRow> {
  if (await findPageByOwner(db, userId)) throw conflict(ALREADY_HAS_PAGE);
  if (await isSlugTaken(db, input.slug)) throw conflict(SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
  try {
    return await insertPage(db, {
      id: newId(),
      userId,
      slug: input.slug,
      firstName: input.firstName,
      lastName: input.lastName,
      displayName: `${input.firstName} ${input.lastName}`,
      currency: 'USD',
    });
  } catch (error) {
    if (isUniqueViolation(error, 'booking_pages_slug_idx'))
      throw conflict(SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
    if (isUniqueViolation(error)) throw conflict(ALREADY_HAS_PAGE);
    throw error;
  }
}

/**
 * The Page tab's save (issue 19): names, headline and address in one transaction. A new address
 * leaves the old one redirecting (301) to the page, and takes over a redirect another page had
 * left on it: the live page wins. The unique index on slug decides two pages claiming one
 * address at once (409 'This URL is already taken' for the loser, nothing written).
 */
export async function updateBookingPage(
  db: Db,
  userId: string,
  input: UpdateBookingPageInput,
): Promise<BookingPageRow> {
  try {
    return await db.transaction(async (tx) => {
      const page = await lockPageOfOwner(tx, userId);
      if (!page) throw notFound();
      if (input.slug !== page.slug) {
        if (await isSlugTaken(tx, input.slug))
          throw conflict(SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
        await deleteRedirect(tx, input.slug);
        await saveRedirect(tx, page.slug, page.id);
      }
      return updatePage(tx, page.id, {
        slug: input.slug,
        displayName: input.displayName,
        firstName: input.firstName,
        lastName: input.lastName,
        headline: input.headline === '' ? null : input.headline,
        ...(input.description === undefined
          ? {}
          : { description: isRichTextEmpty(input.description) ? null : input.description }),
        ...(input.coverAlt === undefined ? {} : { coverAlt: input.coverAlt === '' ? null : input.coverAlt }),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'booking_pages_slug_idx'))
      throw conflict(SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
    throw error;
  }
}

/**
 * The Branding tab's save (issue 19): both colours at once, '' meaning none. The plan must have
 * branding (spec doc 2 §6), else 403 naming the plan that does.
 */
export async function saveBranding(
  db: Db,
  user: { id: string; pricingPlanId: string },
  input: BrandingInput,
): Promise<BookingPageRow> {
  if (!canUse(user.pricingPlanId, 'branding')) throw forbidden(upgradeMessage('branding'));
  const page = await findPageByOwner(db, user.id);
  if (!page) throw notFound();
  return updateBranding(db, page.id, {
    accentColor: input.accentColor === '' ? null : input.accentColor.toLowerCase(),
    backgroundColor: input.backgroundColor === '' ? null : input.backgroundColor.toLowerCase(),
  });
}

/**
 * The expert's booking page, for features that sell through it (services, series, packages).
 * Without one the call answers 409 with the spec's message.
 */
export async function requireBookingPage(db: DbOrTx, userId: string): Promise<BookingPageRow> {
  const page = await findPageByOwner(db, userId);
  if (!page) throw conflict(BOOKING_PAGE_REQUIRED);
  return page;
}

/**
 * The currency the page sells in. The column is checked to be one the product supports; anything
 * else is a broken row, not bad input.
 */
export function pageCurrency(page: { id: string; currency: string }): CurrencyCode {
  if (!isCurrencyCode(page.currency)) throw new Error(`Booking page ${page.id} sells in ${page.currency}`);
  return page.currency;
}

/**
 * Inside a transaction that writes a price: the page still sells in the currency the price was
 * read in. A currency change that committed since answers 409 and the write is not made; one that
 * starts later waits for this transaction (the share lock), then re-prices what it wrote.
 */
export async function holdPageCurrency(tx: DbOrTx, page: { id: string; currency: string }): Promise<void> {
  if ((await sharePageCurrency(tx, page.id)) !== page.currency)
    throw conflict(CURRENCY_CHANGED_WHILE_EDITING);
}
