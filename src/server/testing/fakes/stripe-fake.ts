import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local stand-in for the parts of Stripe's API Slotwise calls (ADR 032), for the real SDK to
// talk to in tests (STRIPE_API_BASE=http://127.0.0.1:<port>). It reads form-encoded bodies as
// the SDK sends them, honours the Stripe-Account header (objects live on their connected
// account) and Idempotency-Key (the same key on the same account gives the first response back),
// and answers with objects typed by the SDK's own types, so the compiler holds their shapes to
// Stripe's. The tests drive what a client or Stripe would do (pay a checkout, update an account)
// and get back the events Stripe would send, which `signed` turns into a delivery carrying
// Stripe's real signature scheme.

type Session = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'url'
  | 'mode'
  | 'status'
  | 'payment_status'
  | 'amount_total'
  | 'currency'
  | 'client_reference_id'
  | 'customer'
  | 'customer_email'
  | 'payment_intent'
  | 'metadata'
  | 'success_url'
  | 'cancel_url'
  | 'created'
  | 'livemode'
>;
type Intent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'status'
  | 'customer'
  | 'payment_method'
  | 'application_fee_amount'
  | 'description'
  | 'metadata'
  | 'setup_future_usage'
  | 'latest_charge'
  | 'last_payment_error'
  | 'created'
  | 'livemode'
>;
type Charge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_refunded'
  | 'currency'
  | 'payment_intent'
  | 'refunded'
  | 'metadata'
  | 'created'
>;
type Refund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'currency' | 'payment_intent' | 'status' | 'metadata'
>;
type Account = Pick<
  Stripe.Account,
  | 'id'
  | 'object'
  | 'type'
  | 'country'
  | 'email'
  | 'charges_enabled'
  | 'details_submitted'
  | 'requirements'
  | 'metadata'
>;
type BalanceTransaction = Pick<
  Stripe.BalanceTransaction,
  | 'id'
  | 'object'
  | 'type'
  | 'amount'
  | 'net'
  | 'fee'
  | 'currency'
  | 'description'
  | 'available_on'
  | 'created'
>;

export type StripeCall = {
  method: string;
  path: string;
  account: string | null;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
};

export type DeliveredEvent = Pick<
  Stripe.Event,
  | 'id'
  | 'object'
  | 'type'
  | 'created'
  | 'account'
  | 'api_version'
  | 'livemode'
  | 'pending_webhooks'
  | 'request'
> & {
  data: { object: unknown };
};

export type FakeStripe = {
  /** http://127.0.0.1:<port>, for STRIPE_API_BASE. */
  url: string;
  calls: StripeCall[];
  accounts: Map<string, Account>;
  sessions: Map<string, Session & { account: string; applicationFeeAmount: number | null }>;
  intents: Map<string, Intent & { account: string }>;
  refunds: Refund[];
  /** An OAuth code that links this existing Standard account. */
  addOauthCode(code: string, accountId: string): void;
  /** A Standard account that exists at Stripe already (linked by OAuth). */
  addStandardAccount(id: string, country?: string): Account;
  /** Stripe finished onboarding (or asks for more): the account.updated event it sends. */
  updateAccount(
    id: string,
    change: { chargesEnabled: boolean; currentlyDue?: string[] },
    created: number,
  ): DeliveredEvent;
  /** The client paid the checkout: its checkout.session.completed and payment_intent.succeeded. */
  pay(
    sessionId: string,
    created: number,
  ): { completed: DeliveredEvent; succeeded: DeliveredEvent; intentId: string };
  /** The client's card was declined in the checkout: payment_intent.payment_failed. */
  decline(sessionId: string, created: number): DeliveredEvent;
  /** Stripe's charge.refunded for a payment intent that was refunded. */
  refunded(intentId: string, created: number): DeliveredEvent;
  /** A card payment already made on the account (for the balance): its PaymentIntent id. */
  addCharge(accountId: string, amount: number, currency: string, description: string, fee: number): string;
  /** Off-session charges of this amount fail with this error code (e.g. authentication_required). */
  failOffSessionAmount(amount: number, code: 'card_declined' | 'authentication_required'): void;
  /**
   * Where Stripe sends webhooks: with it, the hosted checkout page (GET /c/pay/<session>) pays
   * on 'Pay', delivers checkout.session.completed then payment_intent.succeeded, signed, and
   * sends the browser to the session's success_url.
   */
  setWebhookEndpoint(url: string, secret: string): void;
  /** The request Stripe would send for the event, signed with `secret` at `timestamp` (seconds). */
  signed(event: DeliveredEvent, endpoint: string, secret: string, timestamp: number): Request;
  close(): Promise<void>;
};

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

const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { error: { type, message, ...extra } },
});

export async function startFakeStripe(options: { checkoutBase?: string } = {}): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const accounts = new Map<string, Account>();
  const sessions: FakeStripe['sessions'] = new Map();
  const intents: FakeStripe['intents'] = new Map();
  const charges = new Map<string, Charge & { account: string }>();
  const refunds: Refund[] = [];
  const transactions = new Map<string, BalanceTransaction[]>();
  const oauthCodes = new Map<string, string>();
  // Where each account's onboarding returns to (its latest Account Link's return_url).
  const returnUrls = new Map<string, string>();
  let webhook: { url: string; secret: string } | null = null;
  const names = new Map<string, string>();
  const offSessionFailures = new Map<number, 'card_declined' | 'authentication_required'>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const id = (prefix: string) => `${prefix}_fake${(++counter).toString().padStart(8, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);
  let url = '';
  let eventCounter = 0;

  const event = (type: string, object: unknown, account: string | null, created: number): DeliveredEvent => ({
    id: `evt_fake${(++eventCounter).toString().padStart(8, '0')}`,
    object: 'event',
    type: type as Stripe.Event['type'],
    created,
    account: account ?? undefined,
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: JSON.parse(JSON.stringify(object)) },
  });
  const publicOf = <T extends { account: string }>(value: T) => {
    const { account: _account, ...rest } = value;
    return rest;
  };
  const listOf = <T extends { id: string }>(items: T[], params: Record<string, unknown>, path: string) => {
    const limit = Number(params.limit ?? 10);
    const after = params.starting_after as string | undefined;
    const start = after ? items.findIndex((i) => i.id === after) + 1 : 0;
    const page = items.slice(start, start + limit);
    return { object: 'list', url: path, has_more: start + limit < items.length, data: page };
  };
  const addTransaction = (account: string, t: Omit<BalanceTransaction, 'id' | 'object'>) => {
    const list = transactions.get(account) ?? [];
    list.unshift({ id: id('txn'), object: 'balance_transaction', ...t });
    transactions.set(account, list);
  };

  function handle(call: StripeCall): { status: number; body: unknown } {
    const { method, path, account, params } = call;
    const on = account ?? 'platform';
    const segment = (re: RegExp) => path.match(re)?.[1];
    const accountPath = segment(/^\/v1\/accounts\/([^/]+)$/);
    const loginLinkPath = segment(/^\/v1\/accounts\/([^/]+)\/login_links$/);
    const sessionPath = segment(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    const intentPath = segment(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/accounts') {
      const account: Account = {
        id: id('acct'),
        object: 'account',
        type: (params.type as Account['type']) ?? 'express',
        country: (params.country as string) ?? 'US',
        email: (params.email as string) ?? null,
        charges_enabled: false,
        details_submitted: false,
        requirements: requirements(['external_account', 'tos_acceptance.date']),
        metadata: (params.metadata as Stripe.Metadata) ?? {},
      };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    if (method === 'GET' && accountPath) {
      const found = accounts.get(accountPath);
      return found
        ? { status: 200, body: found }
        : stripeError(404, 'invalid_request_error', 'No such account');
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(params.account as string))
        return stripeError(400, 'invalid_request_error', 'No such account');
      returnUrls.set(params.account as string, params.return_url as string);
      const link: Pick<Stripe.AccountLink, 'object' | 'url' | 'created' | 'expires_at'> = {
        object: 'account_link',
        url: `${url}/connect/onboarding/${params.account as string}`,
        created: now(),
        expires_at: now() + 300,
      };
      return { status: 200, body: link };
    }
    if (method === 'POST' && loginLinkPath) {
      const found = accounts.get(loginLinkPath);
      if (!found) return stripeError(404, 'invalid_request_error', 'No such account');
      if (found.type === 'standard') {
        return stripeError(400, 'invalid_request_error', 'Cannot create a login link for a standard account');
      }
      const link: Pick<Stripe.LoginLink, 'object' | 'url' | 'created'> = {
        object: 'login_link',
        url: `${url}/express/login/${found.id}`,
        created: now(),
      };
      return { status: 200, body: link };
    }
    if (method === 'POST' && path === '/oauth/token') {
      const accountId = oauthCodes.get(params.code as string);
      if (!accountId)
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Authorization code does not exist' },
        };
      oauthCodes.delete(params.code as string);
      const token: Pick<Stripe.OAuthToken, 'stripe_user_id' | 'scope' | 'livemode' | 'token_type'> = {
        stripe_user_id: accountId,
        scope: 'read_write',
        livemode: false,
        token_type: 'bearer',
      };
      return { status: 200, body: token };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!account || !accounts.has(account))
        return stripeError(400, 'invalid_request_error', 'No such account');
      // biome-ignore lint/suspicious/noExplicitAny: form params as the SDK sent them
      const p = params as any;
      const item = p.line_items[0];
      const sessionId = id('cs_test');
      const session: Session & { account: string; applicationFeeAmount: number | null } = {
        id: sessionId,
        object: 'checkout.session',
        url: `${options.checkoutBase ?? url}/c/pay/${sessionId}`,
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(item.price_data.unit_amount) * Number(item.quantity),
        currency: item.price_data.currency,
        client_reference_id: p.client_reference_id ?? null,
        customer: null,
        customer_email: p.customer_email ?? null,
        payment_intent: null,
        metadata: p.metadata ?? {},
        success_url: p.success_url ?? null,
        cancel_url: p.cancel_url ?? null,
        created: now(),
        livemode: false,
        account,
        applicationFeeAmount:
          p.payment_intent_data?.application_fee_amount !== undefined
            ? Number(p.payment_intent_data.application_fee_amount)
            : null,
      };
      Object.assign(session, {
        payment_intent_data: p.payment_intent_data,
        customer_creation: p.customer_creation,
      });
      sessions.set(sessionId, session);
      names.set(sessionId, item.price_data.product_data?.name ?? '');
      return { status: 200, body: publicOf(session) };
    }
    if (method === 'GET' && sessionPath) {
      const found = sessions.get(sessionPath);
      return found && found.account === account
        ? { status: 200, body: publicOf(found) }
        : stripeError(404, 'invalid_request_error', 'No such checkout.session');
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (!account) return stripeError(400, 'invalid_request_error', 'Direct charges need Stripe-Account');
      const amount = Number(params.amount);
      const failure = offSessionFailures.get(amount);
      const intent: Intent & { account: string } = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        currency: params.currency as string,
        status: 'succeeded',
        customer: (params.customer as string) ?? null,
        payment_method: (params.payment_method as string) ?? null,
        application_fee_amount: params.application_fee_amount ? Number(params.application_fee_amount) : null,
        description: (params.description as string) ?? null,
        metadata: (params.metadata as Stripe.Metadata) ?? {},
        setup_future_usage: null,
        latest_charge: null,
        last_payment_error: null,
        created: now(),
        livemode: false,
        account,
      };
      intents.set(intent.id, intent);
      if (failure) {
        intent.status = 'requires_payment_method';
        const message =
          failure === 'authentication_required'
            ? 'This payment requires authentication.'
            : 'Your card was declined.';
        return stripeError(402, 'card_error', message, {
          code: failure,
          decline_code: failure === 'card_declined' ? 'generic_decline' : undefined,
          payment_intent: publicOf(intent),
        });
      }
      charge(intent, account);
      return { status: 200, body: publicOf(intent) };
    }
    if (method === 'GET' && path === '/v1/payment_intents') {
      const list = [...intents.values()].filter((i) => i.account === on).reverse();
      return { status: 200, body: listOf(list.map(publicOf), params, path) };
    }
    if (method === 'GET' && intentPath) {
      const found = intents.get(intentPath);
      return found && found.account === account
        ? { status: 200, body: publicOf(found) }
        : stripeError(404, 'invalid_request_error', 'No such payment_intent');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(params.payment_intent as string);
      if (!intent || intent.account !== account)
        return stripeError(404, 'invalid_request_error', 'No such payment_intent');
      const charge = intent.latest_charge ? charges.get(intent.latest_charge as string) : undefined;
      if (!charge)
        return stripeError(400, 'invalid_request_error', 'This PaymentIntent has no charge to refund');
      if (charge.refunded) {
        return stripeError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, {
          code: 'charge_already_refunded',
        });
      }
      charge.refunded = true;
      charge.amount_refunded = charge.amount;
      const refund: Refund = {
        id: id('re'),
        object: 'refund',
        amount: charge.amount,
        currency: charge.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: (params.metadata as Stripe.Metadata) ?? {},
      };
      refunds.push(refund);
      addTransaction(intent.account, {
        type: 'refund',
        amount: -charge.amount,
        net: -charge.amount,
        fee: 0,
        currency: charge.currency,
        description: `REFUND FOR CHARGE (${intent.description ?? ''})`,
        available_on: now(),
        created: now(),
      });
      return { status: 200, body: refund };
    }
    if (method === 'GET' && path === '/v1/balance') {
      const list = transactions.get(on) ?? [];
      const byCurrency = new Map<string, { available: number; pending: number }>();
      for (const t of list) {
        const entry = byCurrency.get(t.currency) ?? { available: 0, pending: 0 };
        if (t.available_on <= now()) entry.available += t.net;
        else entry.pending += t.net;
        byCurrency.set(t.currency, entry);
      }
      const balance: Pick<Stripe.Balance, 'object' | 'available' | 'pending' | 'livemode'> = {
        object: 'balance',
        available: [...byCurrency].map(([currency, b]) => ({
          amount: b.available,
          currency,
          source_types: { card: b.available },
        })),
        pending: [...byCurrency].map(([currency, b]) => ({
          amount: b.pending,
          currency,
          source_types: { card: b.pending },
        })),
        livemode: false,
      };
      return { status: 200, body: balance };
    }
    if (method === 'GET' && path === '/v1/balance_transactions') {
      return { status: 200, body: listOf(transactions.get(on) ?? [], params, path) };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  function charge(intent: Intent & { account: string }, account: string) {
    const c: Charge & { account: string } = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: false,
      // Stripe copies the PaymentIntent's metadata onto its charge.
      metadata: { ...intent.metadata },
      created: now(),
      account,
    };
    charges.set(c.id, c);
    intent.latest_charge = c.id;
    const fee = intent.application_fee_amount ?? 0;
    const stripeFee = Math.round(intent.amount * 0.029) + 30;
    addTransaction(account, {
      type: 'charge',
      amount: intent.amount,
      net: intent.amount - fee - stripeFee,
      fee: fee + stripeFee,
      currency: intent.currency,
      description: intent.description,
      available_on: now() + 2 * 86400,
      created: now(),
    });
  }

  function browserPage(method: string, path: string): string | null {
    if (method !== 'GET') return null;
    const onboarding = path.match(/^\/connect\/onboarding\/([^/]+)$/)?.[1];
    if (onboarding) {
      const back = returnUrls.get(onboarding) ?? '/';
      return `<!doctype html><title>Stripe onboarding (fake)</title><h1>Set up payments for ${onboarding}</h1><a href="${back}">Return to Slotwise</a>`;
    }
    const checkout = path.match(/^\/c\/pay\/([^/]+)$/)?.[1];
    const session = checkout ? sessions.get(checkout) : undefined;
    if (session) {
      const amount = `${((session.amount_total ?? 0) / 100).toFixed(2)} ${(session.currency ?? '').toUpperCase()}`;
      return `<!doctype html><title>Stripe Checkout (fake)</title><h1>${names.get(session.id) ?? ''}</h1><p class="amount">${amount}</p><form method="post"><button type="submit">Pay</button></form>`;
    }
    const login = path.match(/^\/express\/login\/([^/]+)$/)?.[1];
    if (login)
      return `<!doctype html><title>Stripe Express (fake)</title><h1>Express dashboard of ${login}</h1>`;
    return null;
  }

  /** The client paid in the hosted page: Stripe's two events, delivered in order, then the return. */
  async function payFromBrowser(sessionId: string): Promise<string> {
    if (!webhook) throw new Error('The fake Stripe has no webhook endpoint to tell');
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no fake session ${sessionId}`);
    const paid = api.pay(sessionId, now());
    for (const delivered of [paid.completed, paid.succeeded]) {
      const res = await fetch(api.signed(delivered, webhook.url, webhook.secret, now()));
      if (res.status !== 200) throw new Error(`webhook ${delivered.type} answered ${res.status}`);
    }
    return session.success_url ?? '/';
  }

  function requirements(due: string[]): Stripe.Account.Requirements {
    return {
      alternatives: [],
      current_deadline: null,
      currently_due: due,
      disabled_reason: due.length > 0 ? 'requirements.past_due' : null,
      errors: [],
      eventually_due: due,
      past_due: [],
      pending_verification: [],
    };
  }

  const server = http.createServer((req, res) => {
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
      calls.push(call);
      const paying = call.method === 'POST' ? call.path.match(/^\/c\/pay\/([^/]+)$/)?.[1] : undefined;
      if (paying) {
        void payFromBrowser(paying).then(
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
      // The pages a browser is sent to: Stripe's hosted onboarding and the Express dashboard.
      const page = browserPage(call.method, call.path);
      if (page) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page);
        return;
      }
      let answer: { status: number; body: unknown };
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer sk_')) {
        answer = stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
      } else if (call.method === 'POST' && call.idempotencyKey) {
        // Stripe keys idempotency per account; the same key with other parameters is refused.
        const key = `${call.account ?? 'platform'}:${call.idempotencyKey}`;
        const digest = createHash('sha256').update(`${call.path}?${raw}`).digest('hex');
        const seen = idempotent.get(key) as { status: number; body: unknown; digest: string } | undefined;
        if (seen && seen.digest !== digest) {
          answer = stripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        } else if (seen) {
          answer = seen;
        } else {
          answer = handle(call);
          idempotent.set(key, { ...answer, digest } as never);
        }
      } else {
        answer = handle(call);
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api: FakeStripe = {
    url,
    calls,
    accounts,
    sessions,
    intents,
    refunds,
    addOauthCode(code, accountId) {
      oauthCodes.set(code, accountId);
    },
    addStandardAccount(accountId, country = 'US') {
      const account: Account = {
        id: accountId,
        object: 'account',
        type: 'standard',
        country,
        email: null,
        charges_enabled: true,
        details_submitted: true,
        requirements: requirements([]),
        metadata: {},
      };
      accounts.set(accountId, account);
      return account;
    },
    updateAccount(accountId, change, created) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no fake account ${accountId}`);
      account.charges_enabled = change.chargesEnabled;
      account.details_submitted = true;
      account.requirements = requirements(change.currentlyDue ?? []);
      return event('account.updated', account, accountId, created);
    },
    pay(sessionId, created) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      // biome-ignore lint/suspicious/noExplicitAny: what the session was created with
      const data = (session as any).payment_intent_data ?? {};
      const saving = data.setup_future_usage === 'off_session';
      const customer =
        saving || (session as { customer_creation?: string }).customer_creation === 'always'
          ? id('cus')
          : null;
      const intent: Intent & { account: string } = {
        id: id('pi'),
        object: 'payment_intent',
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
        status: 'succeeded',
        customer,
        payment_method: id('pm'),
        application_fee_amount: session.applicationFeeAmount,
        description: data.description ?? null,
        metadata: data.metadata ?? {},
        setup_future_usage: saving ? 'off_session' : null,
        latest_charge: null,
        last_payment_error: null,
        created,
        livemode: false,
        account: session.account,
      };
      intents.set(intent.id, intent);
      charge(intent, session.account);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = intent.id;
      session.customer = customer;
      return {
        intentId: intent.id,
        completed: event('checkout.session.completed', publicOf(session), session.account, created),
        succeeded: event('payment_intent.succeeded', publicOf(intent), session.account, created),
      };
    },
    decline(sessionId, created) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      // biome-ignore lint/suspicious/noExplicitAny: what the session was created with
      const data = (session as any).payment_intent_data ?? {};
      const intent: Intent & { account: string } = {
        id: id('pi'),
        object: 'payment_intent',
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
        status: 'requires_payment_method',
        customer: null,
        payment_method: null,
        application_fee_amount: session.applicationFeeAmount,
        description: data.description ?? null,
        metadata: data.metadata ?? {},
        setup_future_usage: null,
        latest_charge: null,
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        created,
        livemode: false,
        account: session.account,
      };
      intents.set(intent.id, intent);
      session.payment_intent = intent.id;
      return event('payment_intent.payment_failed', publicOf(intent), session.account, created);
    },
    refunded(intentId, created) {
      const intent = intents.get(intentId);
      const found = intent?.latest_charge ? charges.get(intent.latest_charge as string) : undefined;
      if (!intent || !found) throw new Error(`no fake charge for ${intentId}`);
      return event('charge.refunded', publicOf(found), intent.account, created);
    },
    addCharge(accountId, amount, currency, description, fee) {
      const intent: Intent & { account: string } = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        currency,
        status: 'succeeded',
        customer: null,
        payment_method: id('pm'),
        application_fee_amount: fee,
        description,
        metadata: {},
        setup_future_usage: null,
        latest_charge: null,
        last_payment_error: null,
        created: now(),
        livemode: false,
        account: accountId,
      };
      intents.set(intent.id, intent);
      charge(intent, accountId);
      return intent.id;
    },
    failOffSessionAmount(amount, code) {
      offSessionFailures.set(amount, code);
    },
    signed(delivered, endpoint, secret, timestamp) {
      const payload = JSON.stringify(delivered, null, 2);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
      return new Request(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: payload,
      });
    },
    setWebhookEndpoint(endpoint, secret) {
      webhook = { url: endpoint, secret };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return api;
}
