import { createRoute, z } from '@hono/zod-openapi';
import { callJoinInput, callJoinView, callLinkQuery, callRoomView } from '../../../domain/calls/call-view';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { body, json, SESSION_COOKIE_SCHEME } from '../../http/route-parts';
import { getCallRoom, joinCall } from './service';
import { addSignalRoute } from './signal-route';

const tags = ['calls'];
const params = z.object({ sessionId: z.string().min(1).max(100) });
// The expert by the session cookie, a client by the signed link: either will do, so no scheme is required.
const cookieOrLink = { security: [{}, { [SESSION_COOKIE_SCHEME]: [] }] as Array<Record<string, string[]>> };

const roomRoute = createRoute({
  method: 'get',
  path: '/{sessionId}',
  operationId: 'getCallRoom',
  ...cookieOrLink,
  tags,
  summary:
    "A session's call room as its lobby shows it: the session, whether the room is open (from 10 minutes before the start), and who you are — the expert by their session cookie, a client by their signed join link (?link=)",
  request: { params, query: callLinkQuery },
  responses: {
    200: { description: 'The room', ...json(callRoomView.openapi('CallRoom')) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const joinRoute = createRoute({
  method: 'post',
  path: '/{sessionId}/join',
  operationId: 'joinCall',
  ...cookieOrLink,
  tags,
  summary:
    'Enter the open room: a one-minute ticket for the signalling WebSocket (GET /api/calls/{sessionId}/signal?ticket=) and the ICE servers; 409 before it opens and after it closes',
  request: { params, ...body(callJoinInput.openapi('CallJoinInput')) },
  responses: {
    200: { description: 'Admitted', ...json(callJoinView.openapi('CallJoin')) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function callRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(roomRoute, async (c) => {
    const access = {
      sessionId: c.req.valid('param').sessionId,
      link: c.req.valid('query').link,
      headers: c.req.raw.headers,
    };
    return c.json(await getCallRoom(deps, access, nowMs(deps)), 200);
  });
  router.openapi(joinRoute, async (c) => {
    const access = {
      sessionId: c.req.valid('param').sessionId,
      link: c.req.valid('json').link,
      headers: c.req.raw.headers,
    };
    return c.json(await joinCall(deps, access, nowMs(deps)), 200);
  });
  addSignalRoute(router, deps);
  return router;
}
