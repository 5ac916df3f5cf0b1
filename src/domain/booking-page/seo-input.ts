import { z } from 'zod';
import { text } from '../shared/strings';

// The SEO tab (spec doc 2, §2 Booking page: SEO settings at the relative path seo; §3 pages:
// noIndex; §6 the seoSettings gate; issue 19): what search results and link previews show of the
// booking page, and whether search engines may list it. Empty fields take the page's own.

export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_IMAGE_MAX = 2000;

export const SEO_MESSAGES = {
  titleLong: `Too long, please use at most ${SEO_TITLE_MAX} characters`,
  descriptionLong: `Too long, please use at most ${SEO_DESCRIPTION_MAX} characters`,
  imageInvalid: 'Please enter the address of an image, starting with https://',
  saveFailed: "Can't save the SEO settings at the moment. Please try again later.",
} as const;

/** An https address (link previews are fetched by other services, which need a public one). */
export function isImageAddress(value: string): boolean {
  if (value.length > SEO_IMAGE_MAX || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** PUT /api/booking-page/seo and the tab's form; '' in a text field means the page's own. */
export const seoInput = z.object({
  title: text('Required').trim().max(SEO_TITLE_MAX, SEO_MESSAGES.titleLong),
  description: text('Required').trim().max(SEO_DESCRIPTION_MAX, SEO_MESSAGES.descriptionLong),
  image: text(SEO_MESSAGES.imageInvalid)
    .trim()
    .refine((value) => value === '' || isImageAddress(value), SEO_MESSAGES.imageInvalid),
  noIndex: z.boolean({ error: () => 'Required' }),
});
export type SeoInput = z.infer<typeof seoInput>;

/** GET/PUT /api/booking-page/seo: what is saved (null: the page's own) and what the page gives. */
export const seoView = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  noIndex: z.boolean(),
  /** What the page shows when a field is left empty. */
  defaults: z.object({ title: z.string(), description: z.string(), image: z.string().nullable() }),
});
export type SeoView = z.infer<typeof seoView>;
