import { createRoute, z } from '@hono/zod-openapi';
import {
  cancelSessionInput,
  changeSessionLocationInput,
  rescheduleSessionInput,
  sessionPageQuery,
} from '../../../domain/sessions/session-inputs';
import {
  cancelSessionResultView,
  sessionBookingView,
  sessionDetailView,
  sessionOverlapsView,
  sessionPageView,
} from '../../../domain/sessions/session-view';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import { cancelSession } from './cancel-session';
import { changeSessionLocation } from './change-session-location';
import { rescheduleSession } from './reschedule-session';
import * as service from './service';

const tags = ['sessions'];
const detail = sessionDetailView.openapi('SessionDetail');
const detailResponse = { 200: { description: 'The session', ...json(detail) } };

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listSessions',
  ...signedIn,
  tags,
  summary:
    "A page (10) of the expert's upcoming (from now rounded down to the minute, soonest first), past (latest first) or cancelled (latest first) sessions",
  request: { query: sessionPageQuery },
  responses: {
    200: { description: 'One page', ...json(sessionPageView.openapi('SessionPage')) },
    ...errorResponses(400, 401),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getSession',
  ...signedIn,
  tags,
  summary: "One of the expert's confirmed or cancelled sessions; 404 'Session not found' otherwise",
  request: idParam,
  responses: { ...detailResponse, ...errorResponses(400, 401, 404) },
});
const bookingsRoute = createRoute({
  method: 'get',
  path: '/{id}/bookings',
  operationId: 'listSessionBookings',
  ...signedIn,
  tags,
  summary: 'The confirmed bookings of a session (places not given up), oldest first',
  request: idParam,
  responses: {
    200: { description: 'Bookings', ...json(z.array(sessionBookingView.openapi('SessionBooking'))) },
    ...errorResponses(400, 401, 404),
  },
});
const exportRoute = createRoute({
  method: 'get',
  path: '/{id}/bookings/export',
  operationId: 'exportSessionBookings',
  ...signedIn,
  tags,
  summary:
    'The bookings as CSV (createdAt, firstName, lastName, email, message, paymentAmount, currency, discountCode, discountAmountOff), safe against formula injection',
  request: idParam,
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(400, 401, 404),
  },
});
const overlapsRoute = createRoute({
  method: 'get',
  path: '/{id}/overlaps',
  operationId: 'listSessionOverlaps',
  ...signedIn,
  tags,
  summary: "The expert's other confirmed sessions that the session would overlap if it started at `start`",
  request: { ...idParam, query: z.object({ start: z.iso.datetime({ offset: true }) }) },
  responses: {
    200: { description: 'Overlaps', ...json(sessionOverlapsView.openapi('SessionOverlaps')) },
    ...errorResponses(400, 401, 404),
  },
});
const cancelRoute = createRoute({
  method: 'post',
  path: '/{id}/cancel',
  operationId: 'cancelSession',
  ...signedIn,
  tags,
  summary:
    'Cancel a confirmed session (a group session without bookings is deleted instead); clients get a cancellation with a METHOD:CANCEL invite; package credits go back',
  request: { ...idParam, ...body(cancelSessionInput.openapi('CancelSessionInput')) },
  responses: {
    200: {
      description: 'Cancelled or deleted',
      ...json(cancelSessionResultView.openapi('CancelSessionResult')),
    },
    ...errorResponses(400, 401, 404, 409),
  },
});
// "In the future" is judged on the server's clock when the request arrives (ADR 029).
const rescheduleRoute = (now: () => number) =>
  createRoute({
    method: 'post',
    path: '/{id}/reschedule',
    operationId: 'rescheduleSession',
    ...signedIn,
    tags,
    summary:
      'Move a confirmed session to a new start, same duration; the old start and end are kept as rescheduledStart/End; clients get an updated invite',
    request: { ...idParam, ...body(rescheduleSessionInput({ now }).openapi('RescheduleSessionInput')) },
    responses: { ...detailResponse, ...errorResponses(400, 401, 404, 409) },
  });
const locationRoute = createRoute({
  method: 'put',
  path: '/{id}/location',
  operationId: 'updateSessionLocation',
  ...signedIn,
  tags,
  summary:
    'Change where a confirmed session takes place (the default, built-in video, Zoom or a custom location)',
  request: { ...idParam, ...body(changeSessionLocationInput.openapi('ChangeSessionLocationInput')) },
  responses: { ...detailResponse, ...errorResponses(400, 401, 404, 409) },
});

/** The dashboard's sessions (doc 1, §2): every route is the signed-in expert's own. */
export function dashboardSessionRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const sessions: service.SessionsDeps = {
    db,
    config: deps.config,
    secrets: deps.secrets,
    outbox: deps.outbox,
  };
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) =>
    c.json(await service.listSessions(db, c.get('user').id, c.req.valid('query'), nowMs(deps)), 200),
  );
  router.openapi(getRoute, async (c) =>
    c.json(await service.getSession(db, c.get('user').id, c.req.valid('param').id), 200),
  );
  router.openapi(bookingsRoute, async (c) =>
    c.json(await service.listSessionBookings(db, c.get('user').id, c.req.valid('param').id), 200),
  );
  router.openapi(exportRoute, async (c) => {
    const { fileName, csv } = await service.exportSessionBookings(db, c.get('user'), c.req.valid('param').id);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
  });
  router.openapi(overlapsRoute, async (c) => {
    const start = Date.parse(c.req.valid('query').start);
    return c.json(
      await service.findSessionOverlaps(db, c.get('user').id, c.req.valid('param').id, start),
      200,
    );
  });
  router.openapi(cancelRoute, async (c) =>
    c.json(
      await cancelSession(
        sessions,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
        nowMs(deps),
      ),
      200,
    ),
  );
  router.openapi(
    rescheduleRoute(() => nowMs(deps)),
    async (c) =>
      c.json(
        await rescheduleSession(
          sessions,
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json'),
          nowMs(deps),
        ),
        200,
      ),
  );
  router.openapi(locationRoute, async (c) =>
    c.json(
      await changeSessionLocation(
        sessions,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
        nowMs(deps),
      ),
      200,
    ),
  );
  return router;
}
