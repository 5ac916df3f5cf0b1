import {
  type EmailOnlyInput,
  INVALID_EMAIL_ADDRESS,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
} from '../../../domain/auth/auth-inputs';
import { INVALID_RESET_LINK, MAGIC_LINK_ERROR_PATH } from '../../../domain/auth/link-messages';
import { SIGN_IN_MESSAGES } from '../../../domain/auth/sign-in-messages';
import type { Auth } from '../../auth/auth';
import type { KnownDevice } from '../../auth/device-cookie';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict } from '../../http/errors';
import { LIMITS, limitKey, takeFromLimit } from './limits';
import { clearFailures, findUserByEmail, setTimezone } from './repository';

type Deps = { db: Db; auth: Auth };

/** Who is asking: better-auth needs the headers, the limits the address and the known browser. */
export type RequestFrom = { headers: Headers; clientAddress: string; device?: KnownDevice };

export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in.';

export const signInThrottleKey = (email: string) => limitKey(LIMITS.passwordPerEmail, email);

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

export async function signUp(
  deps: Deps,
  input: SignUpInput,
  headers: Headers,
): Promise<{ response: Response; userId: string }> {
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
    const body = (await response.clone().json()) as { user: { id: string } };
    return { response, userId: body.user.id };
  }
  const code = await errorCode(response);
  if (code?.startsWith('USER_ALREADY_EXISTS')) throw conflict(ACCOUNT_EXISTS, { email: ACCOUNT_EXISTS });
  // spec (doc 2, §5): the new-user form says 'Invalid email address' ('Invalid email' is sign-in's).
  if (code === 'INVALID_EMAIL') throw badRequest(INVALID_EMAIL_ADDRESS, { email: INVALID_EMAIL_ADDRESS });
  // Two sign-ups with one email at once: the unique index lets one through.
  if (await findUserByEmail(deps.db, input.email)) throw conflict(ACCOUNT_EXISTS, { email: ACCOUNT_EXISTS });
  throw new Error(`sign-up failed: ${response.status} ${code ?? ''}`);
}

// spec (doc 2, §8): each sign-in failure has its own message; the limits live in the database
// so every server process counts the same attempts.
export async function signIn(
  deps: Deps,
  input: SignInInput,
  from: RequestFrom,
  now: Date,
): Promise<{ response: Response; userId: string }> {
  const email = input.email.toLowerCase();
  const user = await findUserByEmail(deps.db, email);
  // ADR 025: a browser this account signed in on before has a budget of its own, so guesses from
  // elsewhere cannot lock its owner out; other browsers share the per-email and per-address ones.
  // Every attempt is counted before the password is checked, so parallel guesses cannot slip
  // past a limit.
  const device = user && from.device?.userId === user.id ? from.device : undefined;
  if (device) {
    await takeFromLimit(deps.db, LIMITS.passwordPerDevice, device.deviceId, now);
  } else {
    await takeFromLimit(deps.db, LIMITS.passwordPerClient, from.clientAddress, now);
    await takeFromLimit(deps.db, LIMITS.passwordPerEmail, email, now);
  }
  if (!user)
    throw new AppError(401, 'user_not_found', SIGN_IN_MESSAGES.userNotFound, {
      email: SIGN_IN_MESSAGES.userNotFound,
    });
  if (user.disabled) throw new AppError(403, 'user_disabled', SIGN_IN_MESSAGES.userDisabled);

  const response = await deps.auth.api.signInEmail({
    body: { email, password: input.password, rememberMe: true },
    headers: from.headers,
    asResponse: true,
  });
  if (response.ok) {
    // A known browser's success clears its own count only: whoever was guessing stays locked.
    const key = device ? limitKey(LIMITS.passwordPerDevice, device.deviceId) : signInThrottleKey(email);
    await clearFailures(deps.db, key);
    return { response, userId: user.id };
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

/**
 * ADR 025: emailed links are limited per address and per client address. Counted before the
 * account is looked up, so the answer (429 included) is the same whether or not it exists.
 */
async function takeEmailAllowance(deps: Deps, email: string, from: RequestFrom, now: Date): Promise<void> {
  await takeFromLimit(deps.db, LIMITS.emailsPerClient, from.clientAddress, now);
  await takeFromLimit(deps.db, LIMITS.emailsPerAddress, email, now);
}

/** Sends a sign-in link only to existing, enabled accounts; the answer is the same either way. */
export async function sendMagicLink(
  deps: Deps,
  input: EmailOnlyInput,
  from: RequestFrom,
  now: Date,
): Promise<void> {
  await takeEmailAllowance(deps, input.email, from, now);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || user.disabled) return;
  await deps.auth.api.signInMagicLink({
    body: { email: user.email, callbackURL: AFTER_MAGIC_LINK_PATH, errorCallbackURL: MAGIC_LINK_ERROR_PATH },
    headers: from.headers,
  });
}

export async function requestPasswordReset(
  deps: Deps,
  input: EmailOnlyInput,
  from: RequestFrom,
  now: Date,
): Promise<void> {
  await takeEmailAllowance(deps, input.email, from, now);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || user.disabled) return;
  await deps.auth.api.requestPasswordReset({
    body: { email: user.email, redirectTo: RESET_PASSWORD_PATH },
    headers: from.headers,
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
  from: RequestFrom,
  now: Date,
): Promise<void> {
  // Verified meanwhile (another tab): nothing to send, and nothing went wrong.
  if (user.emailVerified) return;
  const email = user.email;
  await takeEmailAllowance(deps, email, from, now);
  await deps.auth.api.sendVerificationEmail({
    body: { email, callbackURL: AFTER_VERIFY_PATH },
    headers: from.headers,
  });
}

export async function signOut(deps: Deps, headers: Headers): Promise<Response> {
  return deps.auth.api.signOut({ headers, asResponse: true });
}
