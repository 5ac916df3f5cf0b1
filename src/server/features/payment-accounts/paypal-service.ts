import { and, eq, isNull } from 'drizzle-orm';
import {
  PAYPAL_MISSING,
  PAYPAL_NOT_CONFIGURED,
  PAYPAL_NOT_STARTED,
  PAYPAL_RETURN_INVALID,
  PAYPAL_STATE_LABELS,
  type PaypalAccountView,
  type PaypalConnectInput,
  type PaypalMissing,
  type PaypalVerifyInput,
} from '../../../domain/payments/paypal-account';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/errors';
import { newId } from '../../ids';
import type { PaypalPayments } from '../../integrations/payments/paypal';
import type { MerchantStatus } from '../../integrations/payments/paypal-rest';
import { signIdToken, verifyIdToken } from '../../link-signing';
import { activeAccount, chooseGatewayUnlessChosen } from './repository';

// PayPal onboarding (issue 14, ADR 033; spec: paypalConnect(email), paypalVerify(token),
// paypalDisconnect()). Connect stores the email and opens a Partner Referral whose tracking id is
// the expert's id and whose return_url carries a token signed for that expert; the return page
// verifies the token and reads the merchant's integration status from PayPal. Every call is for
// the signed-in expert's own account.

export type PaypalAccountDeps = Pick<AppDeps, 'config' | 'secrets' | 'payments'> & { db: Db };

const conflict = (message: string) => new AppError(409, 'conflict', message);

function paypalOf(deps: PaypalAccountDeps): PaypalPayments {
  if (!deps.payments.paypal) throw conflict(PAYPAL_NOT_CONFIGURED);
  return deps.payments.paypal;
}

const activePaypalAccount = (db: DbOrTx, userId: string) => activeAccount(db, userId, 'paypal');

type Row = typeof paymentAccounts.$inferSelect;

/** What PayPal still needs, from its integration status (null: the expert never finished). */
export function missingFrom(status: MerchantStatus | null): PaypalMissing[] {
  if (!status) return ['not_onboarded'];
  return [
    ...(status.paymentsReceivable ? [] : (['payments_receivable'] as const)),
    ...(status.primaryEmailConfirmed ? [] : (['primary_email_confirmed'] as const)),
  ];
}

function view(
  deps: PaypalAccountDeps,
  row: Row | undefined,
  missing: PaypalMissing[] = [],
): PaypalAccountView {
  const state = !row ? 'not_connected' : row.paypalAccountVerified ? 'verified' : 'not_verified';
  return {
    enabled: Boolean(deps.payments.paypal),
    state,
    label: PAYPAL_STATE_LABELS[state],
    email: row?.paypalAccountEmail ?? null,
    merchantId: row?.paypalMerchantId ?? null,
    missing: state === 'verified' ? [] : missing.map((m) => PAYPAL_MISSING[m]),
  };
}

export async function getPaypalAccount(deps: PaypalAccountDeps, userId: string): Promise<PaypalAccountView> {
  return view(deps, await activePaypalAccount(deps.db, userId));
}

/** The return page's address: ours, with a token only this expert's return verifies. */
export const paypalReturnUrl = (deps: PaypalAccountDeps, userId: string) =>
  `${deps.config.publicUrl}/dashboard/payments/paypal-return?token=${encodeURIComponent(
    signIdToken(deps.secrets.linkSigningKey, 'paypal-return', userId),
  )}`;

/** POST connect: the referral first (nothing is stored if PayPal refuses), then the email. */
export async function connectPaypal(
  deps: PaypalAccountDeps,
  userId: string,
  input: PaypalConnectInput,
): Promise<{ url: string }> {
  const paypal = paypalOf(deps);
  const existing = await activePaypalAccount(deps.db, userId);
  if (existing?.paypalAccountVerified) throw conflict('A PayPal account is already connected.');
  const url = await paypal.rest.createReferral({
    email: input.email,
    trackingId: userId,
    returnUrl: paypalReturnUrl(deps, userId),
  });
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    const row = await activePaypalAccount(tx, userId);
    if (row?.paypalAccountVerified) throw conflict('A PayPal account is already connected.');
    if (row) {
      await tx
        .update(paymentAccounts)
        .set({ paypalAccountEmail: input.email })
        .where(eq(paymentAccounts.id, row.id));
    } else {
      await tx
        .insert(paymentAccounts)
        .values({ id: newId(), userId, provider: 'paypal', paypalAccountEmail: input.email });
    }
  });
  return { url };
}

/** Writes what PayPal says of the expert's merchant account; verified makes PayPal the gateway if none was chosen. */
export async function applyMerchantStatus(
  tx: DbOrTx,
  userId: string,
  status: MerchantStatus | null,
): Promise<void> {
  const row = await activePaypalAccount(tx, userId);
  if (!row || !status) return;
  const verified = missingFrom(status).length === 0;
  await tx
    .update(paymentAccounts)
    .set({ paypalMerchantId: status.merchantId, paypalAccountVerified: verified })
    .where(eq(paymentAccounts.id, row.id));
  if (verified) await chooseGatewayUnlessChosen(tx, userId, 'paypal');
}

/** POST verify: the return page's token must be this expert's; then PayPal's word on the merchant. */
export async function verifyPaypal(
  deps: PaypalAccountDeps,
  userId: string,
  input: PaypalVerifyInput,
): Promise<PaypalAccountView> {
  const paypal = paypalOf(deps);
  if (verifyIdToken(deps.secrets.linkSigningKey, 'paypal-return', input.token) !== userId) {
    throw badRequest(PAYPAL_RETURN_INVALID);
  }
  if (!(await activePaypalAccount(deps.db, userId))) throw conflict(PAYPAL_NOT_STARTED);
  const status = await paypal.rest.merchantStatus(paypal.config.partnerMerchantId, userId);
  await deps.db.transaction((tx) => applyMerchantStatus(tx, userId, status));
  return view(deps, await activePaypalAccount(deps.db, userId), missingFrom(status));
}

/** POST disconnect: the account is kept for history with disconnectedAt (paid things keep their payments). */
export async function disconnectPaypal(
  deps: PaypalAccountDeps,
  userId: string,
  now: number,
): Promise<PaypalAccountView> {
  const row = await activePaypalAccount(deps.db, userId);
  if (!row) throw notFound();
  await deps.db
    .update(paymentAccounts)
    .set({ disconnectedAt: new Date(now) })
    .where(and(eq(paymentAccounts.id, row.id), isNull(paymentAccounts.disconnectedAt)));
  return view(deps, undefined);
}
