import { createRoute } from '@hono/zod-openapi';
import { reportQuery } from '../../../domain/reports/report-range';
import { reportView } from '../../../domain/reports/report-view';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { json, signedIn } from '../../http/route-parts';
import { getReport } from './service';

const reportRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getReport',
  ...signedIn,
  tags: ['reports'],
  summary:
    "The expert's report for a range of whole days in their zone (Month-to-Date, Last Month, Last 30 Days, Last 90 Days, Year-to-Date or custom `from`-`to`): revenue per currency, sessions, bookings, new and distinct clients, packages sold, each with the previous period of equal length, and the chart by day, week or month",
  request: { query: reportQuery },
  responses: {
    200: { description: 'The report', ...json(reportView.openapi('Report')) },
    ...errorResponses(400, 401),
  },
});

/** Reports (doc 1, §2 Other): the signed-in expert's own figures only. */
export function reportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(reportRoute, async (c) =>
    c.json(await getReport(db, c.get('user'), c.req.valid('query'), nowMs(deps)), 200),
  );
  return router;
}
