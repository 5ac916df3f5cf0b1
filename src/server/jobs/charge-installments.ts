import { HOUR_MS } from '../../domain/time/instant';
import type { DbOrTx } from '../db/client';
import { chargeDueInstallments, type InstallmentDeps } from '../features/booked-packages/installments';
import { takesNoPayments } from '../integrations/payments/providers';
import type { Logger } from '../logger';
import { enqueueJob } from './queue';
import type { JobHandler } from './worker';

// Payment plan installments are charged by an hourly sweep (ADR 020), not by one job per
// installment: a sweep also finds the installments of plans the purchase code created without
// knowing about this job, and a plan cancelled or changed later needs nothing undone.

export const CHARGE_INSTALLMENTS_JOB = 'payment-plans.charge-installments';
export const SWEEP_EVERY_MS = HOUR_MS;

const slotOf = (at: number) => Math.floor(at / SWEEP_EVERY_MS) * SWEEP_EVERY_MS;

/**
 * Queues the sweep of the hour that contains `at`, to run at `at`. Keyed by the hour, so however
 * many processes start or sweeps run, each hour has one sweep.
 */
export async function scheduleInstallmentSweep(db: DbOrTx, at: number): Promise<void> {
  await enqueueJob(
    db,
    CHARGE_INSTALLMENTS_JOB,
    {},
    {
      runAt: new Date(at),
      idempotencyKey: `${CHARGE_INSTALLMENTS_JOB}@${new Date(slotOf(at)).toISOString()}`,
    },
  );
}

/** Queues the next hour's sweep first, so the chain goes on whatever this one does, then sweeps. */
export function chargeInstallmentsJob(deps: InstallmentDeps & { log: Logger }): JobHandler {
  return async (_job, at) => {
    const now = at.getTime();
    await scheduleInstallmentSweep(deps.db, slotOf(now) + SWEEP_EVERY_MS);
    // No provider (ADR 023): nothing can be charged, so installments stay due for when one is set.
    if (takesNoPayments(deps.payments)) {
      deps.log.warn('no payment provider is configured: due installments are not charged');
      return;
    }
    await chargeDueInstallments(deps, now);
  };
}
