import { createRoute, z } from '@hono/zod-openapi';
import { callJoinInput, callJoinView, callLinkQuery, callRoomView } from '../../../domain/calls/call-view';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { body, json, SESSION_COOKIE_SCHEME } from '../../http/route-parts';
import { endCall, getCallRoom, joinCall, removeFromCall } from './service';
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

const removeRoute = createRoute({
  method: 'delete',
  path: '/{sessionId}/participants/{participantId}',
  operationId: 'removeCallParticipant',
  ...cookieOrLink,
  tags,
  summary:
    "The expert takes a participant out of a LiveKit room (ADR 040; the built-in room does this over its own socket, and answers 409 here); a client's link answers 403",
  request: {
    params: params.extend({ participantId: z.string().min(1).max(100) }),
    query: callLinkQuery,
  },
  responses: { 204: { description: 'Removed' }, ...errorResponses(400, 401, 403, 404, 409) },
});

const endRoute = createRoute({
  method: 'post',
  path: '/{sessionId}/end',
  operationId: 'endCall',
  ...cookieOrLink,
  tags,
  summary:
    "The expert ends a LiveKit room for everyone (ADR 040; the built-in room does this over its own socket, and answers 409 here); a client's link answers 403",
  request: { params, ...body(callJoinInput.openapi('CallJoinInput')) },
  responses: { 204: { description: 'Ended' }, ...errorResponses(400, 401, 403, 404, 409) },
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
  router.openapi(removeRoute, async (c) => {
    const { sessionId, participantId } = c.req.valid('param');
    const access = { sessionId, link: c.req.valid('query').link, headers: c.req.raw.headers };
    await removeFromCall(deps, access, participantId, nowMs(deps));
    return c.body(null, 204);
  });
  router.openapi(endRoute, async (c) => {
    const access = {
      sessionId: c.req.valid('param').sessionId,
      link: c.req.valid('json').link,
      headers: c.req.raw.headers,
    };
    await endCall(deps, access, nowMs(deps));
    return c.body(null, 204);
  });
  addSignalRoute(router, deps);
  return router;
}
