import { createRoute } from '@hono/zod-openapi';
import { currencyChangeBody, currencySettingsView } from '../../../domain/payments/currency-change';
import { gatewayInput, gatewayView } from '../../../domain/payments/gateway';
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

const gatewayResponse = gatewayView.openapi('PaymentGateway');
const getGatewayRoute = createRoute({
  method: 'get',
  path: '/gateway',
  operationId: 'getPaymentGateway',
  ...signedIn,
  tags,
  summary:
    'The payment gateway chosen (null until chosen), the one in use and whether paid bookings are taken',
  responses: {
    200: { description: 'The gateway', ...json(gatewayResponse) },
    ...errorResponses(401),
  },
});
const chooseGatewayRoute = createRoute({
  method: 'put',
  path: '/gateway',
  operationId: 'choosePaymentGateway',
  ...signedIn,
  tags,
  summary: 'Choose the payment gateway: stripe, paypal or none',
  description:
    'none is always allowed and refuses paid bookings on the booking page. stripe and paypal need a ' +
    'connected account of that provider (409 naming what to connect), except on a sandbox installation.',
  request: body(gatewayInput.openapi('PaymentGatewayInput')),
  responses: {
    200: { description: 'Chosen', ...json(gatewayResponse) },
    ...errorResponses(400, 401, 409),
  },
});

/** Mounted at /api/payments; the payment accounts live in their own router. */
export function paymentsSettingsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createRouter();
  router.use('/overview', requireUser(deps));
  router.use('/currency', requireUser(deps));
  router.use('/gateway', requireUser(deps));
  const gatewayDeps = { db, payments: deps.payments };
  router.openapi(overviewRoute, async (c) =>
    c.json(await service.getPaymentsOverview(gatewayDeps, c.get('user')), 200),
  );
  router.openapi(getGatewayRoute, async (c) =>
    c.json(await service.getGateway(gatewayDeps, c.get('user').id), 200),
  );
  router.openapi(chooseGatewayRoute, async (c) =>
    c.json(await service.chooseGateway(gatewayDeps, c.get('user').id, c.req.valid('json')), 200),
  );
  router.openapi(getCurrencyRoute, async (c) =>
    c.json(await service.getCurrencySettings(db, c.get('user').id, deps.clock.now()), 200),
  );
  router.openapi(changeCurrencyRoute, async (c) =>
    c.json(await service.changeCurrency(db, c.get('user').id, c.req.valid('json'), deps.clock.now()), 200),
  );
  return router;
}
