import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, setSignedCookie } from 'hono/cookie';
import type { Auth } from './auth';

// better-auth's session cookie, set by our own code for the sessions we start ourselves (an
// owner signed in as a team member, and back; ADR 046). Same name, attributes and signature
// (HMAC-SHA256 of the token with the auth secret) as better-auth's own, so its getSession reads it.

async function sessionCookie(auth: Auth) {
  const context = await auth.$context;
  return { ...context.authCookies.sessionToken, secret: context.secret };
}

/** A session token as better-auth makes them (32 random characters). */
export const newSessionToken = (): string => randomBytes(24).toString('base64url');

export async function setSessionCookie(c: Context, auth: Auth, token: string, maxAgeSeconds: number) {
  const { name, attributes, secret } = await sessionCookie(auth);
  const sameSite = attributes.sameSite
    ? ((attributes.sameSite[0]!.toUpperCase() + attributes.sameSite.slice(1).toLowerCase()) as
        | 'Lax'
        | 'Strict'
        | 'None')
    : undefined;
  await setSignedCookie(c, name, token, secret, {
    path: attributes.path ?? '/',
    httpOnly: attributes.httpOnly ?? true,
    secure: attributes.secure,
    sameSite,
    maxAge: maxAgeSeconds,
  });
}

export async function clearSessionCookie(c: Context, auth: Auth) {
  const { name, attributes } = await sessionCookie(auth);
  deleteCookie(c, name, { path: attributes.path ?? '/', secure: attributes.secure });
}
