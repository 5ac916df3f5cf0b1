import { calendar } from '@googleapis/calendar';
import { type Credentials, OAuth2Client } from 'google-auth-library';
import { GOOGLE_SCOPES } from '../../../domain/calendar/accounts';
import { openGoogleConnection } from './google-connection';
import { toGoogleError } from './google-errors';
import { requireGrantedScopes, toStoredCredentials } from './oauth-credentials';
import type { CalendarConnection, ConnectedIdentity, OAuthCalendarAdapter } from './port';

// Google Calendar (issue 16, ADR 039) through Google's own libraries: google-auth-library's
// OAuth2Client for the consent URL, the code exchange, the ID token check and token refresh, and
// @googleapis/calendar for the Calendar API. Both take their endpoints as options, which is how
// tests point them at the local fake (src/server/testing/fakes/google-calendar.ts); production
// leaves them unset and talks to Google.

export type GoogleCalendarOptions = {
  clientId: string;
  clientSecret: string;
  /** Tests only: the Calendar API's root (`http://127.0.0.1:<port>/`), instead of https://www.googleapis.com/. */
  apiBase?: string;
  /** Tests only: one origin serving the consent page, the token endpoint and the ID token keys. */
  oauthBase?: string;
};

const USERINFO_EMAIL = 'https://www.googleapis.com/auth/userinfo.email';

/**
 * spec §7: every scope the consent screen asks for must come back granted. Google reports the
 * `email` scope under its full name, so either spelling counts for it.
 */
const NEEDED_SCOPES = GOOGLE_SCOPES.map((scope) => (scope === 'email' ? [scope, USERINFO_EMAIL] : [scope]));

export function createGoogleCalendarAdapter(options: GoogleCalendarOptions): OAuthCalendarAdapter {
  const oauthBase = options.oauthBase?.replace(/\/$/, '');
  const rootUrl = options.apiBase ? `${options.apiBase.replace(/\/$/, '')}/` : undefined;

  const newClient = () =>
    new OAuth2Client({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      // A 401 with an unexpired token (revoked early, clock skew) refreshes once and retries.
      forceRefreshOnFailure: true,
      ...(oauthBase && {
        endpoints: {
          oauth2AuthBaseUrl: `${oauthBase}/o/oauth2/v2/auth`,
          oauth2TokenUrl: `${oauthBase}/token`,
          oauth2RevokeUrl: `${oauthBase}/revoke`,
          tokenInfoUrl: `${oauthBase}/tokeninfo`,
          oauth2FederatedSignonPemCertsUrl: `${oauthBase}/oauth2/v1/certs`,
          oauth2FederatedSignonJwkCertsUrl: `${oauthBase}/oauth2/v3/certs`,
        },
      }),
    });

  /**
   * No retries inside a call: the feature's jobs retry with backoff and keep the cached busy
   * times meanwhile, so a slot page never waits on Google's bad minute.
   */
  const apiFor = (auth: OAuth2Client) => calendar({ version: 'v3', auth, rootUrl, retry: false });

  /** Who granted the consent: the verified ID token (`sub`, `email`), else the primary calendar. */
  async function identify(client: OAuth2Client, tokens: Credentials) {
    if (tokens.id_token) {
      const ticket = await client.verifyIdToken({ idToken: tokens.id_token, audience: options.clientId });
      const payload = ticket.getPayload();
      if (payload?.sub) return { externalId: payload.sub, email: payload.email ?? null };
    }
    // The primary calendar's id is the account's address, and stays with the account.
    const list = await apiFor(client).calendarList.get({ calendarId: 'primary' });
    const id = list.data.id;
    if (!id) throw new Error('Google answered no primary calendar');
    return { externalId: id, email: id };
  }

  return {
    provider: 'google',

    authorizeUrl(state, redirectUri, loginHint) {
      return newClient().generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: true,
        scope: [...GOOGLE_SCOPES],
        state,
        redirect_uri: redirectUri,
        ...(loginHint && { login_hint: loginHint }),
      });
    },

    async exchangeCode(code, redirectUri): Promise<ConnectedIdentity> {
      const client = newClient();
      try {
        const { tokens } = await client.getToken({ code, redirect_uri: redirectUri });
        requireGrantedScopes((tokens.scope ?? '').split(' ').filter(Boolean), NEEDED_SCOPES);
        if (!tokens.refresh_token || !tokens.access_token) {
          // access_type=offline with prompt=consent always gives one; without it we cannot stay connected.
          throw new Error('Google granted no refresh token');
        }
        client.setCredentials(tokens);
        const who = await identify(client, tokens);
        return {
          externalId: who.externalId,
          email: who.email,
          principalName: null,
          credentials: toStoredCredentials({
            refreshToken: tokens.refresh_token,
            accessToken: tokens.access_token,
            expiresAt: tokens.expiry_date ?? null,
          }),
        };
      } catch (error) {
        throw toGoogleError(error);
      }
    },

    open(credentials, onCredentials): CalendarConnection {
      return openGoogleConnection(credentials, onCredentials, newClient(), apiFor);
    },
  };
}
