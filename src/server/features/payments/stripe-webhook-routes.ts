import { createRoute, z } from '@hono/zod-openapi';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses, notFound } from '../../http/errors';
import { anonymous, json } from '../../http/route-parts';
import { handleStripeWebhook } from './stripe-webhook';

const receivedRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'receiveStripeWebhook',
  ...anonymous,
  tags: ['payments'],
  summary:
    "Stripe's webhook: signed (Stripe-Signature), applied exactly once; a duplicate answers 200 and changes nothing",
  // The body (a Stripe Event, JSON) is read raw and checked by its signature, not by a schema.
  request: { headers: z.object({ 'stripe-signature': z.string().optional() }) },
  responses: {
    200: {
      description: 'Received',
      ...json(z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi('WebhookReceived')),
    },
    ...errorResponses(400, 404),
  },
});

export function stripeWebhookRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(receivedRoute, async (c) => {
    const stripe = deps.payments.stripe;
    if (!stripe) throw notFound();
    // The signature is over the exact bytes: read them before anything parses the body.
    const raw = await c.req.text();
    const result = await handleStripeWebhook(
      { ...deps, db: deps.database.db, stripe },
      raw,
      c.req.header('stripe-signature'),
      nowMs(deps),
    );
    return c.json({ received: true as const, duplicate: result === 'duplicate' }, 200);
  });
  return router;
}
