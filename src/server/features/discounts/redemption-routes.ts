import { createRoute, z } from '@hono/zod-openapi';
import { discountPreviewInput, discountPreviewView } from '../../../domain/discounts/redemption-input';
import type { DbOrTx } from '../../db/client';
import type { createRouter } from '../../http/context';
import { errorResponses, notFound } from '../../http/errors';
import { anonymous, body, json } from '../../http/route-parts';
import { requireLivePackage } from '../package-purchase/package-page-service';
import { findPublicGroupSession } from '../public-booking/seat-page-repository';
import { requirePublicService } from '../public-booking/slots-service';
import { quoteDiscount } from './redemption';
import { packageTarget, seatTarget, serviceTarget } from './redemption-targets';

// The public preview of a discount code (issue 14): the client presses Apply and sees the price,
// the amount off and the total before paying. Nothing is counted here; the booking counts it.

const previewRoute = createRoute({
  method: 'post',
  path: '/pages/{slug}/discounts/preview',
  operationId: 'previewDiscountCode',
  ...anonymous,
  tags: ['public-booking'],
  summary:
    "The price with a discount code (no sign-in): 400 with the client's message when the code cannot be used here",
  request: {
    params: z.object({ slug: z.string().min(1).max(100) }),
    ...body(discountPreviewInput.openapi('DiscountPreviewInput')),
  },
  responses: {
    200: { description: 'The discounted price', ...json(discountPreviewView.openapi('DiscountPreview')) },
    ...errorResponses(400, 404),
  },
});

type Input = z.output<typeof discountPreviewInput>;

/** The item on the page `slug`: an item of another page is not found, like an unknown one. */
async function targetOf(db: DbOrTx, slug: string, item: Input['item']) {
  if (item.kind === 'service') return serviceTarget(db, await requirePublicService(db, slug, item.id));
  if (item.kind === 'session') {
    const found = await findPublicGroupSession(db, item.id);
    if (!found || found.page.slug !== slug) throw notFound();
    return seatTarget(found);
  }
  const { pkg, page } = await requireLivePackage(db, item.id);
  if (page.slug !== slug) throw notFound();
  return packageTarget(pkg, item.paymentOption);
}

export async function previewDiscount(db: DbOrTx, slug: string, input: Input) {
  const target = await targetOf(db, slug, input.item);
  const quote = await quoteDiscount(db, input.code!, target, { email: input.email });
  const { code, price, amountOff, amountToPay, currency } = quote;
  return { code, price, amountOff, amountToPay, currency };
}

/** Adds the preview to the public booking router (see public-booking/routes.ts). */
export function addDiscountPreviewRoute(router: ReturnType<typeof createRouter>, db: DbOrTx) {
  router.openapi(previewRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await previewDiscount(db, c.req.valid('param').slug, c.req.valid('json')), 200);
  });
}
