import { canUse } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import {
  type CancellationPolicy,
  needsCancellationRules,
} from '../../../domain/scheduling/cancellation-policy';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import { saveCancellationPolicy } from './cancellation-policy-repository';

// spec (doc 2, §5-6): the notice selects are disabled without the cancellation-rules feature,
// so the server refuses a minimum notice above zero on a plan without it.
export async function changeCancellationPolicy(
  db: Db,
  user: { id: string; pricingPlanId: string },
  policy: CancellationPolicy,
): Promise<CancellationPolicy> {
  if (needsCancellationRules(policy) && !canUse(user.pricingPlanId, 'cancellationRules')) {
    throw forbidden(upgradeMessage('cancellationRules'));
  }
  await saveCancellationPolicy(db, user.id, policy);
  return policy;
}
