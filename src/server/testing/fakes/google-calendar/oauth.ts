import { createSign } from 'node:crypto';
import { type Answer, type GoogleState, nextNumber } from './state';

// Google's OAuth 2.0 for web server apps, as far as the adapter uses it: the consent page at the
// authorize URL (which sends the browser back to redirect_uri with code and state, or
// error=access_denied), the token endpoint (authorization_code and refresh_token grants, with
// OAuth's error bodies), and the keys that sign ID tokens (PEM, by key id).

const USERINFO_EMAIL = 'https://www.googleapis.com/auth/userinfo.email';

const oauthError = (status: number, error: string, description: string): Answer => ({
  status,
  body: { error, error_description: description },
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the token response's `scope` says was granted: Google names `email` in full and adds openid. */
function grantedScopes(state: GoogleState, requested: string[]): string[] {
  const granted = requested.filter((s) => !state.withheldScopes.has(s));
  return granted.flatMap((s) => (s === 'email' ? [USERINFO_EMAIL, 'openid'] : [s]));
}

function accountFor(state: GoogleState, loginHint: string | null) {
  const accounts = [...state.accounts.values()];
  return accounts.find((a) => a.email === loginHint || a.sub === loginHint) ?? accounts[0] ?? null;
}

/** GET /o/oauth2/v2/auth: the consent page, one form per answer. */
export function consentPage(state: GoogleState, query: URLSearchParams): { status: number; html: string } {
  const account = accountFor(state, query.get('login_hint'));
  const redirectUri = query.get('redirect_uri');
  if (query.get('client_id') !== state.clientId || !redirectUri || !account) {
    return { status: 400, html: '<h1>Error 400: invalid_request</h1>' };
  }
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const fields = [
    hidden('redirect_uri', redirectUri),
    hidden('state', query.get('state') ?? ''),
    hidden('scope', query.get('scope') ?? ''),
    hidden('account', account.sub),
  ].join('');
  const scopes = (query.get('scope') ?? '')
    .split(' ')
    .map((s) => `<li>${escapeHtml(s)}</li>`)
    .join('');
  const html = `<!doctype html><html><head><title>Sign in - Google Accounts</title></head><body>
<h1>Slotwise wants to access your Google Account</h1><p>${escapeHtml(account.email)}</p><ul>${scopes}</ul>
<form method="post" action="/o/oauth2/v2/auth/approve">${fields}<button type="submit">Allow</button></form>
<form method="post" action="/o/oauth2/v2/auth/deny">${fields}<button type="submit">Cancel</button></form>
</body></html>`;
  return { status: 200, html };
}

/** POST /o/oauth2/v2/auth/approve | deny: where the browser goes next. */
export function consentAnswer(state: GoogleState, approve: boolean, form: Record<string, string>): string {
  const back = new URL(form.redirect_uri ?? '');
  if (!approve) {
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', form.state ?? '');
    return back.toString();
  }
  const scopes = grantedScopes(state, (form.scope ?? '').split(' ').filter(Boolean));
  const code = `4/fake-code-${nextNumber(state)}`;
  state.codes.set(code, { sub: form.account ?? '', scopes, redirectUri: form.redirect_uri ?? '' });
  back.searchParams.set('state', form.state ?? '');
  back.searchParams.set('code', code);
  back.searchParams.set('scope', scopes.join(' '));
  return back.toString();
}

function base64url(value: string | Buffer) {
  return Buffer.from(value).toString('base64url');
}

/** An OpenID Connect ID token as Google signs it (RS256, its key id in the header). */
function idToken(state: GoogleState, sub: string): string {
  const account = state.accounts.get(sub)!;
  const now = Math.floor(state.idTokenNow() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', kid: state.signingKey.kid, typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: 'https://accounts.google.com',
      azp: state.clientId,
      aud: state.clientId,
      sub,
      email: account.email,
      email_verified: true,
      iat: now,
      exp: now + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(state.signingKey.privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

function issueAccessToken(state: GoogleState, grant: { sub: string; scopes: string[] }) {
  const token = `ya29.fake-${nextNumber(state)}`;
  state.accessTokens.set(token, { ...grant, expiresAt: Date.now() + state.accessTokenLifetime * 1000 });
  return token;
}

/** POST /token, form-encoded, client credentials in the body (google-auth-library's default). */
export function tokenEndpoint(state: GoogleState, form: Record<string, string>): Answer {
  if (form.client_id !== state.clientId || form.client_secret !== state.clientSecret) {
    return oauthError(401, 'invalid_client', 'Unauthorized');
  }
  if (form.grant_type === 'authorization_code') {
    const grant = state.codes.get(form.code ?? '');
    if (!grant) return oauthError(400, 'invalid_grant', 'Malformed auth code.');
    state.codes.delete(form.code ?? '');
    if (grant.redirectUri !== form.redirect_uri) {
      return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
    }
    const refreshToken = `1//fake-refresh-${nextNumber(state)}`;
    state.refreshTokens.set(refreshToken, { sub: grant.sub, scopes: grant.scopes, revoked: false });
    return {
      status: 200,
      body: {
        access_token: issueAccessToken(state, grant),
        expires_in: state.accessTokenLifetime,
        refresh_token: refreshToken,
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
        ...(state.idTokens && grant.scopes.includes('openid') && { id_token: idToken(state, grant.sub) }),
      },
    };
  }
  if (form.grant_type === 'refresh_token') {
    const grant = state.refreshTokens.get(form.refresh_token ?? '');
    if (!grant || grant.revoked)
      return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
    return {
      status: 200,
      body: {
        access_token: issueAccessToken(state, grant),
        expires_in: state.accessTokenLifetime,
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
      },
    };
  }
  return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${form.grant_type ?? ''}`);
}

/** GET /oauth2/v1/certs: the keys that verify ID tokens, by key id. */
export function certs(state: GoogleState): Answer {
  return {
    status: 200,
    body: { [state.signingKey.kid]: state.signingKey.publicPem },
    headers: { 'cache-control': 'public, max-age=3600' },
  };
}
