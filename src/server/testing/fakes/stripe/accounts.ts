import type Stripe from 'stripe';
import { type DeliveredEvent, eventOf } from './events';
import {
  type Account,
  type Answer,
  newId,
  now,
  type StripeCall,
  type StripeState,
  stripeError,
} from './state';

// Connect accounts: Express accounts and their Account Links and login links, Standard accounts
// linked by OAuth, and the onboarding and Express dashboard pages a browser is sent to.

export function requirements(due: string[]): Stripe.Account.Requirements {
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

/**
 * Where the fake's accounts can have a local method's capability: the EUR bank methods only for
 * businesses in Europe and the US (a stand-in for Stripe's per-method country lists); asking for
 * one elsewhere is refused as Stripe refuses a capability the account's country lacks.
 */
const EUROPEAN_METHODS = ['bancontact_payments', 'ideal_payments', 'eps_payments', 'p24_payments'];
const EUROPEAN_METHOD_COUNTRIES = new Set(
  'AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IT LI LT LU LV MT NL NO PL PT RO SE SI SK US'.split(
    ' ',
  ),
);

/** Applies `capabilities[x][requested]=true` params: an answer when one is refused. */
function requestCapabilities(account: Account, params: Record<string, unknown>): Answer | undefined {
  const asked = (params.capabilities ?? {}) as Record<string, { requested?: string | boolean }>;
  const wanted = Object.keys(asked).filter((name) => String(asked[name]?.requested) === 'true');
  const refused = wanted.find(
    (name) => EUROPEAN_METHODS.includes(name) && !EUROPEAN_METHOD_COUNTRIES.has(account.country ?? ''),
  );
  if (refused) {
    return stripeError(
      400,
      'invalid_request_error',
      `The \`${refused}\` capability is not available for accounts in ${account.country}.`,
      { param: `capabilities[${refused}]` },
    );
  }
  const status = account.charges_enabled ? 'active' : 'inactive';
  account.capabilities = {
    ...account.capabilities,
    ...Object.fromEntries(wanted.map((name) => [name, status])),
  };
  return undefined;
}

/** POST /v1/accounts(/:id), GET /v1/accounts/:id, account and login links, the OAuth token exchange. */
export function handleAccounts(state: StripeState, call: StripeCall): Answer | undefined {
  const { method, path, params } = call;
  const accountPath = path.match(/^\/v1\/accounts\/([^/]+)$/)?.[1];
  const loginLinkPath = path.match(/^\/v1\/accounts\/([^/]+)\/login_links$/)?.[1];
  if (method === 'POST' && path === '/v1/accounts') {
    const account: Account = {
      id: newId(state, 'acct'),
      object: 'account',
      type: (params.type as Account['type']) ?? 'express',
      country: (params.country as string) ?? 'US',
      email: (params.email as string) ?? null,
      charges_enabled: false,
      details_submitted: false,
      requirements: requirements(['external_account', 'tos_acceptance.date']),
      metadata: (params.metadata as Stripe.Metadata) ?? {},
      capabilities: {},
    };
    const refused = requestCapabilities(account, params);
    if (refused) return refused;
    state.accounts.set(account.id, account);
    return { status: 200, body: account };
  }
  if (method === 'POST' && accountPath) {
    const found = state.accounts.get(accountPath);
    if (!found) return stripeError(404, 'invalid_request_error', 'No such account');
    return requestCapabilities(found, params) ?? { status: 200, body: found };
  }
  if (method === 'GET' && accountPath) {
    const found = state.accounts.get(accountPath);
    return found
      ? { status: 200, body: found }
      : stripeError(404, 'invalid_request_error', 'No such account');
  }
  if (method === 'POST' && path === '/v1/account_links') {
    if (!state.accounts.has(params.account as string))
      return stripeError(400, 'invalid_request_error', 'No such account');
    state.returnUrls.set(params.account as string, params.return_url as string);
    const link: Pick<Stripe.AccountLink, 'object' | 'url' | 'created' | 'expires_at'> = {
      object: 'account_link',
      url: `${state.url}/connect/onboarding/${params.account as string}`,
      created: now(),
      expires_at: now() + 300,
    };
    return { status: 200, body: link };
  }
  if (method === 'POST' && loginLinkPath) {
    const found = state.accounts.get(loginLinkPath);
    if (!found) return stripeError(404, 'invalid_request_error', 'No such account');
    if (found.type === 'standard') {
      return stripeError(400, 'invalid_request_error', 'Cannot create a login link for a standard account');
    }
    const link: Pick<Stripe.LoginLink, 'object' | 'url' | 'created'> = {
      object: 'login_link',
      url: `${state.url}/express/login/${found.id}`,
      created: now(),
    };
    return { status: 200, body: link };
  }
  if (method === 'POST' && path === '/oauth/token') {
    const accountId = state.oauthCodes.get(params.code as string);
    if (!accountId)
      return {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Authorization code does not exist' },
      };
    state.oauthCodes.delete(params.code as string);
    const token: Pick<Stripe.OAuthToken, 'stripe_user_id' | 'scope' | 'livemode' | 'token_type'> = {
      stripe_user_id: accountId,
      scope: 'read_write',
      livemode: false,
      token_type: 'bearer',
    };
    return { status: 200, body: token };
  }
  return undefined;
}

/** Stripe's hosted onboarding (back to the latest return_url) and the Express dashboard. */
export function accountPage(state: StripeState, path: string): string | null {
  const onboarding = path.match(/^\/connect\/onboarding\/([^/]+)$/)?.[1];
  if (onboarding) {
    const back = state.returnUrls.get(onboarding) ?? '/';
    return `<!doctype html><title>Stripe onboarding (fake)</title><h1>Set up payments for ${onboarding}</h1><a href="${back}">Return to Slotwise</a>`;
  }
  const login = path.match(/^\/express\/login\/([^/]+)$/)?.[1];
  if (login)
    return `<!doctype html><title>Stripe Express (fake)</title><h1>Express dashboard of ${login}</h1>`;
  return null;
}

/** A Standard account that exists at Stripe already (linked by OAuth). */
export function addStandardAccount(state: StripeState, accountId: string, country = 'US'): Account {
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
    // A Standard account chose its methods in its own Stripe dashboard.
    capabilities: Object.fromEntries(
      ['card_payments', 'transfers', ...EUROPEAN_METHODS, 'alipay_payments', 'wechat_pay_payments'].map(
        (name) => [name, 'active' as const],
      ),
    ),
  };
  state.accounts.set(accountId, account);
  return account;
}

/** Stripe finished onboarding (or asks for more): the account.updated event it sends. */
export function updateAccount(
  state: StripeState,
  accountId: string,
  change: { chargesEnabled: boolean; currentlyDue?: string[] },
  created: number,
): DeliveredEvent {
  const account = state.accounts.get(accountId);
  if (!account) throw new Error(`no fake account ${accountId}`);
  account.charges_enabled = change.chargesEnabled;
  account.details_submitted = true;
  const status = change.chargesEnabled ? 'active' : 'inactive';
  account.capabilities = Object.fromEntries(
    Object.keys(account.capabilities ?? {}).map((name) => [name, status]),
  );
  account.requirements = requirements(change.currentlyDue ?? []);
  return eventOf(state, 'account.updated', account, accountId, created);
}
