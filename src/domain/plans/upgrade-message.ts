import { cheapestPlanWith } from './access';
import { FEATURE_LABELS, type FeatureKey } from './features';

/** What the API says when a plan lacks a feature: the plan that unlocks it (spec, doc 2 §1). */
export function upgradeMessage(feature: FeatureKey): string {
  return `Upgrade to ${cheapestPlanWith(feature).name} to use ${FEATURE_LABELS[feature]}`;
}
