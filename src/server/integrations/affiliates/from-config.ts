import type { Config } from '../../config';
import type { Secrets } from '../../secrets';
import { type AffiliateDashboards, AffiliateLinkUnavailable } from './adapter';
import { createOfflineDashboards } from './offline';
import { createRewardfulDashboards } from './rewardful';

export function createAffiliateDashboardsFromConfig(config: Config, secrets: Secrets): AffiliateDashboards {
  const settings = config.affiliates;
  if (settings.kind === 'rewardful') return createRewardfulDashboards(settings);
  // config.ts refuses the offline dashboard in production.
  if (settings.kind === 'offline') return createOfflineDashboards(config.publicUrl, secrets.linkSigningKey);
  return {
    kind: 'none',
    async ssoLink() {
      throw new AffiliateLinkUnavailable('No affiliate provider is configured');
    },
  };
}
