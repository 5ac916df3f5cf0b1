import { Hono } from 'hono';
import { type CurrencyCode, formatMoney } from '../../../domain/money/money';
import { nowMs } from '../../clock';
import type { AppDeps } from '../../deps';
import { escapeHtml } from '../../http/html';
import { CARD_DECLINED, INVALID_CARD, sandboxOutcome } from '../../integrations/payments/sandbox';
import { PAYMENT_EXPIRED } from './booking-service';
import { completePayment, findCheckout } from './checkout-service';
import type { CheckoutSummary } from './payment-subject';
import { bookingDeps } from './routes';

// The sandbox adapter's checkout page (ADR 014): a small server-rendered form, clearly marked
// TEST MODE, that completes the payment through the same service function a provider would.

type PageState = {
  title: string;
  amount: string;
  error: string | null;
  done: boolean;
  rebookUrl: string;
  rebookLabel: string;
};

function page(state: PageState): string {
  const error = state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : '';
  const form = state.done
    ? `<p><a class="button" href="${escapeHtml(state.rebookUrl)}">${escapeHtml(state.rebookLabel)}</a></p>`
    : `<form method="post">
<label for="card">Card number</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" maxlength="23" required>
<button type="submit">Pay ${escapeHtml(state.amount)}</button>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. No money moves.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Test checkout · Slotwise</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7f9;color:#222;margin:0;padding:24px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.badge{display:inline-block;background:#fff3bf;color:#8a5a00;border:1px solid #ffd43b;border-radius:4px;padding:2px 8px;font-size:12px;font-weight:700;letter-spacing:.05em}
h1{font-size:20px;margin:12px 0 4px}.amount{font-size:28px;font-weight:700;margin:8px 0 20px}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input{box-sizing:border-box;width:100%;font-size:16px;padding:10px 12px;border:1px solid #ced4da;border-radius:6px;margin-bottom:16px}
button,.button{font:inherit;font-weight:600;display:block;box-sizing:border-box;width:100%;text-align:center;background:#4c6ef5;color:#fff;border:0;border-radius:6px;padding:12px;font-size:16px;cursor:pointer;text-decoration:none}
.error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9;border-radius:6px;padding:10px 12px}
.hint{font-size:13px;color:#666;margin-top:16px}
</style></head><body><main>
<span class="badge">TEST MODE</span>
<h1>${escapeHtml(state.title)}</h1>
<p class="amount">${escapeHtml(state.amount)}</p>
${error}${form}
</main></body></html>`;
}

export function sandboxCheckoutRoutes(deps: AppDeps) {
  const booking = bookingDeps(deps);
  const app = new Hono();

  const stateOf = (checkout: CheckoutSummary, error: string | null, done = false): PageState => ({
    title: checkout.title,
    amount: formatMoney({ amount: checkout.amount, currency: checkout.currency as CurrencyCode }),
    error,
    done,
    rebookUrl: checkout.retryUrl,
    rebookLabel: checkout.retryLabel ?? 'Choose another time',
  });
  const notFoundPage = '<!doctype html><title>Not found</title><p>Not found</p>';

  app.get('/sandbox/:paymentId', async (c) => {
    const checkout = await findCheckout(booking, c.req.param('paymentId'), nowMs(deps));
    if (!checkout) return c.html(notFoundPage, 404);
    if (checkout.state === 'paid') return c.redirect(checkout.doneUrl, 303);
    return c.html(
      checkout.state === 'open'
        ? page(stateOf(checkout, null))
        : page(stateOf(checkout, checkout.expiredMessage ?? PAYMENT_EXPIRED, true)),
    );
  });

  app.post('/sandbox/:paymentId', async (c) => {
    const paymentId = c.req.param('paymentId');
    const checkout = await findCheckout(booking, paymentId, nowMs(deps));
    if (!checkout) return c.html(notFoundPage, 404);
    const body = await c.req.parseBody();
    const outcome = sandboxOutcome(typeof body.cardNumber === 'string' ? body.cardNumber.slice(0, 40) : '');
    if (!outcome) return c.html(page(stateOf(checkout, INVALID_CARD)), 400);
    const result = await completePayment(booking, paymentId, outcome, nowMs(deps));
    if (result === 'confirmed') return c.redirect(checkout.doneUrl, 303);
    const message =
      result === 'declined'
        ? `${CARD_DECLINED} ${checkout.declinedNote}`
        : (checkout.expiredMessage ?? PAYMENT_EXPIRED);
    return c.html(page(stateOf(checkout, message, true)), 402);
  });
  return app;
}
