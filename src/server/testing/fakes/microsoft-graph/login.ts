import { type Answer, type MicrosoftState, nextNumber } from './state';

// The Microsoft identity platform's v2.0 code flow, as far as the adapter uses it, under
// /{tenant}/oauth2/v2.0: the sign-in and consent page at /authorize (back to redirect_uri with
// code and state, or error=access_denied), and /token with the authorization_code and
// refresh_token grants (refresh tokens rotate), in AAD's error shape.

/** How Microsoft echoes granted scopes: Graph permissions by short name, OIDC scopes as asked; never offline_access. */
function echoedScopes(scopes: string[]) {
  return scopes.filter((s) => s !== 'offline_access').join(' ');
}

const aadError = (status: number, error: string, code: number, description: string): Answer => ({
  status,
  body: {
    error,
    error_description: `AADSTS${code}: ${description}`,
    error_codes: [code],
    timestamp: new Date().toISOString().replace('T', ' ').slice(0, 19),
  },
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET …/authorize: the consent page, one form per answer. */
export function signInPage(state: MicrosoftState, tenant: string, query: URLSearchParams) {
  const mailboxes = [...state.mailboxes.values()];
  const hint = query.get('login_hint');
  const mailbox =
    mailboxes.find((m) => m.user.userPrincipalName === hint || m.user.mail === hint) ?? mailboxes[0];
  const redirectUri = query.get('redirect_uri');
  if (query.get('client_id') !== state.clientId || !redirectUri || !mailbox) {
    return {
      status: 400,
      html: '<h1>AADSTS900144: The request body must contain the following parameter: client_id.</h1>',
    };
  }
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const fields = [
    hidden('redirect_uri', redirectUri),
    hidden('state', query.get('state') ?? ''),
    hidden('scope', query.get('scope') ?? ''),
    hidden('user', mailbox.user.id ?? ''),
  ].join('');
  const action = `/${tenant}/oauth2/v2.0/authorize`;
  const html = `<!doctype html><html><head><title>Permissions requested</title></head><body>
<h1>Permissions requested</h1><p>${escapeHtml(mailbox.user.userPrincipalName ?? '')}</p>
<p>${escapeHtml(query.get('scope') ?? '')}</p>
<form method="post" action="${action}/approve">${fields}<button type="submit">Accept</button></form>
<form method="post" action="${action}/deny">${fields}<button type="submit">Cancel</button></form>
</body></html>`;
  return { status: 200, html };
}

/** POST …/authorize/approve | deny: where the browser goes next. */
export function signInAnswer(state: MicrosoftState, approve: boolean, form: Record<string, string>): string {
  const back = new URL(form.redirect_uri ?? '');
  if (!approve) {
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_description', 'AADSTS65004: User declined to consent to access the app.');
    back.searchParams.set('state', form.state ?? '');
    return back.toString();
  }
  const scopes = (form.scope ?? '').split(' ').filter((s) => s && !state.withheldScopes.has(s));
  const code = `0.fake-code-${nextNumber(state)}`;
  state.codes.set(code, { userId: form.user ?? '', scopes, redirectUri: form.redirect_uri ?? '' });
  back.searchParams.set('code', code);
  back.searchParams.set('state', form.state ?? '');
  back.searchParams.set('session_state', `fake-session-${state.counter}`);
  return back.toString();
}

function tokens(state: MicrosoftState, grant: { userId: string; scopes: string[] }) {
  const accessToken = `eyJ0.fake-access-${nextNumber(state)}`;
  state.accessTokens.set(accessToken, { ...grant, expiresAt: Date.now() + 3599 * 1000 });
  const refresh = grant.scopes.includes('offline_access') ? `0.fake-refresh-${nextNumber(state)}` : null;
  if (refresh) state.refreshTokens.set(refresh, { ...grant, revoked: false });
  return {
    token_type: 'Bearer',
    scope: echoedScopes(grant.scopes),
    expires_in: 3599,
    ext_expires_in: 3599,
    access_token: accessToken,
    ...(refresh && { refresh_token: refresh }),
  };
}

/** POST …/token, form-encoded, client secret in the body. */
export function tokenEndpoint(state: MicrosoftState, form: Record<string, string>): Answer {
  if (form.client_id !== state.clientId) {
    return aadError(
      400,
      'unauthorized_client',
      700016,
      `Application with identifier '${form.client_id}' was not found.`,
    );
  }
  if (form.client_secret !== state.clientSecret) {
    return aadError(401, 'invalid_client', 7000215, 'Invalid client secret provided.');
  }
  if (form.grant_type === 'authorization_code') {
    const grant = state.codes.get(form.code ?? '');
    if (!grant)
      return aadError(400, 'invalid_grant', 54005, 'OAuth2 Authorization code was already redeemed.');
    state.codes.delete(form.code ?? '');
    if (grant.redirectUri !== form.redirect_uri) {
      return aadError(
        400,
        'invalid_grant',
        50148,
        'The redirect_uri does not match the one of the authorization request.',
      );
    }
    return { status: 200, body: tokens(state, grant) };
  }
  if (form.grant_type === 'refresh_token') {
    const grant = state.refreshTokens.get(form.refresh_token ?? '');
    if (!grant)
      return aadError(400, 'invalid_grant', 9002313, 'Invalid request. Request is malformed or invalid.');
    if (grant.revoked) {
      return aadError(400, 'invalid_grant', 50173, 'The provided grant has expired due to it being revoked.');
    }
    return { status: 200, body: tokens(state, grant) };
  }
  return aadError(400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
}
