import { createRoute } from '@hono/zod-openapi';
import { bookingCreatedView } from '../../../domain/public-booking/booking-input';
import {
  publicGroupSessionPageView,
  publicSeriesPageView,
  seatBookingInput,
} from '../../../domain/public-booking/group-seat';
import { nowMs } from '../../clock';
import type { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { anonymous, body, idParam, json } from '../../http/route-parts';
import type { BookingDeps } from './booking-service';
import { bookSeat } from './seat-booking-service';
import { getPublicGroupSession, getPublicSeries } from './seat-page-service';

// No slug in these paths: the id alone finds the session or series and its page.
const tags = ['public-booking'];

const groupSessionRoute = createRoute({
  method: 'get',
  path: '/group-sessions/{id}',
  operationId: 'getPublicGroupSession',
  ...anonymous,
  tags,
  summary:
    'A group session with its page basics (no sign-in): hidden ones by link; past and cancelled ones with their state',
  request: idParam,
  responses: {
    200: {
      description: 'The session',
      ...json(publicGroupSessionPageView.openapi('PublicGroupSessionPage')),
    },
    ...errorResponses(400, 404),
  },
});

const seriesRoute = createRoute({
  method: 'get',
  path: '/series/{id}',
  operationId: 'getPublicSeries',
  ...anonymous,
  tags,
  summary: 'A series with its upcoming sessions and seats left (no sign-in)',
  request: idParam,
  responses: {
    200: { description: 'The series', ...json(publicSeriesPageView.openapi('PublicSeriesPage')) },
    ...errorResponses(400, 404),
  },
});

const bookSeatRoute = createRoute({
  method: 'post',
  path: '/group-sessions/{id}/bookings',
  operationId: 'bookGroupSessionSeat',
  ...anonymous,
  tags,
  summary:
    'Book a seat in a group session (no sign-in): 409 when full, started or cancelled, or already booked by this email; a paid seat answers a checkout URL',
  request: { ...idParam, ...body(seatBookingInput.openapi('SeatBookingInput')) },
  responses: {
    201: { description: 'Booked or held', ...json(bookingCreatedView.openapi('BookingCreated')) },
    ...errorResponses(400, 404, 409),
  },
});

/** Adds the group session and series routes to the public booking router (see routes.ts). */
export function addSeatRoutes(router: ReturnType<typeof createRouter>, deps: BookingDeps) {
  router.openapi(groupSessionRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getPublicGroupSession(deps, c.req.valid('param').id, nowMs(deps)), 200);
  });
  router.openapi(seriesRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getPublicSeries(deps, c.req.valid('param').id, deps.clock.now()), 200);
  });
  router.openapi(bookSeatRoute, async (c) => {
    const { client, discountCode, acceptedPolicies } = c.req.valid('json');
    const id = c.req.valid('param').id;
    return c.json(await bookSeat(deps, id, client, nowMs(deps), discountCode, acceptedPolicies), 201);
  });
}
