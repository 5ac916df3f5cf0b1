import { z } from 'zod';
import { richTextDocument } from '../rich-text/rich-text';
import { acceptsPayments, publicGroupSession, publicPageBasics } from './public-page-view';

// GET /api/public/packages/{id}: a package as a client sees it before buying. Hidden packages
// answer too (link only); deleted ones do not. Money in minor units of `currency`.

export const publicPaymentPlan = z.object({
  /** Instalments, one a month. */
  count: z.number().int(),
  /** Each instalment. */
  amount: z.number().int(),
});
export type PublicPaymentPlan = z.infer<typeof publicPaymentPlan>;

export const publicPackageDetails = z.object({
  id: z.string(),
  title: z.string(),
  description: richTextDocument.nullable(),
  services: z.array(
    z.object({ id: z.string(), title: z.string(), count: z.number().int(), duration: z.number().int() }),
  ),
  series: z.array(
    z.object({ id: z.string(), title: z.string(), count: z.number().int(), duration: z.number().int() }),
  ),
  /** Specific group sessions included (confirmed ones), soonest first. */
  groupSessions: z.array(publicGroupSession.pick({ id: true, title: true, start: true, end: true })),
  price: z.number().int(),
  currency: z.string(),
  paymentPlan: publicPaymentPlan.nullable(),
  expiryDays: z.number().int().nullable(),
});
export type PublicPackageDetails = z.infer<typeof publicPackageDetails>;

export const publicPackagePageView = z.object({
  page: publicPageBasics,
  package: publicPackageDetails,
  acceptsPayments,
});
export type PublicPackagePageView = z.infer<typeof publicPackagePageView>;
