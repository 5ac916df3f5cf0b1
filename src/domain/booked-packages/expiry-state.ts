import { type InstantInput, toInstant } from '../time/instant';

/**
 * spec (doc 1, §4): a booked package is Completed when no credits are left; otherwise its expiry
 * shows, in warning style before it and as an error ('Expired') after. `never`: no expiry.
 */
export type ExpiryState =
  | { kind: 'completed' }
  | { kind: 'never' }
  | { kind: 'expires'; at: string }
  | { kind: 'expired'; at: string };

export function expiryState(
  item: { creditsLeft: number; expiresAt: string | null },
  now: InstantInput = Date.now(),
): ExpiryState {
  if (item.creditsLeft <= 0) return { kind: 'completed' };
  if (item.expiresAt === null) return { kind: 'never' };
  return Date.parse(item.expiresAt) <= toInstant(now)
    ? { kind: 'expired', at: item.expiresAt }
    : { kind: 'expires', at: item.expiresAt };
}
