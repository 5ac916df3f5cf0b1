import { createRoute, z } from '@hono/zod-openapi';
import { slotsRequest, slotsView } from '../../../domain/availability/slots-request';
import {
  bookingCreatedView,
  bookingInput,
  cancelBookingInput,
  rescheduleBookingInput,
} from '../../../domain/public-booking/booking-input';
import { bookingView } from '../../../domain/public-booking/booking-view';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { badRequest, errorResponses } from '../../http/errors';
import { anonymous } from '../../http/route-parts';
import { addDiscountPreviewRoute } from '../discounts/redemption-routes';
import { cancelBooking, getBooking, getBookingInvite, rescheduleBooking } from './booking-manage-service';
import { type BookingDeps, createBooking } from './booking-service';
import { addPublicPageRoutes } from './page-routes';
import { addSeatRoutes } from './seat-routes';
import { getServiceSlots, requirePublicService } from './slots-service';

const tags = ['public-booking'];
const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const slugParams = z.object({ slug: z.string().min(1).max(100) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

const slotsRoute = createRoute({
  method: 'get',
  path: '/pages/{slug}/services/{serviceId}/slots',
  operationId: 'listServiceSlots',
  ...anonymous,
  tags,
  summary: 'Bookable start times of a service (no sign-in): at most 62 days per request',
  request: {
    params: z.object({ slug: z.string().min(1).max(100), serviceId: z.string().min(1).max(100) }),
    query: slotsRequest,
  },
  responses: {
    200: { description: 'Slots', content: { 'application/json': { schema: slotsView.openapi('Slots') } } },
    ...errorResponses(400, 404),
  },
});

const createBookingRoute = createRoute({
  method: 'post',
  path: '/pages/{slug}/bookings',
  operationId: 'bookService',
  ...anonymous,
  tags,
  summary: 'Book a personal service (no sign-in); a paid one answers a checkout URL',
  request: { params: slugParams, body: json(bookingInput.openapi('BookingInput')) },
  responses: {
    201: {
      description: 'Booked or held',
      content: { 'application/json': { schema: bookingCreatedView.openapi('BookingCreated') } },
    },
    ...errorResponses(400, 404, 409),
  },
});

const bookingResponse = {
  200: {
    description: 'The booking',
    content: { 'application/json': { schema: bookingView.openapi('Booking') } },
  },
};

const getBookingRoute = createRoute({
  method: 'get',
  path: '/bookings/{token}',
  operationId: 'getBooking',
  ...anonymous,
  tags,
  summary: "A booking, by its manage link's token",
  request: { params: tokenParams },
  responses: { ...bookingResponse, ...errorResponses(400, 404) },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/bookings/{token}/cancel',
  operationId: 'cancelBooking',
  ...anonymous,
  tags,
  summary: "Cancel within the expert's cancellation policy",
  request: { params: tokenParams, body: json(cancelBookingInput.openapi('CancelBookingInput')) },
  responses: { ...bookingResponse, ...errorResponses(400, 404, 409) },
});

const rescheduleRoute = createRoute({
  method: 'post',
  path: '/bookings/{token}/reschedule',
  operationId: 'rescheduleBooking',
  ...anonymous,
  tags,
  summary: "Move to another offered time within the expert's cancellation policy",
  request: { params: tokenParams, body: json(rescheduleBookingInput.openapi('RescheduleBookingInput')) },
  responses: { ...bookingResponse, ...errorResponses(400, 404, 409) },
});

const inviteRoute = createRoute({
  method: 'get',
  path: '/bookings/{token}/invite.ics',
  operationId: 'getBookingInvite',
  ...anonymous,
  tags,
  summary: 'The calendar invite of a booking (text/calendar)',
  request: { params: tokenParams },
  responses: {
    200: { description: 'iCalendar', content: { 'text/calendar': { schema: z.string() } } },
    ...errorResponses(400, 404),
  },
});

export function bookingDeps(deps: AppDeps): BookingDeps {
  return {
    db: deps.database.db,
    config: deps.config,
    secrets: deps.secrets,
    outbox: deps.outbox,
    payments: deps.payments,
    clock: deps.clock,
  };
}

/**
 * The public booking side's API: no session; a page's things addressed through its slug, a group
 * session, a series and a booking through their own ids.
 */
export function publicBookingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const booking = bookingDeps(deps);
  const router = createRouter();
  addPublicPageRoutes(router, booking, deps.clock);
  addSeatRoutes(router, booking);
  addDiscountPreviewRoute(router, db);
  router.openapi(slotsRoute, async (c) => {
    const { slug, serviceId } = c.req.valid('param');
    const view = await getServiceSlots(db, slug, serviceId, c.req.valid('query'), nowMs(deps));
    c.header('Cache-Control', 'no-store');
    return c.json(view, 200);
  });
  router.openapi(createBookingRoute, async (c) => {
    const input = c.req.valid('json');
    const found = await requirePublicService(db, c.req.valid('param').slug, input.serviceId);
    // spec: the phone number is required when the service collects it.
    if (found.service.collectPhoneNumber && !input.client.phone) {
      throw badRequest('Required', { 'client.phone': 'Required' });
    }
    return c.json(await createBooking(booking, found, input, nowMs(deps)), 201);
  });
  router.openapi(getBookingRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getBooking(booking, c.req.valid('param').token, nowMs(deps)), 200);
  });
  router.openapi(cancelRoute, async (c) => {
    const { message } = c.req.valid('json');
    return c.json(await cancelBooking(booking, c.req.valid('param').token, message, nowMs(deps)), 200);
  });
  router.openapi(rescheduleRoute, async (c) => {
    const input = c.req.valid('json');
    return c.json(await rescheduleBooking(booking, c.req.valid('param').token, input, nowMs(deps)), 200);
  });
  router.openapi(inviteRoute, async (c) => {
    const ics = await getBookingInvite(booking, c.req.valid('param').token, nowMs(deps));
    return c.body(ics, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-store' });
  });
  return router;
}
