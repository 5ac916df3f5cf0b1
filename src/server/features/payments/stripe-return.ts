import { Hono } from 'hono';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { findCheckout } from '../public-booking/checkout-service';
import { bookingDeps } from '../public-booking/routes';

// Where Stripe's hosted Checkout sends the client back (success_url and cancel_url, ADR 032).
// The return proves nothing (only the signed webhook confirms): it sends the client on to what
// they paid for — the booking's manage page or the package's use page, which show its state —
// or, when the hold lapsed or the client cancelled, to where they can start again.
export function stripeReturnRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/:paymentId', async (c) => {
    const to = await onwardFromCheckout(
      deps,
      c.req.param('paymentId'),
      c.req.query('cancelled') !== undefined,
    );
    return to ? c.redirect(to, 303) : c.text('Not found', 404);
  });
  return app;
}

/** Where a client back from a provider's checkout goes next (Stripe's and PayPal's returns); null: unknown. */
export async function onwardFromCheckout(deps: AppDeps, paymentId: string, cancelled: boolean) {
  const summary = await findCheckout(bookingDeps(deps), paymentId, nowMs(deps));
  if (!summary) return null;
  const onward = summary.state === 'paid' || (summary.state === 'open' && !cancelled);
  return onward ? summary.doneUrl : summary.retryUrl;
}
