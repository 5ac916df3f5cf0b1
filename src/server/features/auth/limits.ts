import { TOO_MANY_EMAIL_REQUESTS } from '../../../domain/auth/link-messages';
import {
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MESSAGES,
  SIGN_IN_WINDOW_MS,
} from '../../../domain/auth/sign-in-messages';
import type { DbOrTx } from '../../db/client';
import { TooManyRequests } from '../../http/errors';
import { countAttempt } from './repository';

export type Limit = { prefix: string; max: number; windowMs: number; message: string };

const MINUTE = 60_000;

// ADR 025: the numbers, each counted atomically in sign_in_throttles under `<prefix>:<subject>`.
export const LIMITS = {
  /** Password attempts per email from browsers not known to the account (ADR 003). */
  passwordPerEmail: {
    prefix: 'password',
    max: SIGN_IN_MAX_FAILURES,
    windowMs: SIGN_IN_WINDOW_MS,
    message: SIGN_IN_MESSAGES.tooManyRequests,
  },
  /** Password attempts from one known browser: its own budget, untouched by others' guesses. */
  passwordPerDevice: {
    prefix: 'password-device',
    max: SIGN_IN_MAX_FAILURES,
    windowMs: SIGN_IN_WINDOW_MS,
    message: SIGN_IN_MESSAGES.tooManyRequests,
  },
  /** Password attempts from one client address, across accounts. */
  passwordPerClient: {
    prefix: 'password-ip',
    max: 30,
    windowMs: 15 * MINUTE,
    message: SIGN_IN_MESSAGES.tooManyRequests,
  },
  /** Sign-in links, reset links and verification emails to one address, all kinds together. */
  emailsPerAddress: { prefix: 'email', max: 3, windowMs: 15 * MINUTE, message: TOO_MANY_EMAIL_REQUESTS },
  /** Requests for those emails from one client address, whatever the address asked for. */
  emailsPerClient: { prefix: 'email-ip', max: 20, windowMs: 60 * MINUTE, message: TOO_MANY_EMAIL_REQUESTS },
} satisfies Record<string, Limit>;

export const limitKey = (limit: Limit, subject: string) => `${limit.prefix}:${subject.toLowerCase()}`;

/**
 * Counts one more request against `limit` for `subject`, then refuses it (429 with Retry-After)
 * when the count is over the limit. Counting first means parallel requests cannot slip past.
 */
export async function takeFromLimit(db: DbOrTx, limit: Limit, subject: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const { count, windowStartedAt } = await countAttempt(db, limitKey(limit, subject), now, windowStart);
  if (count <= limit.max) return;
  const retryAfterMs = windowStartedAt.getTime() + limit.windowMs - now.getTime();
  throw new TooManyRequests(limit.message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
