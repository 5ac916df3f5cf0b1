import type { User } from '@microsoft/microsoft-graph-types';
import { MICROSOFT_SCOPES } from '../../../domain/calendar/accounts';
import { openMicrosoftConnection } from './microsoft-connection';
import { createGraphClient, toGraphError } from './microsoft-graph';
import { createMicrosoftTokenEndpoint, MicrosoftTokens } from './microsoft-token';
import { fromStoredCredentials, requireGrantedScopes, toStoredCredentials } from './oauth-credentials';
import {
  type CalendarConnection,
  CalendarScopeError,
  type ConnectedIdentity,
  type OAuthCalendarAdapter,
} from './port';

// Microsoft Outlook calendars (issue 16, ADR 039): the identity platform's v2.0 code flow for
// consent and tokens (plain fetch, microsoft-token.ts) and Microsoft Graph through
// @microsoft/microsoft-graph-client for the account, its calendars and events. `loginBase` and
// `graphBase` point both at a local fake in tests (src/server/testing/fakes/microsoft-graph.ts);
// production leaves them unset.

export type MicrosoftCalendarOptions = {
  clientId: string;
  clientSecret: string;
  /** 'common' (work, school and personal accounts), 'organizations', 'consumers' or a tenant id. */
  tenant?: string;
  /** Tests only: instead of https://graph.microsoft.com. */
  graphBase?: string;
  /** Tests only: instead of https://login.microsoftonline.com. */
  loginBase?: string;
};

const GRAPH = 'https://graph.microsoft.com';
const LOGIN = 'https://login.microsoftonline.com';

/** The Graph permissions the adapter uses; Microsoft may name them in full (https://graph.microsoft.com/…). */
const NEEDED_SCOPES = ['Calendars.ReadWrite', 'User.Read'].map((s) => [s, `${GRAPH}/${s}`]);

export function createMicrosoftCalendarAdapter(options: MicrosoftCalendarOptions): OAuthCalendarAdapter {
  const tenant = encodeURIComponent(options.tenant ?? 'common');
  const login = `${(options.loginBase ?? LOGIN).replace(/\/$/, '')}/${tenant}/oauth2/v2.0`;
  const graphBase = (options.graphBase ?? GRAPH).replace(/\/$/, '');
  const requestToken = createMicrosoftTokenEndpoint({
    url: `${login}/token`,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
  });

  return {
    provider: 'microsoft',

    authorizeUrl(state, redirectUri, loginHint) {
      const url = new URL(`${login}/authorize`);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        response_mode: 'query',
        scope: MICROSOFT_SCOPES.join(' '),
        state,
        ...(loginHint && { login_hint: loginHint }),
      }).toString();
      return url.toString();
    },

    async exchangeCode(code, redirectUri): Promise<ConnectedIdentity> {
      const answer = await requestToken({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
      requireGrantedScopes(answer.scope.split(' ').filter(Boolean), NEEDED_SCOPES);
      // offline_access is not echoed in `scope`; its refresh token is the proof.
      if (!answer.refresh_token) throw new CalendarScopeError('Scopes not granted: offline_access');
      const credentials = {
        refreshToken: answer.refresh_token,
        accessToken: answer.access_token,
        expiresAt: Date.now() + answer.expires_in * 1000,
      };
      const graph = createGraphClient(graphBase, {
        current: async () => answer.access_token,
        refresh: async () => answer.access_token,
      });
      let me: User;
      try {
        me = await graph.api('/me').select(['id', 'mail', 'userPrincipalName']).get();
      } catch (error) {
        throw toGraphError(error);
      }
      if (!me.id) throw new Error('Microsoft Graph answered /me without an id');
      return {
        externalId: me.id,
        // Personal accounts often have no mail; their sign-in name is their address.
        email: me.mail ?? me.userPrincipalName ?? null,
        principalName: me.userPrincipalName ?? null,
        credentials: toStoredCredentials(credentials),
      };
    },

    open(stored, onCredentials): CalendarConnection {
      const tokens = new MicrosoftTokens(requestToken, fromStoredCredentials(stored), onCredentials);
      return openMicrosoftConnection(createGraphClient(graphBase, tokens), tokens);
    },
  };
}
