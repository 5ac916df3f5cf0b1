import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { OFFERABLE_LOCAL_METHODS } from '../../../domain/payments/payment-methods';
import {
  type BalanceView,
  MANUAL_PAYOUTS,
  NO_STRIPE_ACCOUNT,
  type PaymentAccountsView,
  STANDARD_BALANCE_UNAVAILABLE,
  STATE_LABELS,
  STRIPE_ALREADY_CONNECTED,
  STRIPE_NOT_CONFIGURED,
  STRIPE_OAUTH_INVALID,
  STRIPE_OAUTH_UNAVAILABLE,
  STRIPE_PAYOUT_SCHEDULE,
  STRIPE_UNAVAILABLE_IN_COUNTRY,
  type StripeOauthInput,
  stripeAccountState,
  stripeAvailableIn,
} from '../../../domain/payments/stripe-account';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/errors';
import { newId } from '../../ids';
import type { StripePayments } from '../../integrations/payments/stripe';
import { activeAccount, chooseGatewayUnlessChosen } from './repository';

// Stripe Connect onboarding (issue 14, ADR 032): Express accounts for new experts, OAuth for an
// existing Standard account, their status, login link and balance. Every call is for the
// signed-in expert's own account; another expert's account id is not found.

export type AccountDeps = Pick<AppDeps, 'config' | 'secrets' | 'payments'> & { db: Db };

const conflict = (message: string) => new AppError(409, 'conflict', message);

const STATE_TTL_MS = 30 * 60 * 1000;
const PAGE = 20;

function stripeOf(deps: AccountDeps): StripePayments {
  if (!deps.payments.stripe) throw conflict(STRIPE_NOT_CONFIGURED);
  return deps.payments.stripe;
}

const activeStripeAccount = (db: DbOrTx, userId: string) => activeAccount(db, userId, 'stripe');

type AccountRow = typeof paymentAccounts.$inferSelect;

function statusView(
  deps: AccountDeps,
  country: string | null,
  row: AccountRow | undefined,
): PaymentAccountsView {
  const stripe =
    row?.stripeAccountId && row.stripeAccountType
      ? {
          id: row.id,
          stripeAccountId: row.stripeAccountId,
          accountType: row.stripeAccountType,
          chargesEnabled: row.stripeChargesEnabled,
          detailsSubmitted: row.stripeDetailsSubmitted,
          requirementsDue: row.stripeRequirementsDue,
          payoutGateway: row.payoutGateway,
        }
      : null;
  const state = stripeAccountState(stripe);
  return {
    stripeEnabled: Boolean(deps.payments.stripe),
    stripeAvailable: stripeAvailableIn(country),
    stripeOauthAvailable: Boolean(deps.payments.stripe) && Boolean(deps.config.stripe?.connectClientId),
    state,
    label: STATE_LABELS[state],
    stripe,
  };
}

async function countryOf(db: DbOrTx, userId: string) {
  const [user] = await db.select({ country: users.country }).from(users).where(eq(users.id, userId));
  return user?.country ?? null;
}

export async function getAccounts(deps: AccountDeps, userId: string): Promise<PaymentAccountsView> {
  return statusView(deps, await countryOf(deps.db, userId), await activeStripeAccount(deps.db, userId));
}

/**
 * Creates the expert's Express account (once; a second call continues its onboarding) and an
 * Account Link into Stripe's onboarding. Serialised per expert by the user's row lock, and the
 * create is keyed, so two clicks make one account.
 */
export async function connectExpress(deps: AccountDeps, userId: string): Promise<{ url: string }> {
  const payments = stripeOf(deps);
  const account = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ country: users.country, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound();
    if (!stripeAvailableIn(user.country)) throw conflict(STRIPE_UNAVAILABLE_IN_COUNTRY);
    const existing = await activeStripeAccount(tx, userId);
    if (existing) {
      if (existing.stripeAccountType === 'express') return existing.stripeAccountId!;
      throw conflict(STRIPE_ALREADY_CONNECTED);
    }
    const before = await tx
      .select({ id: paymentAccounts.id })
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.userId, userId), eq(paymentAccounts.provider, 'stripe')));
    const created = await payments.stripe.accounts.create(
      {
        type: 'express',
        ...(user.country ? { country: user.country.toUpperCase() } : {}),
        email: user.email,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { slotwise_user_id: userId },
      },
      { idempotencyKey: `connect-express:${userId}:${before.length}` },
    );
    await tx.insert(paymentAccounts).values({
      id: newId(),
      userId,
      provider: 'stripe',
      stripeAccountId: created.id,
      stripeAccountType: 'express',
      country: created.country ?? user.country,
      payoutGateway: 'stripe',
      stripeChargesEnabled: created.charges_enabled ?? false,
      stripeDetailsSubmitted: created.details_submitted ?? false,
      stripeRequirementsDue: created.requirements?.currently_due ?? [],
    });
    await chooseGatewayUnlessChosen(tx, userId, 'stripe');
    return created.id;
  });
  await requestLocalMethods(payments.stripe, account);
  const link = await payments.stripe.accountLinks.create({
    account,
    type: 'account_onboarding',
    refresh_url: `${deps.config.publicUrl}/dashboard/payments/accounts?stripe=refresh`,
    return_url: `${deps.config.publicUrl}/dashboard/payments/accounts?stripe=return`,
  });
  return { url: link.url };
}

/**
 * Asks Stripe for the capability of each local method a checkout may offer (spec §9, ADR 035),
 * one at a time: Stripe refuses one the account's country lacks, and that refusal must not stop
 * onboarding or the others. Asked again when onboarding continues, which changes nothing twice.
 * A checkout naming a method the account still lacks falls back to the card (the adapter).
 */
async function requestLocalMethods(stripe: StripePayments['stripe'], accountId: string): Promise<void> {
  for (const method of OFFERABLE_LOCAL_METHODS) {
    try {
      await stripe.accounts.update(accountId, {
        capabilities: { [`${method}_payments`]: { requested: true } },
      });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }
}

// The OAuth state: the expert's id and an expiry, signed, so the return is for who started it.
function signState(deps: AccountDeps, userId: string, now: number) {
  const body = `${userId}.${now + STATE_TTL_MS}.${randomBytes(12).toString('base64url')}`;
  const mac = createHmac('sha256', deps.secrets.linkSigningKey)
    .update(`stripe-oauth:${body}`)
    .digest('base64url');
  return `${body}.${mac}`;
}

function stateIsValid(deps: AccountDeps, state: string, userId: string, now: number) {
  const parts = state.split('.');
  if (parts.length !== 4) return false;
  const [id, expires, nonce, mac] = parts as [string, string, string, string];
  const expected = createHmac('sha256', deps.secrets.linkSigningKey)
    .update(`stripe-oauth:${id}.${expires}.${nonce}`)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    id === userId &&
    Number(expires) > now
  );
}

export function oauthAuthorizeUrl(deps: AccountDeps, userId: string, now: number): { url: string } {
  const payments = stripeOf(deps);
  const clientId = payments.config.connectClientId;
  if (!clientId) throw conflict(STRIPE_OAUTH_UNAVAILABLE);
  const url = payments.stripe.oauth.authorizeUrl({
    client_id: clientId,
    response_type: 'code',
    scope: 'read_write',
    state: signState(deps, userId, now),
    redirect_uri: `${deps.config.publicUrl}/dashboard/payments/stripe-oauth`,
  });
  return { url };
}

/** The OAuth return: the state is checked, the code exchanged, the Standard account linked. */
export async function completeOauth(
  deps: AccountDeps,
  userId: string,
  input: StripeOauthInput,
  now: number,
): Promise<PaymentAccountsView> {
  const payments = stripeOf(deps);
  if (!payments.config.connectClientId) throw conflict(STRIPE_OAUTH_UNAVAILABLE);
  if (!stateIsValid(deps, input.state, userId, now)) throw badRequest(STRIPE_OAUTH_INVALID);
  if (await activeStripeAccount(deps.db, userId)) throw conflict(STRIPE_ALREADY_CONNECTED);
  let token: Stripe.OAuthToken;
  try {
    token = await payments.stripe.oauth.token(
      { grant_type: 'authorization_code', code: input.code },
      payments.oauthOptions(),
    );
  } catch (error) {
    if ((error as { type?: string }).type === 'StripeInvalidGrantError')
      throw badRequest(STRIPE_OAUTH_INVALID);
    throw error;
  }
  const accountId = token.stripe_user_id;
  if (!accountId) throw badRequest(STRIPE_OAUTH_INVALID);
  const account = await payments.stripe.accounts.retrieve(accountId);
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (await activeStripeAccount(tx, userId)) throw conflict(STRIPE_ALREADY_CONNECTED);
    await tx.insert(paymentAccounts).values({
      id: newId(),
      userId,
      provider: 'stripe',
      stripeAccountId: accountId,
      stripeAccountType: 'standard',
      country: account.country ?? null,
      payoutGateway: 'stripe',
      stripeChargesEnabled: account.charges_enabled ?? false,
      stripeDetailsSubmitted: account.details_submitted ?? false,
      stripeRequirementsDue: account.requirements?.currently_due ?? [],
    });
    await chooseGatewayUnlessChosen(tx, userId, 'stripe');
  });
  return getAccounts(deps, userId);
}

async function ownAccount(deps: AccountDeps, userId: string, accountId: string) {
  const [row] = await deps.db
    .select()
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.id, accountId),
        eq(paymentAccounts.userId, userId),
        eq(paymentAccounts.provider, 'stripe'),
        isNull(paymentAccounts.disconnectedAt),
      ),
    );
  if (!row?.stripeAccountId) throw notFound();
  return row;
}

/** Express and Custom accounts get a one-time login link; Standard ones Stripe's dashboard. */
export async function loginLink(
  deps: AccountDeps,
  userId: string,
  accountId: string,
): Promise<{ url: string }> {
  const payments = stripeOf(deps);
  const row = await ownAccount(deps, userId, accountId);
  if (row.stripeAccountType === 'standard') return { url: 'https://dashboard.stripe.com/' };
  const link = await payments.stripe.accounts.createLoginLink(row.stripeAccountId!);
  return { url: link.url };
}

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

export async function balance(
  deps: AccountDeps,
  userId: string,
  query: { transactionsAfter?: string; paymentIntentsAfter?: string },
): Promise<BalanceView> {
  const payments = stripeOf(deps);
  const row = await activeStripeAccount(deps.db, userId);
  if (!row?.stripeAccountId) throw conflict(NO_STRIPE_ACCOUNT);
  if (row.stripeAccountType === 'standard') throw conflict(STANDARD_BALANCE_UNAVAILABLE);
  if (row.payoutGateway === 'manual') throw conflict(MANUAL_PAYOUTS);
  const options = { stripeAccount: row.stripeAccountId };
  const [money, transactions, intents] = await Promise.all([
    payments.stripe.balance.retrieve({}, options),
    payments.stripe.balanceTransactions.list(
      { limit: PAGE, ...(query.transactionsAfter ? { starting_after: query.transactionsAfter } : {}) },
      options,
    ),
    payments.stripe.paymentIntents.list(
      { limit: PAGE, ...(query.paymentIntentsAfter ? { starting_after: query.paymentIntentsAfter } : {}) },
      options,
    ),
  ]);
  const amounts = (list: Array<{ amount: number; currency: string }>) =>
    list.map((a) => ({ amount: a.amount, currency: a.currency.toUpperCase() }));
  return {
    available: amounts(money.available),
    pending: amounts(money.pending),
    payoutSchedule: STRIPE_PAYOUT_SCHEDULE,
    transactions: {
      items: transactions.data.map((t) => ({
        id: t.id,
        type: t.type,
        amount: t.amount,
        net: t.net,
        fee: t.fee,
        currency: t.currency.toUpperCase(),
        description: t.description,
        availableOn: isoOf(t.available_on),
        created: isoOf(t.created),
      })),
      nextCursor: transactions.has_more ? (transactions.data.at(-1)?.id ?? null) : null,
    },
    paymentIntents: {
      items: intents.data.map((p) => ({
        id: p.id,
        amount: p.amount,
        currency: p.currency.toUpperCase(),
        status: p.status,
        description: p.description,
        created: isoOf(p.created),
      })),
      nextCursor: intents.has_more ? (intents.data.at(-1)?.id ?? null) : null,
    },
  };
}
