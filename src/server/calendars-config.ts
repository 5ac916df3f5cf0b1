// The calendar providers' settings (issue 16, ADR 039): Google and Microsoft are offered only when
// their app keys are set; Apple and other CalDAV servers need nothing. The base addresses point
// the SDKs at local fakes in tests and are refused in production, like STRIPE_API_BASE.

export type OAuthAppConfig = {
  clientId: string;
  clientSecret: string;
};

export type GoogleCalendarConfig = OAuthAppConfig & {
  /** Tests only: the Calendar API of a local fake. */
  apiBase: string | undefined;
  /** Tests only: the OAuth endpoints (authorize, token) of a local fake. */
  oauthBase: string | undefined;
};

export type MicrosoftCalendarConfig = OAuthAppConfig & {
  /** The directory: `common` (work, school and personal accounts), `organizations` or a tenant id. */
  tenant: string;
  /** Tests only: Microsoft Graph of a local fake. */
  graphBase: string | undefined;
  /** Tests only: the identity platform (authorize, token) of a local fake. */
  loginBase: string | undefined;
};

export type CalendarsConfig = {
  google: GoogleCalendarConfig | undefined;
  microsoft: MicrosoftCalendarConfig | undefined;
  /** CalDAV servers on plain http (Radicale on 127.0.0.1 in tests); production needs https. */
  caldavAllowHttp: boolean;
  /**
   * CalDAV servers on loopback, private, link-local or unique-local addresses (ADR 039): yes
   * outside production; in production only with the operator's word
   * (CALDAV_ALLOW_PRIVATE_NETWORKS=true, e.g. a Nextcloud on the same private network).
   */
  caldavAllowPrivateNetworks: boolean;
  /**
   * Push (ADR 039): the https origin Google and Microsoft post calendar change notifications to
   * (`<pushUrl>/api/webhooks/calendars/google|microsoft`). CALENDAR_PUSH_URL, else PUBLIC_URL
   * when it is https; null (no push, the one-minute change check alone) otherwise, as on a
   * local install the providers cannot reach.
   */
  pushUrl: string | null;
};

export type CalendarsEnv = {
  NODE_ENV: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_API_BASE?: string;
  GOOGLE_OAUTH_BASE?: string;
  MICROSOFT_CLIENT_ID?: string;
  MICROSOFT_CLIENT_SECRET?: string;
  MICROSOFT_TENANT?: string;
  MICROSOFT_GRAPH_BASE?: string;
  MICROSOFT_LOGIN_BASE?: string;
  CALDAV_ALLOW_HTTP?: 'true' | 'false';
  CALDAV_ALLOW_PRIVATE_NETWORKS?: 'true' | 'false';
  CREDENTIALS_KEY?: string;
  CALENDAR_PUSH_URL?: string;
};

const TEST_ONLY = [
  'GOOGLE_API_BASE',
  'GOOGLE_OAUTH_BASE',
  'MICROSOFT_GRAPH_BASE',
  'MICROSOFT_LOGIN_BASE',
] as const;

/** A key of 32 bytes, base64 (standard or url-safe). */
export function isCredentialsKey(value: string): boolean {
  return /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

export function calendarsProblems(e: CalendarsEnv): string[] {
  const problems: string[] = [];
  const pairs = [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
  ] as const;
  for (const [id, secret] of pairs) {
    if (e[id] && !e[secret]) problems.push(`  ${secret}: required when ${id} is set`);
    if (e[secret] && !e[id]) problems.push(`  ${id}: required when ${secret} is set`);
  }
  if (e.CREDENTIALS_KEY && !isCredentialsKey(e.CREDENTIALS_KEY)) {
    problems.push('  CREDENTIALS_KEY: expected 32 bytes in base64 (openssl rand -base64 32)');
  }
  if (e.NODE_ENV === 'production') {
    for (const key of TEST_ONLY) {
      if (e[key])
        problems.push(`  ${key}: production talks to the provider itself; another address is for tests`);
    }
    if (e.CALENDAR_PUSH_URL && !e.CALENDAR_PUSH_URL.startsWith('https://')) {
      problems.push('  CALENDAR_PUSH_URL: Google and Microsoft post notifications to https addresses only');
    }
    if (e.CALDAV_ALLOW_HTTP === 'true') {
      problems.push('  CALDAV_ALLOW_HTTP: production reaches CalDAV servers over https only');
    }
    // Calendar tokens and Apple passwords are encrypted with it; a generated key on one
    // server's disk would leave the others unable to read them.
    if (!e.CREDENTIALS_KEY)
      problems.push('  CREDENTIALS_KEY: required in production (openssl rand -base64 32)');
  }
  return problems;
}

export function calendarsConfigFrom(e: CalendarsEnv, publicUrl: string): CalendarsConfig {
  return {
    pushUrl: e.CALENDAR_PUSH_URL?.replace(/\/$/, '') ?? (publicUrl.startsWith('https://') ? publicUrl : null),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            apiBase: e.GOOGLE_API_BASE,
            oauthBase: e.GOOGLE_OAUTH_BASE,
          }
        : undefined,
    microsoft:
      e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
        ? {
            clientId: e.MICROSOFT_CLIENT_ID,
            clientSecret: e.MICROSOFT_CLIENT_SECRET,
            tenant: e.MICROSOFT_TENANT ?? 'common',
            graphBase: e.MICROSOFT_GRAPH_BASE,
            loginBase: e.MICROSOFT_LOGIN_BASE,
          }
        : undefined,
    caldavAllowHttp: e.CALDAV_ALLOW_HTTP === 'true',
    caldavAllowPrivateNetworks:
      (e.CALDAV_ALLOW_PRIVATE_NETWORKS ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
  };
}
