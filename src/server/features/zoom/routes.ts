import { createRoute, z } from '@hono/zod-openapi';
import { zoomAccountView, zoomConnectInput, zoomStatusView } from '../../../domain/zoom/zoom-view';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, json, signedIn } from '../../http/route-parts';
import * as service from './service';

// The expert's Zoom account (issue 17, ADR 044): status, the OAuth start and return, disconnect.

const tags = ['zoom'];
const accountView = zoomAccountView.openapi('ZoomAccount');

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getZoomAccount',
  ...signedIn,
  tags,
  summary: "Whether this installation offers Zoom, and the expert's Zoom account (hasAuthError: reconnect)",
  responses: {
    200: { description: 'Status', ...json(zoomStatusView.openapi('ZoomStatus')) },
    ...errorResponses(401),
  },
});
const startRoute = createRoute({
  method: 'post',
  path: '/oauth/start',
  operationId: 'startZoomOauth',
  ...signedIn,
  tags,
  summary:
    "Zoom's authorisation address (client id, redirect uri /settings/scheduling/zoom-oauth, response type code, a stored random state valid 10 minutes)",
  responses: {
    200: {
      description: 'Authorisation page',
      ...json(z.object({ url: z.string() }).openapi('ZoomOauthUrl')),
    },
    ...errorResponses(401, 409),
  },
});
const connectRoute = createRoute({
  method: 'post',
  path: '/oauth/connect',
  operationId: 'connectZoom',
  ...signedIn,
  tags,
  summary:
    "The return page's code and state: the state must be one this expert started; the tokens are stored encrypted (a reconnect replaces them and clears the problem)",
  request: body(zoomConnectInput),
  responses: {
    200: { description: 'Reconnected', ...json(accountView) },
    201: { description: 'Connected', ...json(accountView) },
    ...errorResponses(400, 401, 409),
  },
});
const disconnectRoute = createRoute({
  method: 'delete',
  path: '/',
  operationId: 'disconnectZoom',
  ...signedIn,
  tags,
  summary: 'Disconnect Zoom: the account and its tokens go; a default of Zoom becomes built-in video',
  responses: { 204: { description: 'Disconnected' }, ...errorResponses(401, 404) },
});

export function zoomRoutes(deps: AppDeps) {
  const zoomDeps: service.ZoomDeps = { ...deps, db: deps.database.db };
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(statusRoute, async (c) =>
    c.json(await service.getZoomStatus(zoomDeps, c.get('user').id), 200),
  );
  router.openapi(startRoute, async (c) =>
    c.json(await service.startZoomOauth(zoomDeps, c.get('user').id, nowMs(deps)), 200),
  );
  router.openapi(connectRoute, async (c) => {
    const result = await service.connectZoom(zoomDeps, c.get('user').id, c.req.valid('json'), nowMs(deps));
    return result.created ? c.json(result.account, 201) : c.json(result.account, 200);
  });
  router.openapi(disconnectRoute, async (c) => {
    await service.disconnectZoom(zoomDeps, c.get('user').id);
    return c.body(null, 204);
  });
  return router;
}
