import { createRoute, z } from '@hono/zod-openapi';
import { emailOnlyInput } from '../../../domain/auth/auth-inputs';
import { slotsRequest, slotsView } from '../../../domain/availability/slots-request';
import {
  bookedPackageView,
  packageBookingCreatedView,
} from '../../../domain/public-booking/booked-package-view';
import { publicPackagePageView } from '../../../domain/public-booking/package-page-view';
import {
  ACCESS_LINK_SENT,
  accessLinkSentView,
  packageBookingInput,
  packagePurchaseCreatedView,
  packagePurchaseInput,
} from '../../../domain/public-booking/package-purchase-input';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { anonymous, body, json } from '../../http/route-parts';
import { bookingDeps } from '../public-booking/routes';
import { sendAccessLink } from './access-link-service';
import { getPublicPackagePage } from './package-page-service';
import { purchasePackage } from './purchase-service';
import { bookWithPackage } from './use-booking-service';
import { getBookedPackage, getPackageServiceSlots } from './use-service';

// Packages on the public side (issue 4, ADR 016): no sign-in. A package is addressed by its id;
// a bought one by its id and the use link's token (a wrong token is 404, like an unknown id).

const tags = ['public-booking'];
const id = z.string().min(1).max(100);
const tokenQuery = z.object({ token: z.string().min(1).max(200) });
const bookedParams = { params: z.object({ id }), query: tokenQuery };

const packageRoute = createRoute({
  method: 'get',
  path: '/packages/{id}',
  operationId: 'getPublicPackage',
  ...anonymous,
  tags,
  summary: 'A package as clients see it (hidden ones too: link only) with the page basics',
  request: { params: z.object({ id }) },
  responses: {
    200: { description: 'The package', ...json(publicPackagePageView.openapi('PublicPackagePage')) },
    ...errorResponses(400, 404),
  },
});

const purchaseRoute = createRoute({
  method: 'post',
  path: '/packages/{id}/purchases',
  operationId: 'purchasePackage',
  ...anonymous,
  tags,
  summary:
    'Buy a package: free is confirmed at once; paid answers a checkout for the price or the first instalment',
  request: { params: z.object({ id }), ...body(packagePurchaseInput.openapi('PackagePurchaseInput')) },
  responses: {
    201: {
      description: 'Bought or held',
      ...json(packagePurchaseCreatedView.openapi('PackagePurchaseCreated')),
    },
    ...errorResponses(400, 404),
  },
});

const bookedRoute = createRoute({
  method: 'get',
  path: '/booked-packages/{id}',
  operationId: 'getPackageUse',
  ...anonymous,
  tags,
  summary: 'A bought package by its use link: credits left, what it can book, what it booked',
  request: bookedParams,
  responses: {
    200: { description: 'The booked package', ...json(bookedPackageView.openapi('BookedPackage')) },
    ...errorResponses(400, 404),
  },
});

const slotsRoute = createRoute({
  method: 'get',
  path: '/booked-packages/{id}/services/{serviceId}/slots',
  operationId: 'listPackageServiceSlots',
  ...anonymous,
  tags,
  summary: "An included service's bookable starts before the package expires (at most 62 days per request)",
  request: { params: z.object({ id, serviceId: id }), query: slotsRequest.safeExtend(tokenQuery.shape) },
  responses: {
    200: { description: 'Slots', ...json(slotsView) },
    ...errorResponses(400, 404),
  },
});

const bookRoute = createRoute({
  method: 'post',
  path: '/booked-packages/{id}/bookings',
  operationId: 'bookWithPackage',
  ...anonymous,
  tags,
  summary:
    "Book with a package: a service's time with a credit, a series session's seat with a credit, an included group session",
  request: { ...bookedParams, ...body(packageBookingInput.openapi('PackageBookingInput')) },
  responses: {
    201: {
      description: 'Booked',
      ...json(packageBookingCreatedView.openapi('PackageBookingCreated')),
    },
    ...errorResponses(400, 404, 409),
  },
});

const accessLinkRoute = createRoute({
  method: 'post',
  path: '/booked-packages/{id}/access-link',
  operationId: 'sendPackageAccessLink',
  ...anonymous,
  tags,
  summary: 'Email the use link to the address the package was bought with; always the same answer',
  request: { params: z.object({ id }), ...body(emailOnlyInput.openapi('AccessLinkInput')) },
  responses: {
    200: { description: 'Always the same answer', ...json(accessLinkSentView) },
    ...errorResponses(400),
  },
});

export function packagePurchaseRoutes(deps: AppDeps) {
  const booking = bookingDeps(deps);
  const router = createRouter();
  router.openapi(packageRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getPublicPackagePage(booking, c.req.valid('param').id, deps.clock.now()), 200);
  });
  router.openapi(purchaseRoute, async (c) => {
    const created = await purchasePackage(booking, c.req.valid('param').id, c.req.valid('json'), nowMs(deps));
    return c.json(created, 201);
  });
  router.openapi(bookedRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const view = await getBookedPackage(
      booking,
      c.req.valid('param').id,
      c.req.valid('query').token,
      nowMs(deps),
    );
    return c.json(view, 200);
  });
  router.openapi(slotsRoute, async (c) => {
    const { id: bookedId, serviceId } = c.req.valid('param');
    const { token, ...range } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await getPackageServiceSlots(booking, bookedId, token, serviceId, range, nowMs(deps)), 200);
  });
  router.openapi(bookRoute, async (c) => {
    const { id: bookedId } = c.req.valid('param');
    const created = await bookWithPackage(
      booking,
      bookedId,
      c.req.valid('query').token,
      c.req.valid('json'),
      nowMs(deps),
    );
    return c.json(created, 201);
  });
  router.openapi(accessLinkRoute, async (c) => {
    await sendAccessLink(booking, c.req.valid('param').id, c.req.valid('json').email, nowMs(deps));
    return c.json({ message: ACCESS_LINK_SENT }, 200);
  });
  return router;
}
