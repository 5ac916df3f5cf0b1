import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DAY_MS, MINUTE_MS } from '../../../domain/time/instant';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../ids';
import { CalendarAuthError, type CalendarPush } from '../../integrations/calendars/port';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { queueBusyRefresh } from './calendar-jobs';
import { type CalendarDeps, markAuthProblem, openAccount } from './connections';
import * as pushRepo from './push-repository';
import * as repo from './repository';

// Push sync (issue 16, ADR 039): Google watch channels and Microsoft Graph subscriptions on each
// 'from' calendar, so a change in the expert's calendar refreshes the busy cache within seconds
// instead of at the next one-minute check (which stays, as the safety net). Only where the
// providers can reach us: an https push address (CALENDAR_PUSH_URL, else an https PUBLIC_URL).
//
// The job `calendars.watch` (one account) opens a channel for every 'from' calendar without one,
// renews those that expire within RENEW_BEFORE_MS (Graph: PATCH; Google: a new channel, then
// channels.stop of the old), stops those on calendars no longer synced, and queues itself again
// for the next renewal. Disconnecting stops the account's channels before the rows go.

export const WATCH_JOB = 'calendars.watch';

/** The lifetime asked for: Google's default (and usual most) for event channels is a week… */
export const GOOGLE_CHANNEL_LIFETIME_MS = 7 * DAY_MS;
/** …and Graph's most for Outlook events was 4,230 minutes (under three days). */
export const MICROSOFT_SUBSCRIPTION_LIFETIME_MS = 4230 * MINUTE_MS;
/** A channel is renewed once it has less than this left. */
export const RENEW_BEFORE_MS = DAY_MS;
/** After a failure to open or renew a channel, the job tries again this much later. */
export const RETRY_AFTER_MS = 15 * MINUTE_MS;

export const PUSH_PATH = {
  google: '/api/webhooks/calendars/google',
  microsoft: '/api/webhooks/calendars/microsoft',
} as const;

type PushProvider = keyof typeof PUSH_PATH;

const isPushProvider = (provider: string): provider is PushProvider =>
  provider === 'google' || provider === 'microsoft';

const lifetimeOf = (provider: PushProvider) =>
  provider === 'google' ? GOOGLE_CHANNEL_LIFETIME_MS : MICROSOFT_SUBSCRIPTION_LIFETIME_MS;

/** Where the provider posts its notifications; null when push is off (no https address). */
export function pushAddress(deps: Pick<CalendarDeps, 'config'>, provider: string): string | null {
  const base = deps.config.calendars.pushUrl;
  if (!base || !isPushProvider(provider)) return null;
  return `${base}${PUSH_PATH[provider]}`;
}

/** Queues the account's channel upkeep; `key` names the occasion (one job per occasion). */
export async function queueWatch(
  deps: Pick<CalendarDeps, 'config'>,
  db: DbOrTx,
  accountId: string,
  provider: string,
  at: number,
  key: string,
): Promise<void> {
  if (!pushAddress(deps, provider)) return;
  await enqueueJob(
    db,
    WATCH_JOB,
    { accountId },
    { runAt: new Date(at), idempotencyKey: `${WATCH_JOB}:${accountId}:${key}`, maxAttempts: 3 },
  );
}

/** The job: opens, renews and stops the account's channels, then queues the next renewal. */
export async function syncPushChannels(deps: CalendarDeps, accountId: string, now: number): Promise<void> {
  const account = await repo.findAccountById(deps.db, accountId);
  if (!account || account.hasAuthError || !isPushProvider(account.provider)) return;
  const address = pushAddress(deps, account.provider);
  if (!address) return;
  const provider = account.provider;
  const push = openAccount(deps, account).push;
  if (!push) return;
  const from = (await repo.listCalendars(deps.db, [accountId])).filter((c) => c.syncFrom).map((c) => c.id);
  const channels = await pushRepo.listChannels(deps.db, accountId);
  let failed = false;
  let next = Number.POSITIVE_INFINITY;
  const later = (expiresAt: number) => {
    next = Math.min(next, expiresAt - RENEW_BEFORE_MS);
  };
  const attempt = async (what: string, calendarId: string, step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      if (error instanceof CalendarAuthError) throw error;
      failed = true;
      deps.log.warn(`calendar push channel could not ${what}; the one-minute check covers it`, {
        accountId,
        provider,
        calendarId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  const stop = async (channel: pushRepo.PushChannelRow) => {
    await push.stop({ channelId: channel.id, resourceId: channel.resourceId });
    await pushRepo.deleteChannel(deps.db, channel.id);
  };
  try {
    for (const channel of channels) {
      if (from.includes(channel.calendarId)) continue;
      await attempt('be stopped', channel.calendarId, () => stop(channel));
    }
    for (const calendarId of from) {
      const current = channels
        .filter((c) => c.calendarId === calendarId)
        .sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime());
      const [newest, ...older] = current;
      // Two channels on one calendar (a renewal cut short): the newest stays.
      for (const extra of older) await attempt('be stopped', calendarId, () => stop(extra));
      if (newest && newest.expiresAt.getTime() - now > RENEW_BEFORE_MS) {
        later(newest.expiresAt.getTime());
        continue;
      }
      await attempt(newest ? 'be renewed' : 'be opened', calendarId, async () => {
        const expiresAt = now + lifetimeOf(provider);
        if (newest) {
          const renewed = await push.renew({ resourceId: newest.resourceId }, expiresAt);
          if (renewed !== null) {
            await pushRepo.setChannelExpiry(deps.db, newest.id, new Date(renewed));
            later(renewed);
            return;
          }
        }
        const opened = await openChannel(deps, push, accountId, provider, calendarId, address, now);
        later(opened);
        if (newest) await stop(newest);
      });
    }
  } catch (error) {
    if (error instanceof CalendarAuthError) {
      await markAuthProblem(deps, account);
      return;
    }
    throw error;
  }
  if (failed) next = Math.min(next, now + RETRY_AFTER_MS);
  if (Number.isFinite(next)) {
    const at = Math.max(next, now);
    await queueWatch(deps, deps.db, accountId, provider, at, `at:${at}`);
  }
}

async function openChannel(
  deps: CalendarDeps,
  push: CalendarPush,
  accountId: string,
  provider: PushProvider,
  calendarId: string,
  address: string,
  now: number,
): Promise<number> {
  const channelId = newId(32);
  const token = randomBytes(32).toString('base64url');
  const lifetimeMs = lifetimeOf(provider);
  const opened = await push.watch(calendarId, {
    channelId,
    token,
    address,
    expiresAt: now + lifetimeMs,
    lifetimeMs,
  });
  // Google may already post (its 'sync' message) before this row exists: that one is answered
  // 404 and carries no change.
  await pushRepo.insertChannel(deps.db, {
    id: channelId,
    accountId,
    calendarId,
    provider,
    resourceId: opened.resourceId,
    token,
    expiresAt: new Date(opened.expiresAt),
  });
  return opened.expiresAt;
}

export function watchJob(deps: CalendarDeps): JobHandler {
  return async (job, at) => {
    await syncPushChannels(deps, String(job.payload.accountId), at.getTime());
  };
}

/**
 * Disconnecting: the account's channels are stopped while its credentials still exist. A
 * provider that cannot be reached is logged and let be: its channel expires on its own, and its
 * notifications meet an unknown channel (404) meanwhile.
 */
export async function stopAccountChannels(deps: CalendarDeps, account: repo.AccountRow): Promise<void> {
  const channels = await pushRepo.listChannels(deps.db, account.id);
  if (channels.length === 0) return;
  let push: CalendarPush | undefined;
  try {
    push = openAccount(deps, account).push;
  } catch {
    push = undefined;
  }
  for (const channel of channels) {
    try {
      await push?.stop({ channelId: channel.id, resourceId: channel.resourceId });
    } catch (error) {
      deps.log.warn('calendar push channel could not be stopped; it expires on its own', {
        accountId: account.id,
        provider: account.provider,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    await pushRepo.deleteChannel(deps.db, channel.id);
  }
}

/** Compares secrets in constant time (their digests, so the lengths may differ). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type PushOutcome = 'synced' | 'ignored' | 'unknown' | 'refused';

/** A notification on a known channel with the right secret queues the account's refresh at once. */
async function notified(
  deps: CalendarDeps,
  channel: pushRepo.PushChannelRow | undefined,
  token: string | undefined,
  now: number,
): Promise<PushOutcome> {
  if (!channel) return 'unknown';
  if (!token || !sameSecret(token, channel.token)) {
    deps.log.warn('calendar push notification refused: wrong channel token', {
      accountId: channel.accountId,
      provider: channel.provider,
    });
    return 'refused';
  }
  await queueBusyRefresh(deps.db, channel.accountId, now, 'now');
  return 'synced';
}

/**
 * Google's notification (no body; all in headers). X-Goog-Resource-State 'sync' opens a channel
 * and says nothing changed; 'exists' and 'not_exists' mean the calendar's events changed.
 */
export async function receiveGoogleNotification(
  deps: CalendarDeps,
  headers: { channelId?: string; token?: string; state?: string },
  now: number,
): Promise<PushOutcome> {
  if (!headers.channelId) return 'unknown';
  const channel = await pushRepo.findChannel(deps.db, headers.channelId);
  if (channel?.provider !== 'google') return 'unknown';
  if (headers.state === 'sync') {
    return headers.token && sameSecret(headers.token, channel.token) ? 'ignored' : 'refused';
  }
  return notified(deps, channel, headers.token, now);
}

/**
 * Graph's notifications (a batch, each naming its subscription and carrying our clientState).
 * Each good one queues its account's refresh; the answer is the best outcome among them, so a
 * batch with any forged or unknown one still refreshes only what proved itself.
 */
export async function receiveMicrosoftNotifications(
  deps: CalendarDeps,
  notifications: Array<{ subscriptionId?: string | null; clientState?: string | null }>,
  now: number,
): Promise<PushOutcome> {
  const outcomes: PushOutcome[] = [];
  for (const n of notifications) {
    const channel = n.subscriptionId ? await pushRepo.findSubscription(deps.db, n.subscriptionId) : undefined;
    outcomes.push(await notified(deps, channel, n.clientState ?? undefined, now));
  }
  for (const best of ['synced', 'ignored', 'refused', 'unknown'] as const)
    if (outcomes.includes(best)) return best;
  return 'unknown';
}
