import { createRoute, z } from '@hono/zod-openapi';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { AppError, errorResponses, notFound } from '../../http/errors';
import { anonymous, json } from '../../http/route-parts';
import { InvalidSignature } from '../../integrations/billing/adapter';
import { applyBillingEvent } from './apply-event';

const receivedRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'receiveStripeBillingWebhook',
  ...anonymous,
  tags: ['billing'],
  summary:
    "Stripe Billing's webhook (customer.subscription.*, invoice.paid, invoice.payment_failed): signed (Stripe-Signature), applied exactly once; a duplicate answers 200 and changes nothing",
  // The body (a Stripe Event, JSON) is read raw and checked by its signature, not by a schema.
  request: { headers: z.object({ 'stripe-signature': z.string().optional() }) },
  responses: {
    200: {
      description: 'Received',
      ...json(
        z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi('BillingWebhookReceived'),
      ),
    },
    ...errorResponses(400, 404),
  },
});

export function billingWebhookRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(receivedRoute, async (c) => {
    const parse = deps.billing?.parseWebhook;
    if (!deps.billing || !parse) throw notFound();
    // The signature is over the exact bytes: read them before anything parses the body.
    const raw = await c.req.text();
    let event: ReturnType<typeof parse>;
    try {
      event = parse(raw, c.req.header('stripe-signature'), nowMs(deps));
    } catch (error) {
      if (error instanceof InvalidSignature)
        throw new AppError(400, 'invalid_signature', 'Invalid signature');
      throw error;
    }
    if (!event) return c.json({ received: true as const, duplicate: false }, 200);
    const result = await applyBillingEvent({ ...deps, db: deps.database.db }, event);
    return c.json({ received: true as const, duplicate: result === 'duplicate' }, 200);
  });
  return router;
}
