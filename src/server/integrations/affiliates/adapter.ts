// The affiliate program's provider (issue 18, ADR 047): the spec's rewardfulGetSsoLink answers a
// single-sign-on URL to the affiliate's dashboard, opened in a new tab.

export type AffiliateDashboards = {
  kind: 'rewardful' | 'offline' | 'none';
  /** A short-lived sign-in link to the affiliate's own dashboard at the provider. */
  ssoLink(affiliateId: string): Promise<string>;
};

/** The provider could not give a link (unknown affiliate, provider down, not configured). */
export class AffiliateLinkUnavailable extends Error {}
