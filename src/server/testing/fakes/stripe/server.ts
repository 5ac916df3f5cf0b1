import { createHash } from 'node:crypto';
import http from 'node:http';
import { accountPage, handleAccounts } from './accounts';
import { handleBalance } from './balance';
import { handleBilling } from './billing';
import { checkoutPage, handleCheckoutSessions, payFromBrowser } from './checkout-sessions';
import { handlePaymentIntents } from './payment-intents';
import { type Answer, type StripeCall, type StripeState, stripeError } from './state';

// The fake's HTTP side: it reads form-encoded bodies as the SDK sends them, records each call,
// checks the secret key, honours Idempotency-Key per Stripe-Account, and hands the call to the
// resource it names; it also serves the pages a browser is sent to.

/** Parses a form body as the SDK encodes it: a[b][0][c]=v. */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    // biome-ignore lint/suspicious/noExplicitAny: a nested form value is built step by step
    let node: any = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      if (last) node[part] = value;
      else {
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part];
      }
    });
  }
  return root;
}

// Billing first: it takes Checkout Sessions in mode subscription, the payments handler the rest.
const resources = [
  handleBilling,
  handleAccounts,
  handleCheckoutSessions,
  handlePaymentIntents,
  handleBalance,
];

function handle(state: StripeState, call: StripeCall): Answer {
  for (const resource of resources) {
    const answer = resource(state, call);
    if (answer) return answer;
  }
  return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${call.method}: ${call.path})`);
}

/** Stripe's hosted onboarding and checkout pages and the Express dashboard. */
function browserPage(state: StripeState, method: string, path: string): string | null {
  if (method !== 'GET') return null;
  return accountPage(state, path) ?? checkoutPage(state, path);
}

export function createStripeServer(state: StripeState): http.Server {
  const idempotent = new Map<string, Answer & { digest: string }>();
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const params = req.method === 'GET' ? parseForm(target.search.slice(1)) : parseForm(raw);
      const call: StripeCall = {
        method: req.method ?? 'GET',
        path: target.pathname,
        account: (req.headers['stripe-account'] as string | undefined) ?? null,
        idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
        params,
      };
      state.calls.push(call);
      const paying = call.method === 'POST' ? call.path.match(/^\/c\/pay\/([^/]+)$/)?.[1] : undefined;
      if (paying) {
        void payFromBrowser(state, paying).then(
          (to) => {
            res.writeHead(303, { location: to });
            res.end();
          },
          (error: Error) => {
            res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(error.message);
          },
        );
        return;
      }
      const page = browserPage(state, call.method, call.path);
      if (page) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page);
        return;
      }
      let answer: Answer;
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer sk_')) {
        answer = stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
      } else if (call.method === 'POST' && call.idempotencyKey) {
        // Stripe keys idempotency per account; the same key with other parameters is refused.
        const key = `${call.account ?? 'platform'}:${call.idempotencyKey}`;
        const digest = createHash('sha256').update(`${call.path}?${raw}`).digest('hex');
        const seen = idempotent.get(key);
        if (seen && seen.digest !== digest) {
          answer = stripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        } else if (seen) {
          answer = seen;
        } else {
          answer = handle(state, call);
          idempotent.set(key, { ...answer, digest });
        }
      } else {
        answer = handle(state, call);
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_${state.counter}`,
      });
      res.end(JSON.stringify(answer.body));
    });
  });
}
