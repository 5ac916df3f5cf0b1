import { createRoute } from '@hono/zod-openapi';
import {
  balanceQuery,
  balanceView,
  paymentAccountsView,
  stripeOauthInput,
  urlView,
} from '../../../domain/payments/stripe-account';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { body, idParam, json, signedIn } from '../../http/route-parts';
import * as service from './service';

const tags = ['payments'];
const accounts = paymentAccountsView.openapi('PaymentAccounts');
const url = urlView.openapi('ProviderUrl');

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getPaymentAccounts',
  ...signedIn,
  tags,
  summary: "The expert's Stripe account and payment status (not connected, action needed, connected)",
  responses: { 200: { description: 'Status', ...json(accounts) }, ...errorResponses(401) },
});
const connectRoute = createRoute({
  method: 'post',
  path: '/stripe/connect',
  operationId: 'connectStripeExpress',
  ...signedIn,
  tags,
  summary: "Create the expert's Express account (once) and a link into Stripe's onboarding",
  responses: {
    200: { description: 'Onboarding link', ...json(url) },
    ...errorResponses(401, 409),
  },
});
const authorizeRoute = createRoute({
  method: 'get',
  path: '/stripe/oauth/authorize',
  operationId: 'getStripeOauthUrl',
  ...signedIn,
  tags,
  summary: 'The address that links an existing Standard account (OAuth, with a signed state)',
  responses: { 200: { description: 'Authorize URL', ...json(url) }, ...errorResponses(401, 409) },
});
const oauthRoute = createRoute({
  method: 'post',
  path: '/stripe/oauth',
  operationId: 'completeStripeOauth',
  ...signedIn,
  tags,
  summary: "Stripe's OAuth return: checks the state and links the Standard account",
  request: body(stripeOauthInput),
  responses: {
    200: { description: 'Linked', ...json(accounts) },
    ...errorResponses(400, 401, 409),
  },
});
const balanceRoute = createRoute({
  method: 'get',
  path: '/stripe/balance',
  operationId: 'getStripeBalance',
  ...signedIn,
  tags,
  summary: 'Available and pending balance per currency, balance transactions and payment intents, paged',
  request: { query: balanceQuery },
  responses: {
    200: { description: 'Balance', ...json(balanceView.openapi('StripeBalance')) },
    ...errorResponses(400, 401, 409),
  },
});
const loginLinkRoute = createRoute({
  method: 'post',
  path: '/{id}/login-link',
  operationId: 'createStripeLoginLink',
  ...signedIn,
  tags,
  summary: "A login link to the account's Stripe dashboard (Standard: Stripe's own dashboard)",
  request: idParam,
  responses: { 200: { description: 'Login link', ...json(url) }, ...errorResponses(400, 401, 404, 409) },
});

export function paymentAccountRoutes(deps: AppDeps) {
  const ctx = () => ({ ...deps, db: deps.database.db });
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(statusRoute, async (c) => c.json(await service.getAccounts(ctx(), c.get('user').id), 200));
  router.openapi(connectRoute, async (c) =>
    c.json(await service.connectExpress(ctx(), c.get('user').id), 200),
  );
  router.openapi(authorizeRoute, async (c) =>
    c.json(service.oauthAuthorizeUrl(ctx(), c.get('user').id, nowMs(deps)), 200),
  );
  router.openapi(oauthRoute, async (c) =>
    c.json(await service.completeOauth(ctx(), c.get('user').id, c.req.valid('json'), nowMs(deps)), 200),
  );
  router.openapi(balanceRoute, async (c) =>
    c.json(await service.balance(ctx(), c.get('user').id, c.req.valid('query')), 200),
  );
  router.openapi(loginLinkRoute, async (c) =>
    c.json(await service.loginLink(ctx(), c.get('user').id, c.req.valid('param').id), 200),
  );
  return router;
}
