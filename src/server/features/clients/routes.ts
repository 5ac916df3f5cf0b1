import { createRoute, z } from '@hono/zod-openapi';
import { clientInput } from '../../../domain/clients/client-input';
import { clientListQuery } from '../../../domain/clients/client-list';
import {
  clientListPageView,
  clientPackageView,
  clientSessionView,
  clientView,
  pagedView,
  pageQuery,
} from '../../../domain/clients/client-view';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import { getClientPackages, getClientSessions } from './detail-service';
import { exportClientsCsv } from './export-service';
import { listClients } from './list-service';
import { addNoteRoutes } from './notes-routes';
import * as service from './service';

const tags = ['clients'];
const view = clientView.openapi('Client');
const input = clientInput.openapi('ClientInput');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listClients',
  ...signedIn,
  tags,
  summary:
    "The booking page's clients, 25 a page, in a sort order (keyset paging: pass nextCursor back); q of 2 characters or fewer matches name and email prefixes, a longer q matches fuzzily (best first)",
  request: { query: clientListQuery },
  responses: {
    200: { description: 'A page of clients', ...json(clientListPageView.openapi('ClientListPage')) },
    ...errorResponses(400, 401, 409),
  },
});
const exportRoute = createRoute({
  method: 'get',
  path: '/export',
  operationId: 'exportClients',
  ...signedIn,
  tags,
  summary:
    'All clients as CSV, newest first (createdAt, firstName, lastName, email, lastSessionAt), streamed',
  responses: {
    200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 409),
  },
});
const createClientRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createClient',
  ...signedIn,
  tags,
  summary: 'Add a client; a duplicate email (ignoring case) answers 409',
  request: body(input),
  responses: { 201: { description: 'Created', ...json(view) }, ...errorResponses(400, 401, 409) },
});
const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getClient',
  ...signedIn,
  tags,
  summary: 'One client',
  request: idParam,
  responses: { 200: { description: 'The client', ...json(view) }, ...errorResponses(400, 401, 404, 409) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  operationId: 'updateClient',
  ...signedIn,
  tags,
  summary: "Change a client's name and email; the email mapping follows in the same transaction",
  request: { ...idParam, ...body(input) },
  responses: { 200: { description: 'Saved', ...json(view) }, ...errorResponses(400, 401, 404, 409) },
});
const sessionsRoute = createRoute({
  method: 'get',
  path: '/{id}/sessions',
  operationId: 'listClientSessions',
  ...signedIn,
  tags,
  summary:
    "The client's personal sessions and the group sessions they booked, newest first, 10 a page; cancelled=true for the cancelled ones",
  request: {
    ...idParam,
    query: pageQuery.extend({ cancelled: z.enum(['true', 'false']).default('false') }),
  },
  responses: {
    200: { description: 'Sessions', ...json(pagedView(clientSessionView).openapi('ClientSessions')) },
    ...errorResponses(400, 401, 404, 409),
  },
});
const packagesRoute = createRoute({
  method: 'get',
  path: '/{id}/packages',
  operationId: 'listClientPackages',
  ...signedIn,
  tags,
  summary: "The client's confirmed booked packages, newest first, 10 a page",
  request: { ...idParam, query: pageQuery },
  responses: {
    200: { description: 'Packages', ...json(pagedView(clientPackageView).openapi('ClientPackages')) },
    ...errorResponses(400, 401, 404, 409),
  },
});

export function clientRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(listRoute, async (c) =>
    c.json(await listClients(db, c.get('user').id, c.req.valid('query')), 200),
  );
  // Registered before /{id} so "export" is never read as an id.
  router.openapi(exportRoute, async (c) => {
    const { fileName, stream } = await exportClientsCsv(db, c.get('user'), nowMs(deps));
    return c.body(stream, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    }) as never;
  });
  router.openapi(createClientRoute, async (c) =>
    c.json(await service.createClient(db, c.get('user').id, c.req.valid('json')), 201),
  );
  router.openapi(getRoute, async (c) =>
    c.json(await service.getClient(db, c.get('user').id, c.req.valid('param').id), 200),
  );
  router.openapi(updateRoute, async (c) =>
    c.json(
      await service.updateClient(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  router.openapi(sessionsRoute, async (c) => {
    const { page, cancelled } = c.req.valid('query');
    const sessions = await getClientSessions(db, c.get('user').id, c.req.valid('param').id, {
      cancelled: cancelled === 'true',
      page,
    });
    return c.json(sessions, 200);
  });
  router.openapi(packagesRoute, async (c) =>
    c.json(
      await getClientPackages(db, c.get('user').id, c.req.valid('param').id, c.req.valid('query').page),
      200,
    ),
  );
  addNoteRoutes(router, db);
  return router;
}
