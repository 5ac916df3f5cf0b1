import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins/magic-link';
import { openAPI } from 'better-auth/plugins/open-api';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { authAccounts, authSessions, authVerifications, users } from '../db/schema/auth';
import { newId } from '../ids';
import type { Outbox } from '../integrations/mail/outbox';
import type { Logger } from '../logger';
import { DEVICE_COOKIE, deviceCookieAttributes, issueDeviceCookie } from './device-cookie';
import { magicLinkEmail, resetPasswordEmail, teamInvitationEmail, verificationEmail } from './emails';

export const AUTH_BASE_PATH = '/api/auth';

/** better-auth's routes mounted over HTTP (under /api): the ones links in emails open. */
export const AUTH_LINK_ROUTES = [
  '/auth/verify-email',
  '/auth/magic-link/verify',
  '/auth/reset-password/:token',
] as const;

export function createAuth(options: {
  config: Config;
  secret: string;
  db: Db;
  outbox: Outbox;
  log: Logger;
  /** Called after a password reset (the sign-in throttle is lifted then). */
  onPasswordReset?: (email: string) => Promise<void>;
  /** Called after a magic-link sign-in, which proves control of the inbox (ADR 025). */
  onMagicLinkSignIn?: (email: string) => Promise<void>;
}) {
  const { config, secret, db, outbox, log } = options;
  return betterAuth({
    appName: 'Slotwise',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        // Set by our own profile code only, never from a request to better-auth.
        timezone: { type: 'string', required: false, defaultValue: 'UTC', input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      onPasswordReset: async ({ user }) => {
        await options.onPasswordReset?.(user.email);
      },
      sendResetPassword: async ({ user, url }) => {
        // A team member added by their owner has no password yet: the link is their invitation
        // (issue 18, ADR 046); it sets the first password the same way a reset does.
        const [credential] = await db
          .select({ id: authAccounts.id })
          .from(authAccounts)
          .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, 'credential')));
        await outbox.queue(db, credential ? resetPasswordEmail(user, url) : teamInvitationEmail(user, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await outbox.queue(db, verificationEmail(user, url));
      },
    },
    plugins: [
      magicLink({
        expiresIn: 15 * 60,
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          await outbox.queue(db, magicLinkEmail(email, url));
        },
      }),
      openAPI({ disableDefaultReference: true }),
    ],
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        const session = ctx.context.newSession;
        if (ctx.path !== '/magic-link/verify' || !session) return;
        // ADR 025: whoever opened the link controls the inbox: lift the password throttle and
        // remember this browser, as a password sign-in would.
        await options.onMagicLinkSignIn?.(session.user.email);
        const { sameSite, ...attributes } = deviceCookieAttributes(config.secureCookies);
        ctx.setCookie(DEVICE_COOKIE, issueDeviceCookie(secret, session.user.id), {
          ...attributes,
          sameSite: 'lax',
        });
      }),
    },
    // Errors reach our link routes' handler, which logs them with the request id and answers in
    // our shape; better-auth's own logging goes to our logger.
    onAPIError: { throw: true },
    logger: {
      level: 'warn',
      log: (level, message, ...args) =>
        log[level](`better-auth: ${message}`, args.length === 1 ? { err: args[0] } : { args }),
    },
    // Sign-in attempts and emailed links are limited in our own table (shared by every process).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      database: { generateId: () => newId() },
      useSecureCookies: config.secureCookies,
      cookiePrefix: 'slotwise',
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
