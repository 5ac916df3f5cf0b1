import { eq } from 'drizzle-orm';
import type { SeoInput, SeoView } from '../../../domain/booking-page/seo-input';
import { canUse } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { type PublicPageBasics, pageSummary } from '../../../domain/public-booking/public-page-view';
import type { DbOrTx } from '../../db/client';
import { bookingPages } from '../../db/schema/booking-pages';
import { stampNow } from '../../db/schema/columns';
import { forbidden, notFound } from '../../http/errors';
import { toBasics } from '../public-booking/page-service';
import { type BookingPageRow, findPageByOwner } from './repository';

// The SEO tab (issue 19): the booking page's title, description and social image as search
// results and link previews show them, and noIndex. An empty field takes the page's own, so a
// page nobody tuned still gets a good head (page-html.ts renders it).

/** A path on this server made absolute: link previews fetch images from elsewhere. */
export function absoluteUrl(publicUrl: string, url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url}`;
}

/** What the page gives when a field is left empty: its name, its summary, its cover or photo. */
export function seoDefaults(basics: PublicPageBasics, publicUrl: string): SeoView['defaults'] {
  return {
    title: basics.displayName,
    description: pageSummary(basics),
    image: absoluteUrl(publicUrl, basics.cover?.url ?? basics.photoUrl),
  };
}

/** The booking page's head: the SEO tab's fields, else the page's own. */
export function pageSeo(row: BookingPageRow, basics: PublicPageBasics, publicUrl: string) {
  const defaults = seoDefaults(basics, publicUrl);
  return {
    title: row.seoTitle ?? defaults.title,
    description: row.seoDescription ?? defaults.description,
    image: row.seoImage ?? defaults.image,
    noIndex: row.noIndex,
  };
}

function toView(row: BookingPageRow, publicUrl: string): SeoView {
  return {
    title: row.seoTitle,
    description: row.seoDescription,
    image: row.seoImage,
    noIndex: row.noIndex,
    // The defaults read the names, headline and images, never the branding.
    defaults: seoDefaults(toBasics(row, false), publicUrl),
  };
}

export async function getSeo(db: DbOrTx, userId: string, publicUrl: string): Promise<SeoView> {
  const row = await findPageByOwner(db, userId);
  if (!row) throw notFound('Booking page not found');
  return toView(row, publicUrl);
}

/** Saves the SEO tab; the plan must have seoSettings (spec doc 2 §6), else 403 naming the plan. */
export async function saveSeo(
  db: DbOrTx,
  user: { id: string; pricingPlanId: string },
  input: SeoInput,
  publicUrl: string,
): Promise<SeoView> {
  if (!canUse(user.pricingPlanId, 'seoSettings')) throw forbidden(upgradeMessage('seoSettings'));
  const [row] = await db
    .update(bookingPages)
    .set({
      seoTitle: input.title || null,
      seoDescription: input.description || null,
      seoImage: input.image || null,
      noIndex: input.noIndex,
      updatedAt: stampNow(),
    })
    .where(eq(bookingPages.userId, user.id))
    .returning();
  if (!row) throw notFound('Booking page not found');
  return toView(row, publicUrl);
}
