// The affiliate program's provider (issue 18, ADR 047), read from the environment at start.

export type AffiliatesConfig =
  | { kind: 'rewardful'; apiSecret: string; apiBase: string }
  | { kind: 'offline' }
  | { kind: 'none' };

export const DEFAULT_REWARDFUL_API_BASE = 'https://api.getrewardful.com';

export type AffiliatesEnv = {
  AFFILIATES?: AffiliatesConfig['kind'];
  REWARDFUL_API_SECRET?: string;
  REWARDFUL_API_BASE?: string;
  NODE_ENV?: string;
};

function affiliatesKind(e: AffiliatesEnv): AffiliatesConfig['kind'] {
  if (e.AFFILIATES) return e.AFFILIATES;
  if (e.REWARDFUL_API_SECRET) return 'rewardful';
  return e.NODE_ENV === 'production' ? 'none' : 'offline';
}

export function affiliatesConfigFrom(e: AffiliatesEnv): AffiliatesConfig {
  const kind = affiliatesKind(e);
  if (kind === 'rewardful') {
    return {
      kind,
      apiSecret: e.REWARDFUL_API_SECRET!,
      apiBase: (e.REWARDFUL_API_BASE ?? DEFAULT_REWARDFUL_API_BASE).replace(/\/$/, ''),
    };
  }
  return { kind };
}

// ADR 047: the offline affiliate dashboard is a local page; production never serves it.
export function affiliatesProblems(e: AffiliatesEnv): string[] {
  const kind = affiliatesKind(e);
  if (kind === 'offline' && e.NODE_ENV === 'production') {
    return [
      '  AFFILIATES: the offline affiliate dashboard is for local installs and cannot be used in production',
    ];
  }
  if (kind === 'rewardful' && !e.REWARDFUL_API_SECRET) {
    return ['  REWARDFUL_API_SECRET: required when AFFILIATES=rewardful'];
  }
  return [];
}
