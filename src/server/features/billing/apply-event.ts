import { hasEnded, planForStatus } from '../../../domain/billing/subscription-rules';
import { limitFor } from '../../../domain/plans/access';
import { DEFAULT_PLAN_ID, findPlanPrice, PLANS, type PlanId } from '../../../domain/plans/catalogue';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../ids';
import type { BillingEvent, InvoiceSnapshot, SubscriptionSnapshot } from '../../integrations/billing/adapter';
import { catalogPriceIdOf } from '../../integrations/billing/from-config';
import type { Outbox } from '../../integrations/mail/outbox';
import { dunningEmail, workflowsPausedEmail } from './billing-emails';
import {
  endOtherLiveRows,
  findUser,
  insertSubscription,
  lockSubscriptionByProviderId,
  pauseWorkflowsBeyond,
  recordEvent,
  setUserPlan,
  updateSubscription,
  userIdOfCustomer,
} from './repository';

// The provider's events, applied exactly once (issue 20, ADR 055): the only code that moves an
// expert's plan with a subscription. The event's id is recorded in the same transaction as its
// effect, so a redelivery, or a concurrent one, changes nothing; an event older than the one
// applied last to the subscription (Stripe sends in any order) is recorded and ignored.

export type BillingEventDeps = {
  db: Db;
  config: Pick<Config, 'billing' | 'publicUrl'>;
  outbox: Outbox;
  clock: Clock;
};

export async function applyBillingEvent(
  deps: BillingEventDeps,
  event: BillingEvent,
): Promise<'applied' | 'duplicate'> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, now))) return 'duplicate';
    if ('subscription' in event) {
      await applySubscription(
        deps,
        tx,
        event.subscription,
        event.type === 'subscription.deleted',
        event.created,
        now,
      );
    } else {
      await applyInvoice(deps, tx, event.invoice, event.type === 'invoice.paid', now);
    }
    return 'applied';
  });
}

async function applySubscription(
  deps: BillingEventDeps,
  tx: Tx,
  snapshot: SubscriptionSnapshot,
  deleted: boolean,
  created: number,
  now: Date,
) {
  const row = await lockSubscriptionByProviderId(tx, snapshot.id);
  // An older event says less than the one already applied.
  if (row?.syncedAt && row.syncedAt > created) return;
  const userId = row?.userId ?? snapshot.userId ?? (await userIdOfCustomer(tx, snapshot.customerId));
  const user = userId ? await findUser(tx, userId) : undefined;
  if (!userId || !user) return;
  // A lifetime plan outranks any subscription (the screens offer none then).
  if (PLANS[user.pricingPlanId as PlanId]?.type === 'lifetime') return;
  const priceId = catalogPriceIdOf(deps.config, snapshot.priceId);
  const plan = priceId ? Object.values(PLANS).find((p) => p.prices.some((x) => x.id === priceId)) : undefined;
  const found = plan && priceId ? findPlanPrice(plan.id, priceId) : undefined;
  // A price we do not sell (made by hand at Stripe): nothing of ours to change.
  if (!found) return;
  const status = deleted ? 'canceled' : snapshot.status;
  const ended = hasEnded(status);
  const alreadyEnded = Boolean(row?.endedAt);
  const fields = {
    planId: found.plan.id,
    priceId: found.price.id,
    status,
    unitAmount: snapshot.unitAmount,
    currency: snapshot.currency,
    priceInterval: snapshot.interval,
    priceIntervalCount: snapshot.intervalCount,
    currentPeriodEnd: snapshot.currentPeriodEnd ? new Date(snapshot.currentPeriodEnd * 1000) : null,
    cancelAtPeriodEnd: ended ? false : snapshot.cancelAtPeriodEnd,
    ...(snapshot.latestInvoiceStatus ? { paymentStatus: snapshot.latestInvoiceStatus } : {}),
    syncedAt: created,
    updatedAt: now,
    endedAt: ended ? (row?.endedAt ?? now) : null,
  };
  if (!ended) await endOtherLiveRows(tx, userId, row?.id ?? null, now);
  if (row) await updateSubscription(tx, row.id, fields);
  else {
    await insertSubscription(tx, {
      id: newId(),
      userId,
      planType: 'subscription',
      stripeSubscriptionId: snapshot.id,
      createdAt: now,
      ...fields,
    });
  }
  // An ended subscription's late news changes nobody's plan (a newer one may hold it now).
  if (alreadyEnded) return;
  // spec: on cancellation the plan changes to the default plan.
  const next: PlanId = planForStatus(found.plan.id, status);
  await setUserPlan(tx, userId, next, next === DEFAULT_PLAN_ID ? null : found.price.id);
  const paused = await applyPlanGates(tx, userId, next);
  // spec: a second active workflow is paused with a notice, which says why and links to billing.
  if (paused > 0) {
    await deps.outbox.queue(
      tx,
      workflowsPausedEmail({
        to: user.email,
        planName: PLANS[next].name,
        paused,
        billingUrl: `${deps.config.publicUrl}/dashboard/account/billing`,
      }),
      { idempotencyKey: `billing-workflows-paused:${snapshot.id}:${created}` },
    );
  }
}

/** spec: losing a plan keeps the data but disables what it gated, at once. Answers how many workflows it paused. */
export async function applyPlanGates(tx: Tx, userId: string, plan: PlanId): Promise<number> {
  const active = limitFor(plan, 'activeWorkflows');
  return Number.isFinite(active) ? pauseWorkflowsBeyond(tx, userId, active) : 0;
}

async function applyInvoice(
  deps: BillingEventDeps,
  tx: Tx,
  invoice: InvoiceSnapshot,
  paid: boolean,
  now: Date,
) {
  if (!invoice.subscriptionId) return;
  const row = await lockSubscriptionByProviderId(tx, invoice.subscriptionId);
  if (!row) return;
  await updateSubscription(tx, row.id, { paymentStatus: paid ? 'paid' : 'failed', updatedAt: now });
  // spec (issue 20): dunning emails on failed renewals; one per attempt Stripe makes.
  if (!paid && invoice.billingReason === 'subscription_cycle') {
    const user = await findUser(tx, row.userId);
    if (!user) return;
    await deps.outbox.queue(
      tx,
      dunningEmail({
        to: user.email,
        planName: PLANS[row.planId as PlanId]?.name ?? row.planId,
        amountDue: invoice.amountDue,
        currency: invoice.currency,
        nextAttempt: invoice.nextPaymentAttempt,
        updateUrl: `${deps.config.publicUrl}/dashboard/account/billing/subscription/update`,
      }),
      { idempotencyKey: `billing-dunning:${invoice.id}:${invoice.attemptCount}` },
    );
  }
}
