import { createRoute } from '@hono/zod-openapi';
import { currencyChangeBody, currencySettingsView } from '../../../domain/payments/currency-change';
import { paymentsOverviewView } from '../../../domain/payments/payment-status';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, json, signedIn } from '../../http/route-parts';
import * as service from './service';

const tags = ['payments'];
const settingsView = currencySettingsView.openapi('CurrencySettings');

const overviewRoute = createRoute({
  method: 'get',
  path: '/overview',
  operationId: 'getPaymentsOverview',
  ...signedIn,
  tags,
  summary: "The payment gateway's status, the booking page's currency and the pricing plan",
  responses: {
    200: { description: 'Overview', ...json(paymentsOverviewView.openapi('PaymentsOverview')) },
    ...errorResponses(401),
  },
});
const getCurrencyRoute = createRoute({
  method: 'get',
  path: '/currency',
  operationId: 'getCurrencySettings',
  ...signedIn,
  tags,
  summary: 'The booking page currency and the priced items a currency change re-prices',
  responses: {
    200: { description: 'Currency settings', ...json(settingsView) },
    ...errorResponses(401, 409),
  },
});
const changeCurrencyRoute = createRoute({
  method: 'put',
  path: '/currency',
  operationId: 'changeCurrency',
  ...signedIn,
  tags,
  summary: 'Change the booking page currency and every listed price in one transaction',
  description:
    'prices: one new price (major units of the new currency) per listed item; version: from the GET. ' +
    'A changed currency or list answers 409; an item that is not listed (another expert’s) 404.',
  request: body(currencyChangeBody.openapi('CurrencyChangeInput')),
  responses: {
    200: { description: 'Changed', ...json(settingsView) },
    ...errorResponses(400, 401, 404, 409),
  },
});

/** Mounted at /api/payments; other payment paths (accounts, gateway) live in their own routers. */
export function paymentsSettingsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/overview', requireUser(deps));
  router.use('/currency', requireUser(deps));
  router.openapi(overviewRoute, async (c) =>
    c.json(
      await service.getPaymentsOverview(db, c.get('user'), { sandbox: deps.payments.kind === 'sandbox' }),
      200,
    ),
  );
  router.openapi(getCurrencyRoute, async (c) =>
    c.json(await service.getCurrencySettings(db, c.get('user').id, deps.clock.now()), 200),
  );
  router.openapi(changeCurrencyRoute, async (c) =>
    c.json(await service.changeCurrency(db, c.get('user').id, c.req.valid('json'), deps.clock.now()), 200),
  );
  return router;
}
