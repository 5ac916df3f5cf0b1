import { eq } from 'drizzle-orm';
import { type CheckoutPaymentMethod, checkoutPaymentMethods } from '../../../domain/payments/payment-methods';
import { canUse } from '../../../domain/plans/access';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';

/**
 * What a checkout of the expert's may be paid with (ADR 035): card, plus the local methods of
 * spec §9 that fit the currency when the expert's plan has localPaymentMethods; card only for a
 * payment plan's first payment, whose card is saved for the later installments.
 */
export async function paymentMethodsFor(
  db: DbOrTx,
  expertUserId: string,
  request: { currency: string; saveCard?: boolean },
): Promise<CheckoutPaymentMethod[]> {
  const [row] = await db.select({ plan: users.pricingPlanId }).from(users).where(eq(users.id, expertUserId));
  return checkoutPaymentMethods({
    currency: request.currency,
    localPaymentMethods: canUse(row?.plan, 'localPaymentMethods'),
    saveCard: request.saveCard,
  });
}
