import http from 'node:http';
import { OrderStatus } from '@paypal/paypal-server-sdk';
import { eventOf, handleRest, orderView } from './resources';
import {
  type Answer,
  nextId,
  type PaypalCall,
  type PaypalEvent,
  type PaypalState,
  paypalError,
  transmissionSig,
} from './state';

// The fake's HTTP side: OAuth client credentials, PayPal-Request-Id idempotency, the REST
// resources, and the pages a browser is sent to (approving an order, a merchant's sign-up).

export const FAKE_CLIENT_ID = 'fake-paypal-client';
export const FAKE_CLIENT_SECRET = 'fake-paypal-secret';
export const FAKE_WEBHOOK_ID = 'WH-FAKE-WEBHOOK';
export const FAKE_PARTNER_ID = 'PARTNER0001';
const TOKEN = 'A21AA-fake-access-token';

/** The request PayPal would send for the event, with its transmission headers. */
export function signedDelivery(
  event: PaypalEvent,
  endpoint: string,
  webhookId = FAKE_WEBHOOK_ID,
  forge = false,
): Request {
  const body = JSON.stringify(event);
  const transmissionId = crypto.randomUUID();
  const time = new Date().toISOString();
  const sig = transmissionSig(transmissionId, time, webhookId, body);
  return new Request(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-fake',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': forge ? `${sig.slice(0, -4)}AAA=` : sig,
    },
    body,
  });
}

/** Delivers on the next turn, as PayPal would, never inside the request that caused it. */
function deliverLater(state: PaypalState, event: PaypalEvent) {
  const url = state.webhookUrl;
  if (!url) return;
  setTimeout(() => void fetch(signedDelivery(event, url)).catch(() => {}), 20);
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px"><h1>${title}</h1>${body}</body></html>`;

function browser(state: PaypalState, method: string, target: URL, res: http.ServerResponse): boolean {
  const send = (html: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  };
  const redirect = (to: string) => {
    res.writeHead(303, { location: to });
    res.end();
  };
  if (target.pathname === '/checkoutnow') {
    const order = state.orders.get(target.searchParams.get('token') ?? '');
    if (!order) {
      send(page('PayPal', '<p>This order does not exist.</p>'));
      return true;
    }
    const context = order.request.paymentSource?.paypal?.experienceContext;
    if (method === 'POST') {
      order.status = OrderStatus.Approved;
      deliverLater(
        state,
        eventOf(state, 'CHECKOUT.ORDER.APPROVED', 'checkout-order', orderView(state, order)),
      );
      redirect(`${context?.returnUrl}?token=${order.id}&PayerID=PAYER01`);
      return true;
    }
    const unit = order.purchaseUnits?.[0];
    send(
      page(
        'Pay with PayPal',
        `<p>${unit?.description ?? ''}</p><p><strong>${unit?.amount?.value} ${unit?.amount?.currencyCode}</strong></p><form method="post"><button type="submit">Pay now</button></form><p><a href="${context?.cancelUrl}">Cancel and return</a></p>`,
      ),
    );
    return true;
  }
  if (target.pathname === '/partner-signup') {
    const trackingId = target.searchParams.get('tracking_id') ?? '';
    const referral = state.referrals.findLast((r) => r.trackingId === trackingId);
    if (!referral) {
      send(page('PayPal', '<p>This link has expired.</p>'));
      return true;
    }
    if (method === 'POST') {
      const existing = [...state.merchants.values()].find((m) => m.trackingId === trackingId);
      const merchantId = existing?.merchantId ?? nextId(state, 'MER');
      state.merchants.set(merchantId, {
        merchantId,
        trackingId,
        email: referral.email,
        paymentsReceivable: true,
        primaryEmailConfirmed: true,
      });
      redirect(`${referral.returnUrl}&merchantIdInPayPal=${merchantId}&permissionsGranted=true`);
      return true;
    }
    send(
      page(
        'Connect with PayPal',
        `<p>Signing in as ${referral.email}. Slotwise asks to take payments and refunds for your business account.</p><form method="post"><button type="submit">Agree and connect</button></form>`,
      ),
    );
    return true;
  }
  return false;
}

export function createPaypalServer(state: PaypalState): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // The SDK's requests come through the loopback agent with absolute https paths' hosts.
      const target = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      if (browser(state, method, target, res)) return;
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw && (req.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : raw;
      } catch {
        body = raw;
      }
      const call: PaypalCall = {
        method,
        path: target.pathname,
        requestId: (req.headers['paypal-request-id'] as string | undefined) ?? null,
        body,
      };
      state.calls.push(call);
      const auth = req.headers.authorization ?? '';
      let answer: Answer;
      if (call.path === '/v1/oauth2/token') {
        const basic = Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64');
        answer =
          auth === `Basic ${basic}`
            ? {
                status: 200,
                body: { access_token: TOKEN, token_type: 'Bearer', expires_in: 32400, app_id: 'APP-FAKE' },
              }
            : {
                status: 401,
                body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
              };
      } else if (auth !== `Bearer ${TOKEN}`) {
        answer = paypalError(
          401,
          'AUTHENTICATION_FAILURE',
          'Authentication failed due to invalid authentication credentials.',
        );
      } else if (call.requestId && state.idempotent.has(`${call.path}:${call.requestId}`)) {
        answer = state.idempotent.get(`${call.path}:${call.requestId}`)!;
      } else {
        answer =
          handleRest(state, call, raw, target.searchParams) ??
          paypalError(404, 'NOT_FOUND', `No fake for ${method} ${call.path}`);
        if (call.requestId && answer.status < 300)
          state.idempotent.set(`${call.path}:${call.requestId}`, answer);
        if (answer.status === 201 && call.path.endsWith('/capture')) {
          const captured = [...state.captures.values()].at(-1);
          if (captured?.status === 'COMPLETED') {
            deliverLater(state, eventOf(state, 'PAYMENT.CAPTURE.COMPLETED', 'capture', captured));
          }
        }
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'paypal-debug-id': `fake${state.counter}`,
      });
      res.end(JSON.stringify(answer.body));
    });
  });
}
