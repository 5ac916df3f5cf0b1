import { eq } from 'drizzle-orm';
import type { CancellationPolicy } from '../../../domain/scheduling/cancellation-policy';
import type { DbOrTx } from '../../db/client';
import { stampNow } from '../../db/schema/columns';
import { userSettings } from '../../db/schema/user-settings';

const DEFAULT_POLICY: CancellationPolicy = {
  cancellationDisabled: false,
  cancellationMinNotice: null,
  reschedulingDisabled: false,
  reschedulingMinNotice: null,
};

export async function findCancellationPolicy(db: DbOrTx, userId: string): Promise<CancellationPolicy> {
  const [row] = await db
    .select({
      cancellationDisabled: userSettings.cancellationDisabled,
      cancellationMinNotice: userSettings.cancellationMinNotice,
      reschedulingDisabled: userSettings.reschedulingDisabled,
      reschedulingMinNotice: userSettings.reschedulingMinNotice,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row ?? DEFAULT_POLICY;
}

/** Saves the policy, creating the settings row on first use. */
export async function saveCancellationPolicy(
  db: DbOrTx,
  userId: string,
  policy: CancellationPolicy,
): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...policy })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...policy, updatedAt: stampNow() } });
}
