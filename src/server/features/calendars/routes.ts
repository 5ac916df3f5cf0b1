import { createRoute, z } from '@hono/zod-openapi';
import {
  appleConnectInput,
  calendarAccountsView,
  calendarAccountView,
  calendarRefreshView,
  calendarSyncInput,
  oauthConnectInput,
} from '../../../domain/calendar/accounts';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import { connectApple, connectOauth, startOauth } from './connect-service';
import { disconnectAccount, getCalendars, refreshCalendarAccounts, updateCalendarSync } from './service';

// The calendars API (issue 16; the contract in cal-routes): thin handlers over the services.

const tags = ['calendars'];
const accountsView = calendarAccountsView.openapi('CalendarAccounts');
const accountView = calendarAccountView.openapi('CalendarAccount');
const refreshView = calendarRefreshView.openapi('CalendarRefresh');
const providerParam = { params: z.object({ provider: z.enum(['google', 'microsoft']) }) };
const startInput = z.object({ accountId: z.string().max(100).optional() }).openapi('CalendarOauthStart');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getCalendarAccounts',
  ...signedIn,
  tags,
  summary: "The expert's calendar accounts with their calendars, the sync settings and the plan's limit",
  responses: { 200: { description: 'Accounts', ...json(accountsView) }, ...errorResponses(401) },
});
const refreshRoute = createRoute({
  method: 'post',
  path: '/refresh',
  operationId: 'refreshCalendarAccounts',
  ...signedIn,
  tags,
  summary:
    "Reads each account's calendar list again from its provider (when sync settings open); notRefreshed names the accounts whose provider could not be reached (their stored list is kept)",
  responses: { 200: { description: 'Accounts', ...json(refreshView) }, ...errorResponses(401) },
});
const startRoute = createRoute({
  method: 'post',
  path: '/oauth/{provider}/start',
  operationId: 'startCalendarOauth',
  ...signedIn,
  tags,
  summary: "The provider's consent screen address with a signed state (accountId: reconnect)",
  request: { ...providerParam, ...body(startInput) },
  responses: {
    200: {
      description: 'Consent screen',
      ...json(z.object({ url: z.string() }).openapi('CalendarOauthUrl')),
    },
    ...errorResponses(400, 401, 404, 409),
  },
});
const connectRoute = createRoute({
  method: 'post',
  path: '/oauth/{provider}/connect',
  operationId: 'connectCalendarOauth',
  ...signedIn,
  tags,
  summary:
    "The popup's return: checks the state, exchanges the code and connects (or reconnects) the account",
  request: { ...providerParam, ...body(oauthConnectInput.openapi('CalendarOauthConnect')) },
  responses: {
    200: { description: 'Reconnected', ...json(accountView) },
    201: { description: 'Connected', ...json(accountView) },
    ...errorResponses(400, 401, 404, 409),
  },
});
const appleRoute = createRoute({
  method: 'post',
  path: '/apple',
  operationId: 'connectCalendarApple',
  ...signedIn,
  tags,
  summary: 'Connects (or reconnects) an Apple iCloud or other CalDAV account with an app-specific password',
  request: body(appleConnectInput.openapi('CalendarAppleConnect')),
  responses: {
    200: { description: 'Reconnected', ...json(accountView) },
    201: { description: 'Connected', ...json(accountView) },
    ...errorResponses(400, 401, 404, 409),
  },
});
const syncRoute = createRoute({
  method: 'put',
  path: '/sync',
  operationId: 'updateCalendarSync',
  ...signedIn,
  tags,
  summary: "Which calendars block slots ('from', per account) and which one receives sessions ('to')",
  request: body(calendarSyncInput.openapi('CalendarSync')),
  responses: { 200: { description: 'Accounts', ...json(accountsView) }, ...errorResponses(400, 401, 404) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'disconnectCalendarAccount',
  ...signedIn,
  tags,
  summary: 'Disconnects the account; events already written stay in the calendar',
  request: idParam,
  responses: { 204: { description: 'Disconnected' }, ...errorResponses(400, 401, 404) },
});

export function calendarRoutes(deps: AppDeps) {
  const ctx = () => ({ ...deps, db: deps.database.db });
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) => c.json(await getCalendars(ctx(), c.get('user').id), 200));
  router.openapi(refreshRoute, async (c) =>
    c.json(await refreshCalendarAccounts(ctx(), c.get('user').id, nowMs(deps)), 200),
  );
  router.openapi(startRoute, async (c) => {
    const { provider } = c.req.valid('param');
    const { accountId } = c.req.valid('json');
    return c.json(await startOauth(ctx(), c.get('user').id, provider, accountId, nowMs(deps)), 200);
  });
  router.openapi(connectRoute, async (c) => {
    const { provider } = c.req.valid('param');
    const result = await connectOauth(ctx(), c.get('user').id, provider, c.req.valid('json'), nowMs(deps));
    return result.created ? c.json(result.account, 201) : c.json(result.account, 200);
  });
  router.openapi(appleRoute, async (c) => {
    const result = await connectApple(ctx(), c.get('user').id, c.req.valid('json'), nowMs(deps));
    return result.created ? c.json(result.account, 201) : c.json(result.account, 200);
  });
  router.openapi(syncRoute, async (c) =>
    c.json(await updateCalendarSync(ctx(), c.get('user').id, c.req.valid('json'), nowMs(deps)), 200),
  );
  router.openapi(deleteRoute, async (c) => {
    await disconnectAccount(ctx(), c.get('user').id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
