// Zoom (issue 17, ADR 044). `zoom` talks to Zoom with the app's OAuth keys; `offline` is the
// stand-in of a local install (no keys, no network: the consent step returns at once and meetings
// get addresses under zoom.invalid); `none` offers no Zoom. Production refuses `offline`, and the
// base addresses, which point the client at a local fake in tests.

export type ZoomConfig =
  | { kind: 'none' }
  | { kind: 'offline' }
  | {
      kind: 'zoom';
      clientId: string;
      clientSecret: string;
      /** Tests only: the REST API (…/v2) of a local fake. */
      apiBase: string | undefined;
      /** Tests only: the OAuth endpoints (authorize, token) of a local fake. */
      oauthBase: string | undefined;
    };

export type ZoomEnv = {
  NODE_ENV: string;
  ZOOM?: 'zoom' | 'offline' | 'none';
  ZOOM_CLIENT_ID?: string;
  ZOOM_CLIENT_SECRET?: string;
  ZOOM_API_BASE?: string;
  ZOOM_OAUTH_BASE?: string;
};

const kindOf = (e: ZoomEnv) =>
  e.ZOOM ?? (e.ZOOM_CLIENT_ID ? 'zoom' : e.NODE_ENV === 'production' ? 'none' : 'offline');

export function zoomProblems(e: ZoomEnv): string[] {
  const problems: string[] = [];
  const kind = kindOf(e);
  if (kind === 'zoom' && (!e.ZOOM_CLIENT_ID || !e.ZOOM_CLIENT_SECRET)) {
    problems.push('  ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET: both required for Zoom');
  }
  if (e.NODE_ENV === 'production') {
    if (kind === 'offline')
      problems.push('  ZOOM: the offline stand-in creates no real meetings and cannot be used in production');
    for (const key of ['ZOOM_API_BASE', 'ZOOM_OAUTH_BASE'] as const) {
      if (e[key]) problems.push(`  ${key}: production talks to Zoom itself; another address is for tests`);
    }
  }
  return problems;
}

export function zoomConfigFrom(e: ZoomEnv): ZoomConfig {
  const kind = kindOf(e);
  if (kind === 'zoom') {
    return {
      kind,
      clientId: e.ZOOM_CLIENT_ID!,
      clientSecret: e.ZOOM_CLIENT_SECRET!,
      apiBase: e.ZOOM_API_BASE,
      oauthBase: e.ZOOM_OAUTH_BASE,
    };
  }
  return { kind };
}
