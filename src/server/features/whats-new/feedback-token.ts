import { createHmac } from 'node:crypto';
import type { SignedInUser } from '../../http/context';

// spec doc 2 §7: the What's new / feedback widget signs the user in with a token from the server
// ('Function returned no token' is reported when it is empty). Widgets of this kind (Featurebase,
// Canny, Frill) take an HS256 JWT signed with the secret they issue, naming the user: that is
// FEEDBACK_WIDGET_SECRET. Without one (a local install) the token is signed with a key derived
// from the link-signing key, so the flow is real end to end; production without it answers ''.

const TOKEN_LIFETIME_S = 60 * 60;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signFeedbackToken(user: SignedInUser, secret: string, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      sub: user.id,
      userId: user.id,
      email: user.email,
      name: user.name,
      iat,
      exp: iat + TOKEN_LIFETIME_S,
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The key the token is signed with, or null when this installation has none (production without the secret). */
export function feedbackWidgetKey(
  configured: string | undefined,
  env: 'development' | 'production' | 'test',
  linkSigningKey: string,
): string | null {
  if (configured) return configured;
  if (env === 'production') return null;
  return createHmac('sha256', linkSigningKey).update('feedback-widget').digest('base64url');
}
