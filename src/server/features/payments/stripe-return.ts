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
    const summary = await findCheckout(bookingDeps(deps), c.req.param('paymentId'), nowMs(deps));
    if (!summary) return c.text('Not found', 404);
    const cancelled = c.req.query('cancelled') !== undefined;
    const onward = summary.state === 'paid' || (summary.state === 'open' && !cancelled);
    return c.redirect(onward ? summary.doneUrl : summary.retryUrl, 303);
  });
  return app;
}
