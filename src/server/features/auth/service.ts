import {
  type EmailOnlyInput,
  INVALID_EMAIL_ADDRESS,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
} from '../../../domain/auth/auth-inputs';
import { INVALID_RESET_LINK, MAGIC_LINK_ERROR_PATH } from '../../../domain/auth/link-messages';
import {
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MESSAGES,
  SIGN_IN_WINDOW_MS,
} from '../../../domain/auth/sign-in-messages';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict } from '../../http/errors';
import { clearFailures, findUserByEmail, reserveAttempt, setTimezone } from './repository';

type Deps = { db: Db; auth: Auth };

export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in.';

export const signInThrottleKey = (email: string) => `password:${email.toLowerCase()}`;

/** Where links in auth emails land after better-auth has handled them. */
export const AFTER_VERIFY_PATH = '/dashboard/home?verified=1';
export const AFTER_MAGIC_LINK_PATH = '/dashboard/home';
export const RESET_PASSWORD_PATH = '/reset-password';

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: string };
    return body.code;
  } catch {
    return undefined;
  }
}

export async function signUp(deps: Deps, input: SignUpInput, headers: Headers): Promise<Response> {
  const response = await deps.auth.api.signUpEmail({
    body: {
      name: `${input.firstName} ${input.lastName}`,
      email: input.email.toLowerCase(),
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      callbackURL: AFTER_VERIFY_PATH,
    },
    headers,
    asResponse: true,
  });
  if (response.ok) {
    if (input.timezone) await setTimezone(deps.db, input.email, input.timezone);
    return response;
  }
  const code = await errorCode(response);
  if (code?.startsWith('USER_ALREADY_EXISTS')) throw conflict(ACCOUNT_EXISTS, { email: ACCOUNT_EXISTS });
  // spec (doc 2, §5): the new-user form says 'Invalid email address' ('Invalid email' is sign-in's).
  if (code === 'INVALID_EMAIL') throw badRequest(INVALID_EMAIL_ADDRESS, { email: INVALID_EMAIL_ADDRESS });
  // Two sign-ups with one email at once: the unique index lets one through.
  if (await findUserByEmail(deps.db, input.email)) throw conflict(ACCOUNT_EXISTS, { email: ACCOUNT_EXISTS });
  throw new Error(`sign-up failed: ${response.status} ${code ?? ''}`);
}

// spec (doc 2, §8): each sign-in failure has its own message; the throttle lives in the
// database so every server process counts the same attempts.
export async function signIn(
  deps: Deps,
  input: SignInInput,
  headers: Headers,
  now = new Date(),
): Promise<Response> {
  const email = input.email.toLowerCase();
  const key = signInThrottleKey(email);
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  // Every attempt is counted before the password is checked, so parallel guesses cannot slip
  // past the limit; a successful sign-in (or a password reset) clears the count.
  if ((await reserveAttempt(deps.db, key, now, windowStart)) > SIGN_IN_MAX_FAILURES) {
    throw new AppError(429, 'too_many_requests', SIGN_IN_MESSAGES.tooManyRequests);
  }
  const user = await findUserByEmail(deps.db, email);
  if (!user)
    throw new AppError(401, 'user_not_found', SIGN_IN_MESSAGES.userNotFound, {
      email: SIGN_IN_MESSAGES.userNotFound,
    });
  if (user.disabled) throw new AppError(403, 'user_disabled', SIGN_IN_MESSAGES.userDisabled);

  const response = await deps.auth.api.signInEmail({
    body: { email, password: input.password, rememberMe: true },
    headers,
    asResponse: true,
  });
  if (response.ok) {
    await clearFailures(deps.db, key);
    return response;
  }
  const code = await errorCode(response);
  if (code === 'INVALID_EMAIL_OR_PASSWORD') {
    throw new AppError(401, 'wrong_password', SIGN_IN_MESSAGES.wrongPassword, {
      password: SIGN_IN_MESSAGES.wrongPassword,
    });
  }
  if (code === 'INVALID_EMAIL')
    throw badRequest(SIGN_IN_MESSAGES.invalidEmail, { email: SIGN_IN_MESSAGES.invalidEmail });
  throw new AppError(500, 'sign_in_failed', SIGN_IN_MESSAGES.other);
}

/** Sends a sign-in link only to existing, enabled accounts; the answer is the same either way. */
export async function sendMagicLink(deps: Deps, input: EmailOnlyInput, headers: Headers): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || user.disabled) return;
  await deps.auth.api.signInMagicLink({
    body: { email: user.email, callbackURL: AFTER_MAGIC_LINK_PATH, errorCallbackURL: MAGIC_LINK_ERROR_PATH },
    headers,
  });
}

export async function requestPasswordReset(
  deps: Deps,
  input: EmailOnlyInput,
  headers: Headers,
): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || user.disabled) return;
  await deps.auth.api.requestPasswordReset({
    body: { email: user.email, redirectTo: RESET_PASSWORD_PATH },
    headers,
  });
}

export async function resetPassword(deps: Deps, input: ResetPasswordInput): Promise<void> {
  const response = await deps.auth.api.resetPassword({
    body: { token: input.token, newPassword: input.password },
    asResponse: true,
  });
  if (response.ok) return;
  const code = await errorCode(response);
  if (code === 'INVALID_TOKEN') throw badRequest(INVALID_RESET_LINK);
  throw new Error(`reset-password failed: ${response.status} ${code ?? ''}`);
}

export async function resendVerification(
  deps: Deps,
  user: { email: string; emailVerified: boolean },
  headers: Headers,
): Promise<void> {
  // Verified meanwhile (another tab): nothing to send, and nothing went wrong.
  if (user.emailVerified) return;
  const email = user.email;
  await deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: AFTER_VERIFY_PATH }, headers });
}

export async function signOut(deps: Deps, headers: Headers): Promise<Response> {
  return deps.auth.api.signOut({ headers, asResponse: true });
}
