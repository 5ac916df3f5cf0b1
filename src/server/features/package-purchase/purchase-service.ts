import {
  NO_PAYMENT_PLAN,
  type PackagePurchaseCreatedView,
  type ParsedPackagePurchaseInput,
} from '../../../domain/public-booking/package-purchase-input';
import { installmentDueDates, packageExpiresAt } from '../../../domain/public-booking/package-rules';
import { MINUTE_MS } from '../../../domain/time/instant';
import { badRequest } from '../../http/errors';
import { newId } from '../../ids';
import { enqueueJob } from '../../jobs/queue';
import { RELEASE_HOLD_JOB } from '../../jobs/release-hold';
import { acceptPolicies } from '../booking-page/policies';
import { discountSnapshot, quoteDiscount, redeemDiscount } from '../discounts/redemption';
import { packageTarget } from '../discounts/redemption-targets';
import { listIncludes } from '../packages/repository';
import { openCheckout, requirePayments } from '../payments/open-checkout';
import { BOOKING_HOLD_MINUTES, type BookingDeps, upsertClient } from '../public-booking/booking-service';
import { requirePageOwnerEnabled } from '../team/page-owner';
import { requireLivePackage } from './package-page-service';
import { announcePurchase } from './purchase-change';
import * as repo from './purchase-repository';
import { packageUsePath } from './use-link';

/**
 * Buys a package (issue 4), in one transaction: the client (by normalised email), the booked
 * package with snapshots and its credits (available = count), and with 'monthly' its payment
 * plan and instalments. Free: confirmed at once, expiring expiryDays from now. Paid: pending for
 * BOOKING_HOLD_MINUTES while the client pays the full price or the first instalment (ADR 016);
 * submitting the same purchase again while it waits answers with that one (ADR 031).
 */
export async function purchasePackage(
  deps: BookingDeps,
  packageId: string,
  input: ParsedPackagePurchaseInput,
  now: number,
): Promise<PackagePurchaseCreatedView> {
  const { pkg, page, expertTimeZone } = await requireLivePackage(deps.db, packageId);
  await requirePageOwnerEnabled(deps.db, page.id);
  // issue 19: the page's policies ticked at checkout, before anything is held.
  const policiesVersion = await acceptPolicies(deps.db, page.id, input.acceptedPolicies);
  const plan =
    pkg.paymentPlanCount !== null && pkg.paymentPlanAmount !== null
      ? { count: pkg.paymentPlanCount, amount: pkg.paymentPlanAmount }
      : null;
  const monthly = input.paymentOption === 'monthly' ? plan : null;
  if (input.paymentOption === 'monthly' && !monthly) {
    throw badRequest(NO_PAYMENT_PLAN, { paymentOption: NO_PAYMENT_PLAN });
  }
  // issue 14: a code (paying in full only) is checked first; a 100% code confirms at once.
  const target = input.discountCode ? packageTarget(pkg, input.paymentOption) : null;
  const quoted =
    input.discountCode && target
      ? await quoteDiscount(deps.db, input.discountCode, target, { email: input.client.email })
      : null;
  const dueNow = monthly ? monthly.amount : quoted ? quoted.amountToPay : pkg.price;
  const paid = dueNow > 0;
  const includes = await listIncludes(deps.db, [pkg.id]);
  // Refused before anything is held when nothing can take the payment (ADR 023), even when a code
  // covers the whole price: a paid package is closed while the expert takes no payments (ADR 034).
  if (pkg.price > 0) await requirePayments(deps, page.userId);

  const id = newId();
  const zone = expertTimeZone ?? 'UTC';
  const at = new Date(now);
  const held = await deps.db.transaction(async (tx) => {
    const clientId = await upsertClient(tx, page.id, input.client, null, at);
    // A double submit, or the client coming back from the checkout, finds the purchase still
    // waiting for its payment (under the client's email lock): one pending purchase per client,
    // package and way of paying, and both answers lead to the same checkout (ADR 031).
    const pending = paid
      ? await repo.findPendingPurchase(tx, {
          clientId,
          packageId: pkg.id,
          monthly: monthly !== null,
          now: at,
        })
      : undefined;
    if (pending) return pending;
    const applied = quoted && target ? await redeemDiscount(tx, quoted, target, clientId) : null;
    const paymentPlanId = monthly ? newId() : null;
    if (monthly && paymentPlanId) {
      await repo.insertPaymentPlan(
        tx,
        {
          id: paymentPlanId,
          pageId: page.id,
          status: 'active',
          currency: pkg.currency,
          amount: monthly.amount,
          count: monthly.count,
        },
        installmentDueDates(now, monthly.count, zone),
      );
    }
    const holdExpiresAt = paid ? new Date(now + BOOKING_HOLD_MINUTES * MINUTE_MS) : null;
    const expiresAt = paid ? null : packageExpiresAt(now, pkg.expiryDays, zone);
    await repo.insertBookedPackage(
      tx,
      {
        id,
        pageId: page.id,
        status: paid ? 'pending' : 'confirmed',
        holdExpiresAt,
        packageId: pkg.id,
        packageTitle: pkg.title,
        clientId,
        clientFirstName: input.client.firstName,
        clientLastName: input.client.lastName,
        clientEmail: input.client.email,
        clientMessage: input.client.message,
        // What the client agreed to pay in all: the price, or every instalment of the plan.
        paymentAmount: monthly ? monthly.amount * monthly.count : dueNow,
        currency: pkg.currency,
        // Set once its checkout exists, below: the checkout is keyed by this purchase.
        paymentId: null,
        paymentPlanId,
        expiresAt: expiresAt === null ? null : new Date(expiresAt),
        policiesVersion,
        ...discountSnapshot(applied),
      },
      {
        services: includes.services.map(({ serviceId, title, count }) => ({ serviceId, title, count })),
        series: includes.series.map(({ seriesId, title, count }) => ({ seriesId, title, count })),
      },
    );
    if (holdExpiresAt) {
      await enqueueJob(tx, RELEASE_HOLD_JOB, { bookedPackageId: id }, { runAt: holdExpiresAt });
    } else {
      await announcePurchase(tx, deps, (await repo.findPurchase(tx, id))!);
    }
    return { id, packageTitle: pkg.title, currency: pkg.currency, dueNow };
  });
  // Created after the purchase is held, keyed by it: the same purchase always gets the same
  // checkout, so a second submit (or a retry after the provider failed) resumes it.
  const checkout = paid
    ? await openCheckout(deps, page.userId, {
        amount: held.dueNow,
        currency: held.currency,
        description: `${held.packageTitle} with ${page.displayName}`,
        returnUrl: `${deps.config.publicUrl}/packages/${pkg.id}`,
        idempotencyKey: `package-purchase:${held.id}`,
        customerEmail: input.client.email,
        // A payment plan's later installments are charged to the card of this first payment.
        saveCard: monthly !== null,
      })
    : null;
  if (checkout) await repo.setPurchasePayment(deps.db, held.id, checkout.paymentId);
  return {
    bookedPackageId: held.id,
    status: paid ? 'awaiting_payment' : 'confirmed',
    checkoutUrl: checkout?.checkoutUrl ?? null,
    usePath: packageUsePath(deps, held.id),
  };
}
