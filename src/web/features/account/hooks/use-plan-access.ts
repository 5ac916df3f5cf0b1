import { canUse, limitFor, type PlanLimit } from '../../../../domain/plans/access';
import type { FeatureKey } from '../../../../domain/plans/features';
import { useMe } from '../api/get-me';

/**
 * Feature gates and limits for the signed-in expert's plan, decided by the same function the
 * server uses (src/domain/plans/access.ts). Until /api/me has loaded, nothing is unlocked.
 */
export function usePlanAccess() {
  const planId = useMe().data?.plan.id;
  return {
    canUse: (feature: FeatureKey) => (planId ? canUse(planId, feature) : false),
    limitFor: (limit: PlanLimit) => limitFor(planId ?? null, limit),
  };
}
