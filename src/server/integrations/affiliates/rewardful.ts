import type { AffiliateDashboards } from './adapter';
import { AffiliateLinkUnavailable } from './adapter';

// Rewardful's REST API (no official Node SDK exists): GET /v1/affiliates/{id}/sso with the API
// secret as the Basic auth user answers { sso: { url, expires } }, a magic link valid briefly.

export type RewardfulSsoResponse = { sso: { url: string; expires: string } };

export function createRewardfulDashboards(options: {
  apiSecret: string;
  apiBase: string;
  fetch?: typeof fetch;
}): AffiliateDashboards {
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.apiSecret}:`).toString('base64')}`;
  return {
    kind: 'rewardful',
    async ssoLink(affiliateId) {
      const url = `${options.apiBase}/v1/affiliates/${encodeURIComponent(affiliateId)}/sso`;
      const res = await doFetch(url, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        throw new AffiliateLinkUnavailable(`Rewardful answered ${res.status} for affiliate ${affiliateId}`);
      }
      const body = (await res.json()) as Partial<RewardfulSsoResponse>;
      const link = body.sso?.url;
      if (typeof link !== 'string' || !/^https?:\/\//.test(link)) {
        throw new AffiliateLinkUnavailable('Rewardful answered no sign-in link');
      }
      return link;
    },
  };
}
