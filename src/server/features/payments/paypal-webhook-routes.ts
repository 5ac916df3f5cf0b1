import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { nowMs } from '../../clock';
import type { Db } from '../../db/client';
import { providerPayments } from '../../db/schema/provider-payments';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { errorResponses, notFound } from '../../http/errors';
import { anonymous, json } from '../../http/route-parts';
import { bookingDeps } from '../public-booking/routes';
import { applyCapture, handlePaypalWebhook } from './paypal-webhook';
import { onwardFromCheckout } from './stripe-return';

const receivedRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'receivePaypalWebhook',
  ...anonymous,
  tags: ['payments'],
  summary:
    "PayPal's webhook: verified by PayPal (verify-webhook-signature), applied exactly once; a duplicate answers 200 and changes nothing",
  // The body (a PayPal event, JSON) is read raw and vouched for by PayPal, not by a schema.
  responses: {
    200: {
      description: 'Received',
      ...json(
        z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi('PaypalWebhookReceived'),
      ),
    },
    ...errorResponses(400, 404),
  },
});

export function paypalWebhookRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(receivedRoute, async (c) => {
    const paypal = deps.payments.paypal;
    if (!paypal) throw notFound();
    const raw = await c.req.text();
    const result = await handlePaypalWebhook(
      { ...bookingDeps(deps), paypal },
      raw,
      (name) => c.req.header(name),
      nowMs(deps),
    );
    return c.json({ received: true as const, duplicate: result === 'duplicate' }, 200);
  });
  return router;
}

/**
 * Where PayPal sends the client back (return_url and cancel_url, ADR 033). Unlike Stripe's
 * return, this one can decide: capturing the order is a server-to-server call whose answer is
 * PayPal's own word, applied under the payment's row lock like an event (the webhook that follows
 * then changes nothing). Then the client goes on to what they paid for, or to start again.
 */
export function paypalReturnRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/:paymentId', async (c) => {
    const paypal = deps.payments.paypal;
    const paymentId = c.req.param('paymentId');
    const cancelled = c.req.query('cancelled') !== undefined;
    const [row] = await deps.database.db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.id, paymentId));
    if (!paypal || row?.provider !== 'paypal') return c.text('Not found', 404);
    if (!cancelled && row.status === 'open') {
      const result = await paypal.capture(paymentId);
      const now = nowMs(deps);
      await deps.database.db.transaction((tx) =>
        applyCapture({ ...bookingDeps(deps), db: tx as unknown as Db }, tx, paymentId, result, now),
      );
    }
    const to = await onwardFromCheckout(deps, paymentId, cancelled);
    return to ? c.redirect(to, 303) : c.text('Not found', 404);
  });
  return app;
}
