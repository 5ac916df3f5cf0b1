import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Outbox } from '../../integrations/mail/outbox';
import { adapterForPayment, type PaymentProviders } from '../../integrations/payments/providers';
import type { Secrets } from '../../secrets';
import { payeeFor } from '../payments/open-checkout';
import { queueInstallmentFailedEmails } from './installment-emails';
import { installmentPayUrl } from './installment-pay';
import * as repo from './installment-repository';

// Charging a payment plan's installments on their due dates (issue 6, ADR 020).

export type InstallmentDeps = {
  db: Db;
  payments: PaymentProviders;
  outbox: Outbox;
  config: Pick<Config, 'publicUrl'>;
  /** Signs the pay link a failed installment's email carries (ADR 035). */
  secrets: Pick<Secrets, 'linkSigningKey'>;
};

export type ChargeResult = 'paid' | 'failed' | 'skipped';

/**
 * Charges one installment if it is still due: pending, due by `now`, its plan active and its
 * package paid. Under the plan's and the installment's row locks, so of two workers (or a retry)
 * only one charges; the provider's idempotency key covers a crash between charge and commit.
 */
export async function chargeInstallment(
  deps: InstallmentDeps,
  installmentId: string,
  now: number,
): Promise<ChargeResult> {
  return deps.db.transaction(async (tx) => {
    const found = await repo.lockInstallment(tx, installmentId);
    if (!found) return 'skipped';
    const { plan, installment, booked } = found;
    const due =
      installment.status === 'pending' &&
      installment.dueAt.getTime() <= now &&
      plan.status === 'active' &&
      booked.status === 'confirmed' &&
      booked.paymentId !== null;
    if (!due) return 'skipped';
    // Where the first payment was made (ADR 034): PayPal saves no card, so it declines (ADR 033).
    const result = await adapterForPayment(deps.payments, booked.paymentId!).chargeSaved({
      amount: installment.amount,
      currency: plan.currency,
      description: `${booked.packageTitle}, installment ${found.position} of ${plan.count}`,
      paymentId: booked.paymentId!,
      idempotencyKey: `installment:${installment.id}`,
      applicationFeeAmount: (
        await payeeFor({ db: tx, payments: deps.payments }, found.expertUserId, installment.amount)
      ).applicationFeeAmount,
    });
    const at = new Date(now);
    if (result.outcome === 'succeeded') {
      await repo.markInstallmentPaid(tx, installment.id, { at, paymentId: result.paymentId });
      await repo.completePlanIfPaid(tx, plan.id, at);
      return 'paid';
    }
    await repo.markInstallmentFailed(tx, installment.id, { at, code: result.code, message: result.message });
    await queueInstallmentFailedEmails(
      tx,
      {
        outbox: deps.outbox,
        publicUrl: deps.config.publicUrl,
        payUrl: installmentPayUrl(deps, installment.id),
      },
      found,
      result.message,
    );
    return 'failed';
  });
}

const BATCH = 50;

/**
 * One sweep: every installment due by `now`, oldest first. A charge that throws (the provider
 * unreachable) leaves its installment pending for the next sweep; the sweep goes on with the
 * others and then throws, so the job is retried with backoff and the error is kept.
 */
export async function chargeDueInstallments(
  deps: InstallmentDeps,
  now: number,
): Promise<Record<ChargeResult, number>> {
  const counts: Record<ChargeResult, number> = { paid: 0, failed: 0, skipped: 0 };
  const errors: unknown[] = [];
  let cursor: repo.DueCursor | null = null;
  for (;;) {
    const batch = await repo.findDueInstallments(deps.db, new Date(now), cursor, BATCH);
    for (const item of batch) {
      try {
        counts[await chargeInstallment(deps, item.id, now)]++;
      } catch (error) {
        errors.push(error);
      }
    }
    if (batch.length < BATCH) break;
    cursor = batch[batch.length - 1]!;
  }
  if (errors.length > 0) {
    throw new AggregateError(errors, `${errors.length} installment charge(s) failed and stay pending`);
  }
  return counts;
}
