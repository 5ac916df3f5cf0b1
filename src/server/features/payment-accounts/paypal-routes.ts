import { createRoute } from '@hono/zod-openapi';
import {
  paypalAccountView,
  paypalConnectInput,
  paypalVerifyInput,
} from '../../../domain/payments/paypal-account';
import { urlView } from '../../../domain/payments/stripe-account';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, json, signedIn } from '../../http/route-parts';
import * as service from './paypal-service';

const tags = ['payments'];
const account = paypalAccountView.openapi('PaypalAccount');

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getPaypalAccount',
  ...signedIn,
  tags,
  summary: "The expert's PayPal account: not connected, not verified (with what is missing) or verified",
  responses: { 200: { description: 'Status', ...json(account) }, ...errorResponses(401) },
});
const connectRoute = createRoute({
  method: 'post',
  path: '/connect',
  operationId: 'paypalConnect',
  ...signedIn,
  tags,
  summary: "Store the expert's PayPal email and open PayPal's sign-up (a partner referral)",
  request: body(paypalConnectInput),
  responses: {
    200: { description: "PayPal's sign-up link", ...json(urlView.openapi('ProviderUrl')) },
    ...errorResponses(400, 401, 409),
  },
});
const verifyRoute = createRoute({
  method: 'post',
  path: '/verify',
  operationId: 'paypalVerify',
  ...signedIn,
  tags,
  summary: "The return page: checks the signed token and reads the merchant's status from PayPal",
  request: body(paypalVerifyInput),
  responses: { 200: { description: 'Status', ...json(account) }, ...errorResponses(400, 401, 409) },
});
const disconnectRoute = createRoute({
  method: 'post',
  path: '/disconnect',
  operationId: 'paypalDisconnect',
  ...signedIn,
  tags,
  summary: 'Disconnect the PayPal account (kept for history)',
  responses: { 200: { description: 'Status', ...json(account) }, ...errorResponses(401, 404) },
});

export function paypalAccountRoutes(deps: AppDeps) {
  const ctx = () => ({ ...deps, db: deps.database.db });
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(statusRoute, async (c) =>
    c.json(await service.getPaypalAccount(ctx(), c.get('user').id), 200),
  );
  router.openapi(connectRoute, async (c) =>
    c.json(await service.connectPaypal(ctx(), c.get('user').id, c.req.valid('json')), 200),
  );
  router.openapi(verifyRoute, async (c) =>
    c.json(await service.verifyPaypal(ctx(), c.get('user').id, c.req.valid('json')), 200),
  );
  router.openapi(disconnectRoute, async (c) =>
    c.json(await service.disconnectPaypal(ctx(), c.get('user').id, nowMs(deps)), 200),
  );
  return router;
}
