import { createHash, randomBytes } from 'node:crypto';
import type {
  EmailChangeConfirmInput,
  EmailChangeInput,
  ReauthenticateInput,
} from '../../../domain/account/security-input';
import {
  EMAIL_CHANGE_LINK_TTL_MS,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_PAGE,
  REAUTHENTICATED_PATH,
  REAUTHENTICATION_WINDOW_MS,
  RECENT_LOGIN_REQUIRED_CODE,
} from '../../../domain/account/security-rules';
import { MAGIC_LINK_ERROR_PATH } from '../../../domain/auth/link-messages';
import type { Auth } from '../../auth/auth';
import { emailChangeConfirmationEmail, emailChangeNoticeEmail } from '../../auth/emails';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../http/errors';
import type { Outbox } from '../../integrations/mail/outbox';
import { LIMITS, takeFromLimit } from '../auth/limits';
import { RESET_PASSWORD_PATH, type RequestFrom, signIn } from '../auth/service';
import {
  deletePasswordResetTokens,
  deleteSession,
  deleteSessionsExcept,
  findSessionSignedInAt,
  findUserIdByEmail,
  replacePendingEmailChange,
  setUserEmail,
  takeEmailChange,
} from './security-repository';

// Issue 18, spec doc 2 §4 Email change and §8; ADR 045 says why this is our own code rather
// than better-auth's changeEmail.

type Deps = { db: Db; auth: Auth; outbox: Outbox; publicUrl: string };
type Expert = { id: string; email: string; name: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** better-auth stamps a session with the system clock when it signs in, so its age is read on it. */
function signedInRecently(signedInAt: Date | undefined): boolean {
  return signedInAt !== undefined && Date.now() - signedInAt.getTime() <= REAUTHENTICATION_WINDOW_MS;
}

const addressTaken = () =>
  new AppError(409, 'failed_precondition', EMAIL_CHANGE_MESSAGES.addressTaken, {
    email: EMAIL_CHANGE_MESSAGES.addressTaken,
  });

/**
 * Sends a confirmation link to the new address and a notice to the old one. Nothing changes
 * until the link is opened. The sign-in must be recent (spec: requires-recent-login).
 */
export async function requestEmailChange(
  deps: Deps,
  expert: Expert,
  sessionId: string,
  input: EmailChangeInput,
  from: RequestFrom,
  now: Date,
): Promise<{ email: string }> {
  const newEmail = input.email.toLowerCase();
  if (newEmail === expert.email.toLowerCase())
    throw badRequest(EMAIL_CHANGE_MESSAGES.sameAddress, { email: EMAIL_CHANGE_MESSAGES.sameAddress });
  if (!signedInRecently(await findSessionSignedInAt(deps.db, sessionId, expert.id)))
    throw new AppError(403, RECENT_LOGIN_REQUIRED_CODE, EMAIL_CHANGE_MESSAGES.recentLoginRequired);
  // ADR 025's limits on emailed links: per client address, and per new address.
  await takeFromLimit(deps.db, LIMITS.emailsPerClient, from.clientAddress, now);
  await takeFromLimit(deps.db, LIMITS.emailsPerAddress, newEmail, now);
  if (await findUserIdByEmail(deps.db, newEmail)) throw addressTaken();

  const token = randomBytes(32).toString('base64url');
  const link = `${deps.publicUrl}${EMAIL_CHANGE_PAGE}?${new URLSearchParams({ token })}`;
  const resetUrl = `${deps.publicUrl}${RESET_PASSWORD_PATH}`;
  await deps.db.transaction(async (tx) => {
    await replacePendingEmailChange(tx, {
      userId: expert.id,
      newEmail,
      tokenHash: hashToken(token),
      sessionId,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_TTL_MS),
    });
    await deps.outbox.queue(tx, emailChangeConfirmationEmail(expert, newEmail, link));
    await deps.outbox.queue(tx, emailChangeNoticeEmail(expert, newEmail, resetUrl));
  });
  return { email: newEmail };
}

/**
 * Applies the change the link names, once and before it expires: the new address (verified),
 * reset links sent to the old one voided, and every session ended except the browser that asked
 * and the one that opened the link when it is signed in as the same expert.
 */
export async function confirmEmailChange(
  deps: Deps,
  input: EmailChangeConfirmInput,
  openedBy: { userId: string; sessionId: string } | undefined,
  now: Date,
): Promise<{ email: string }> {
  return deps.db.transaction(async (tx) => {
    const change = await takeEmailChange(tx, hashToken(input.token), now);
    if (!change)
      throw new AppError(400, 'invalid_link', EMAIL_CHANGE_MESSAGES.invalidLink, {
        token: EMAIL_CHANGE_MESSAGES.invalidLink,
      });
    // Taken meanwhile by someone else: the unique index would refuse it anyway.
    const owner = await findUserIdByEmail(tx, change.newEmail);
    if (owner && owner !== change.userId) throw addressTaken();
    await setUserEmail(tx, change.userId, change.newEmail);
    await deletePasswordResetTokens(tx, change.userId);
    const keep = [change.requestedBySessionId];
    if (openedBy?.userId === change.userId) keep.push(openedBy.sessionId);
    await deleteSessionsExcept(
      tx,
      change.userId,
      keep.filter((id): id is string => id !== null),
    );
    return { email: change.newEmail };
  });
}

/**
 * Signs in again with the password (the sign-in's own limits and messages): a new session
 * replaces the old one in this browser. Answers better-auth's response for its cookies.
 */
export async function reauthenticateWithPassword(
  deps: Deps,
  expert: Expert,
  sessionId: string,
  input: ReauthenticateInput,
  from: RequestFrom,
  now: Date,
): Promise<Response> {
  const { response } = await signIn(deps, { email: expert.email, password: input.password }, from, now);
  await deleteSession(deps.db, expert.id, sessionId);
  return response;
}

/** Emails a sign-in link that comes back to the account screen, which then retries the change. */
export async function sendReauthenticationLink(
  deps: Deps,
  expert: Expert,
  from: RequestFrom,
  now: Date,
): Promise<void> {
  await takeFromLimit(deps.db, LIMITS.emailsPerClient, from.clientAddress, now);
  await takeFromLimit(deps.db, LIMITS.emailsPerAddress, expert.email, now);
  await deps.auth.api.signInMagicLink({
    body: { email: expert.email, callbackURL: REAUTHENTICATED_PATH, errorCallbackURL: MAGIC_LINK_ERROR_PATH },
    headers: from.headers,
  });
}
