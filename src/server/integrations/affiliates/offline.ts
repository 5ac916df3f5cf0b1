import { signIdToken } from '../../link-signing';
import type { AffiliateDashboards } from './adapter';

// A local install has no affiliate provider: the link opens our own page /affiliate/offline,
// signed for the affiliate id (features/affiliate/offline-dashboard.ts). Refused in production.

export const OFFLINE_AFFILIATE_PATH = '/affiliate/offline';

export function createOfflineDashboards(publicUrl: string, linkSigningKey: string): AffiliateDashboards {
  return {
    kind: 'offline',
    async ssoLink(affiliateId) {
      const token = signIdToken(linkSigningKey, 'affiliate-dashboard', affiliateId);
      return `${publicUrl}${OFFLINE_AFFILIATE_PATH}?token=${encodeURIComponent(token)}`;
    },
  };
}
