import { createRoute } from '@hono/zod-openapi';
import { callsUsageView, creditCheckoutView } from '../../../domain/calls/usage-view';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { json, signedIn } from '../../http/route-parts';
import { startCreditCheckout } from './credit-purchase';
import { getCallsUsage } from './usage-service';

const tags = ['calls'];

const usageRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getCallsUsage',
  ...signedIn,
  tags,
  summary:
    "The expert's call minutes: participant seconds used and left of the plan's monthly allowance for the past 6 months (UTC months, newest first), the credits balance and the credit offer",
  responses: {
    200: { description: 'Usage', ...json(callsUsageView.openapi('CallsUsage')) },
    ...errorResponses(401),
  },
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/credits/checkout',
  operationId: 'createCallCreditsCheckout',
  ...signedIn,
  tags,
  summary:
    'Open the one-time 5 USD checkout for call credits (the sandbox page locally, Stripe Checkout on the platform account in production); the minutes are added when the payment is confirmed. A second request before that purchase is paid or declined (the same day) gets the same checkout; 409 when no provider can take it',
  responses: {
    200: { description: 'Where to pay', ...json(creditCheckoutView.openapi('CallCreditsCheckout')) },
    ...errorResponses(401, 409),
  },
});

export function callUsageRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireUser(deps));
  router.openapi(usageRoute, async (c) => c.json(await getCallsUsage(deps, c.get('user'), nowMs(deps)), 200));
  router.openapi(checkoutRoute, async (c) =>
    c.json(await startCreditCheckout(deps, c.get('user').id, nowMs(deps)), 200),
  );
  return router;
}
