import { MICROSOFT_SCOPES } from '../../../domain/calendar/accounts';
import { type OAuthCredentials, toStoredCredentials } from './oauth-credentials';
import { CalendarAuthError, type CalendarCredentials, CalendarUnavailableError } from './port';

// The Microsoft identity platform's token endpoint (/{tenant}/oauth2/v2.0/token), with plain
// fetch: the authorization_code and refresh_token grants of the OAuth 2.0 code flow. MSAL is not
// used: it validates its authority against Microsoft's discovery service, so it cannot be pointed
// at a local fake with an option. Errors come as `{ error, error_description }`.

export type MicrosoftTokenResponse = {
  token_type: string;
  scope: string;
  expires_in: number;
  access_token: string;
  refresh_token?: string;
  id_token?: string;
};

/** Refresh this long before the expiry, so a token never runs out on its way. */
const EARLY_MS = 5 * 60 * 1000;

export function createMicrosoftTokenEndpoint(options: {
  url: string;
  clientId: string;
  clientSecret: string;
}) {
  return async function requestToken(grant: Record<string, string>): Promise<MicrosoftTokenResponse> {
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: options.clientId,
          client_secret: options.clientSecret,
          scope: MICROSOFT_SCOPES.join(' '),
          ...grant,
        }),
      });
    } catch (error) {
      throw new CalendarUnavailableError(
        `Microsoft sign-in could not be reached: ${(error as Error).message}`,
      );
    }
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // An HTML error page from a proxy: judged by its status below.
    }
    if (response.ok) return body as MicrosoftTokenResponse;
    const error = String(body.error ?? '');
    if (response.status >= 500 || response.status === 429 || error === 'temporarily_unavailable') {
      throw new CalendarUnavailableError(`Microsoft sign-in answered ${response.status}`);
    }
    // invalid_grant: revoked, expired (90 days unused), password changed; interaction_required: MFA or consent again.
    if (error === 'invalid_grant' || error === 'interaction_required') {
      throw new CalendarAuthError(
        `Microsoft refused the grant (${error}): ${String(body.error_description ?? '')}`,
      );
    }
    throw new Error(
      `Microsoft token endpoint answered ${response.status} ${error}: ${String(body.error_description ?? '')}`,
    );
  };
}

export type RequestToken = ReturnType<typeof createMicrosoftTokenEndpoint>;

/**
 * The access token of one open account: refreshed when it is about to expire or after a 401.
 * Microsoft rotates refresh tokens, so each refresh's new one is handed to `onCredentials`.
 */
export class MicrosoftTokens {
  /** The latest refusal of a refresh, which the Graph client wraps; the connection rethrows it. */
  failure: Error | null = null;
  readonly saving: Promise<void>[] = [];
  private refreshing: Promise<string> | null = null;

  constructor(
    private readonly requestToken: RequestToken,
    private credentials: OAuthCredentials,
    private readonly onCredentials: (next: CalendarCredentials) => Promise<void>,
  ) {}

  async current(): Promise<string> {
    const { accessToken, expiresAt } = this.credentials;
    if (accessToken && expiresAt !== null && expiresAt - EARLY_MS > Date.now()) return accessToken;
    return this.refresh();
  }

  refresh(): Promise<string> {
    this.refreshing ??= this.refreshOnce().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshOnce(): Promise<string> {
    try {
      const answer = await this.requestToken({
        grant_type: 'refresh_token',
        refresh_token: this.credentials.refreshToken,
      });
      this.credentials = {
        refreshToken: answer.refresh_token ?? this.credentials.refreshToken,
        accessToken: answer.access_token,
        expiresAt: Date.now() + answer.expires_in * 1000,
      };
      this.saving.push(this.onCredentials(toStoredCredentials(this.credentials)));
      return answer.access_token;
    } catch (error) {
      this.failure = error as Error;
      throw error;
    }
  }
}
