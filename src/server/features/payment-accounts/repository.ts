import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stampNow } from '../../db/schema/columns';
import { paymentAccounts } from '../../db/schema/payment-accounts';
import { userSettings } from '../../db/schema/user-settings';

// The payment accounts' queries that Stripe's and PayPal's onboarding share.

/** The expert's connected (not disconnected) account with a provider. */
export async function activeAccount(db: DbOrTx, userId: string, provider: 'stripe' | 'paypal') {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.userId, userId),
        eq(paymentAccounts.provider, provider),
        isNull(paymentAccounts.disconnectedAt),
      ),
    );
  return row;
}

/**
 * The first provider an expert connects becomes their gateway (spec: settings.payments.gateway),
 * so the Payments overview follows the account; a gateway already chosen (none too) stays: only
 * a gateway never chosen (null, ADR 034) is set.
 */
export async function chooseGatewayUnlessChosen(
  tx: DbOrTx,
  userId: string,
  provider: 'stripe' | 'paypal',
): Promise<void> {
  await tx
    .insert(userSettings)
    .values({ userId, paymentsGateway: provider })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { paymentsGateway: provider, updatedAt: stampNow() },
      setWhere: sql`${userSettings.paymentsGateway} is null`,
    });
}
