import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { emailChangeConfirmInput, emailChangedView } from '../../../domain/account/security-input';
import {
  emailOnlyInput,
  resetPasswordInput,
  signInInput,
  signUpInput,
} from '../../../domain/auth/auth-inputs';
import { DEVICE_COOKIE, deviceCookieAttributes, issueDeviceCookie } from '../../auth/device-cookie';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/context';
import { forwardCookies } from '../../http/cookies';
import { errorResponses } from '../../http/errors';
import { requireUser } from '../../http/require-user';
import { anonymous, signedIn } from '../../http/route-parts';
import { confirmEmailChange } from '../account/email-change-service';
import { requestFrom } from './request-from';
import * as service from './service';

const okSchema = z.object({ ok: z.literal(true) }).openapi('Ok');
const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const emailChangedSchema = emailChangedView.openapi('EmailChanged');
const ok = (description: string) => ({ description, content: { 'application/json': { schema: okSchema } } });

const signUpRoute = createRoute({
  method: 'post',
  path: '/sign-up',
  operationId: 'signUp',
  ...anonymous,
  tags: ['auth'],
  summary: 'Create an expert account and sign in; a verification email is sent',
  request: { body: json(signUpInput) },
  responses: { 201: ok('Signed up and signed in'), ...errorResponses(400, 409) },
});

const signInRoute = createRoute({
  method: 'post',
  path: '/sign-in',
  operationId: 'signIn',
  ...anonymous,
  tags: ['auth'],
  summary: 'Sign in with email and password',
  request: { body: json(signInInput) },
  responses: { 200: ok('Signed in'), ...errorResponses(400, 401, 403, 429) },
});

const magicLinkRoute = createRoute({
  method: 'post',
  path: '/magic-link',
  operationId: 'sendMagicLink',
  ...anonymous,
  tags: ['auth'],
  summary: 'Email a one-time sign-in link (same answer whether or not the account exists)',
  request: { body: json(emailOnlyInput) },
  responses: { 202: ok('Link sent if the account exists'), ...errorResponses(400, 429) },
});

const passwordResetRequestRoute = createRoute({
  method: 'post',
  path: '/password-reset-request',
  operationId: 'requestPasswordReset',
  ...anonymous,
  tags: ['auth'],
  summary: 'Email a password reset link (same answer whether or not the account exists)',
  request: { body: json(emailOnlyInput) },
  responses: { 202: ok('Link sent if the account exists'), ...errorResponses(400, 429) },
});

const passwordResetRoute = createRoute({
  method: 'post',
  path: '/password-reset',
  operationId: 'resetPassword',
  ...anonymous,
  tags: ['auth'],
  summary: 'Set a new password with the token from the reset email',
  request: { body: json(resetPasswordInput) },
  responses: { 200: ok('Password changed'), ...errorResponses(400) },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/sign-out',
  operationId: 'signOut',
  ...anonymous,
  tags: ['auth'],
  summary: 'Sign out of this browser',
  responses: { 200: ok('Signed out'), ...errorResponses() },
});

const verificationEmailRoute = createRoute({
  method: 'post',
  path: '/verification-email',
  operationId: 'sendVerificationEmail',
  ...signedIn,
  tags: ['auth'],
  summary: 'Send the email verification link again to the signed-in expert',
  responses: { 202: ok('Sent'), ...errorResponses(401, 429) },
});

const emailChangeConfirmRoute = createRoute({
  method: 'post',
  path: '/email-change/confirm',
  operationId: 'confirmEmailChange',
  ...anonymous,
  tags: ['auth'],
  summary:
    'Apply an email change with the token from the link sent to the new address (once, within 24 hours); other sessions end',
  request: { body: json(emailChangeConfirmInput) },
  responses: {
    200: { description: 'Changed', content: { 'application/json': { schema: emailChangedSchema } } },
    ...errorResponses(400, 409),
  },
});

export function sessionRoutes(deps: AppDeps) {
  const serviceDeps = { db: deps.database.db, auth: deps.auth };
  const secret = deps.secrets.authSecret;
  const from = (c: Context) => requestFrom(deps, c);
  // ADR 025: this browser is known to the account from now on.
  const rememberDevice = (c: Context, userId: string) =>
    setCookie(
      c,
      DEVICE_COOKIE,
      issueDeviceCookie(secret, userId),
      deviceCookieAttributes(deps.config.secureCookies),
    );
  const router = createRouter();
  router.use('/verification-email', requireUser(deps));

  router.openapi(signUpRoute, async (c) => {
    const { response, userId } = await service.signUp(serviceDeps, c.req.valid('json'), c.req.raw.headers);
    forwardCookies(c, response);
    rememberDevice(c, userId);
    return c.json({ ok: true as const }, 201);
  });
  router.openapi(signInRoute, async (c) => {
    const { response, userId } = await service.signIn(
      serviceDeps,
      c.req.valid('json'),
      from(c),
      deps.clock.now(),
    );
    forwardCookies(c, response);
    rememberDevice(c, userId);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(magicLinkRoute, async (c) => {
    await service.sendMagicLink(serviceDeps, c.req.valid('json'), from(c), deps.clock.now());
    return c.json({ ok: true as const }, 202);
  });
  router.openapi(passwordResetRequestRoute, async (c) => {
    await service.requestPasswordReset(serviceDeps, c.req.valid('json'), from(c), deps.clock.now());
    return c.json({ ok: true as const }, 202);
  });
  router.openapi(passwordResetRoute, async (c) => {
    await service.resetPassword(serviceDeps, c.req.valid('json'));
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(signOutRoute, async (c) => {
    forwardCookies(c, await service.signOut(serviceDeps, c.req.raw.headers));
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(verificationEmailRoute, async (c) => {
    await service.resendVerification(serviceDeps, c.get('user'), from(c), deps.clock.now());
    return c.json({ ok: true as const }, 202);
  });
  router.openapi(emailChangeConfirmRoute, async (c) => {
    // The browser that opens the link stays signed in when it is the same expert's.
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    const openedBy = found ? { userId: found.user.id, sessionId: found.session.id } : undefined;
    const changed = await confirmEmailChange(
      { db: deps.database.db, auth: deps.auth, outbox: deps.outbox, publicUrl: deps.config.publicUrl },
      c.req.valid('json'),
      openedBy,
      deps.clock.now(),
    );
    return c.json(changed, 200);
  });
  return router;
}
