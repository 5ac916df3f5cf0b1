import { eq, sql } from 'drizzle-orm';
import { ZOOM_AUTH_PROBLEM } from '../../../domain/zoom/zoom-messages';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { decryptCredentials } from '../../integrations/calendars/credentials-crypto';
import { renderEmail } from '../../integrations/mail/layout';
import {
  type ZoomAdapter,
  ZoomAuthError,
  type ZoomMeetingInput,
  type ZoomTokens,
} from '../../integrations/zoom/port';
import type { JobHandler } from '../../jobs/worker';
import { keyringOf, sealCredentials } from '../calendars/connections';
import { emailClientsNewLocation } from '../sessions/client-emails';
import * as repo from './repository';
import type { ZoomDeps } from './zoom-deps';

// A Zoom session's meeting follows the session through the durable queue (issue 17, ADR 044):
// created when the session is confirmed with Zoom as its place, moved when its time or title
// changes, deleted when it is cancelled, deleted or moved elsewhere. The job reads the session as
// it is when it runs and makes Zoom agree, so any number of jobs for one session end in the same
// state; one session has at most one meeting (zoom_meetings is keyed by the session id, and the
// job holds a per-session advisory lock while it calls Zoom).

/** Refresh an access token this long before Zoom says it expires. */
const REFRESH_MARGIN_MS = 60_000;

export function meetingInput(session: {
  title: string;
  start: Date;
  end: Date;
  timezone: string;
}): ZoomMeetingInput {
  return {
    topic: session.title,
    start: session.start,
    durationMinutes: Math.max(1, Math.ceil((session.end.getTime() - session.start.getTime()) / 60_000)),
    timezone: session.timezone,
  };
}

/**
 * Calls Zoom with the account's access token: refreshed first when it is about to expire, and
 * once more when Zoom refuses it; new tokens are stored (encrypted) in the same transaction.
 * Refused credentials throw ZoomAuthError.
 */
async function withToken<T>(
  deps: ZoomDeps,
  tx: DbOrTx,
  adapter: ZoomAdapter,
  account: repo.ZoomAccountRow,
  now: number,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  let tokens = decryptCredentials(keyringOf(deps), account.credentials) as unknown as ZoomTokens;
  const refresh = async () => {
    tokens = await adapter.refresh(tokens.refreshToken);
    await repo.storeZoomCredentials(tx, account.id, sealCredentials(deps, { ...tokens }));
  };
  if (tokens.expiresAt - REFRESH_MARGIN_MS <= now) await refresh();
  try {
    return await call(tokens.accessToken);
  } catch (error) {
    if (!(error instanceof ZoomAuthError)) throw error;
    await refresh();
    return call(tokens.accessToken);
  }
}

/** The expert is told once per failure that Zoom refused their account (and flagged in the screens). */
async function markZoomAuthProblem(deps: ZoomDeps, tx: DbOrTx, account: repo.ZoomAccountRow) {
  if (!(await repo.flagZoomAuthError(tx, account.id))) return;
  deps.log.warn('zoom credentials refused; the account needs reconnecting', { accountId: account.id });
  const [expert] = await tx.select({ email: users.email }).from(users).where(eq(users.id, account.userId));
  if (!expert) return;
  const { html, text } = renderEmail({
    heading: 'Please re-connect your Zoom account',
    paragraphs: [ZOOM_AUTH_PROBLEM, 'Until then new Zoom sessions get no meeting link.'],
    action: { label: 'Open locations', url: `${deps.config.publicUrl}/dashboard/calls/locations` },
  });
  await deps.outbox.queue(
    tx,
    { to: expert.email, subject: 'There is a problem with your Zoom credentials', text, html },
    { idempotencyKey: `zoom-auth-problem:${account.id}:${account.updatedAt.toISOString()}` },
  );
}

/** Makes Zoom agree with the session as it is now (see the top of the file). */
export async function syncMeeting(deps: ZoomDeps, sessionId: string, now: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // One job per session at a time: a second waits here, then finds the first one's meeting.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`zoom-meeting:${sessionId}`}))`);
    const [session, meeting] = await Promise.all([
      repo.findSessionForMeeting(tx, sessionId),
      repo.findMeeting(tx, sessionId),
    ]);
    const wanted =
      session &&
      session.status === 'confirmed' &&
      session.locationType === 'zoom' &&
      session.end.getTime() > now;
    const userId = session?.expertId ?? meeting?.userId;
    if (!userId) return;
    const account = await repo.findZoomAccount(tx, userId, 'update');
    const adapter = deps.zoom;
    const usable = account && !account.hasAuthError && adapter ? { account, adapter } : null;
    try {
      if (!wanted) {
        if (!meeting) return;
        if (usable && meeting.accountId === usable.account.id) {
          await withToken(deps, tx, usable.adapter, usable.account, now, (token) =>
            usable.adapter.deleteMeeting(token, meeting.meetingId),
          );
        } else {
          // Made with an account since disconnected, or one Zoom refuses: it cannot be deleted
          // from here, and the session no longer points at it.
          deps.log.warn('zoom meeting left at Zoom', { sessionId, meetingId: meeting.meetingId });
        }
        await repo.deleteMeeting(tx, sessionId);
        if (session?.locationJoinUrl === meeting.joinUrl) await repo.setSessionJoinUrl(tx, sessionId, null);
        return;
      }
      if (!usable) return;
      const input = meetingInput(session);
      if (!meeting) {
        const created = await withToken(deps, tx, usable.adapter, usable.account, now, (token) =>
          usable.adapter.createMeeting(token, input),
        );
        await repo.insertMeeting(tx, {
          sessionId,
          userId,
          accountId: usable.account.id,
          meetingId: created.id,
          joinUrl: created.joinUrl,
          topic: input.topic,
          start: input.start,
          durationMinutes: input.durationMinutes,
        });
        await repo.setSessionJoinUrl(tx, sessionId, created.joinUrl);
        await emailClientsNewLocation(tx, deps, sessionId, now, 'zoom-meeting');
        return;
      }
      const changed =
        meeting.topic !== input.topic ||
        meeting.start.getTime() !== input.start.getTime() ||
        meeting.durationMinutes !== input.durationMinutes;
      if (changed) {
        await withToken(deps, tx, usable.adapter, usable.account, now, (token) =>
          usable.adapter.updateMeeting(token, meeting.meetingId, input),
        );
        await repo.updateMeeting(tx, sessionId, {
          topic: input.topic,
          start: input.start,
          durationMinutes: input.durationMinutes,
        });
      }
      if (session.locationJoinUrl !== meeting.joinUrl) {
        await repo.setSessionJoinUrl(tx, sessionId, meeting.joinUrl);
      }
    } catch (error) {
      if (!(error instanceof ZoomAuthError) || !usable) throw error;
      // No retry: the expert must reconnect, which queues the sessions still without a meeting.
      await markZoomAuthProblem(deps, tx, usable.account);
    }
  });
}

export function syncMeetingJob(deps: ZoomDeps): JobHandler {
  return async (job, now) => {
    await syncMeeting(deps, String(job.payload.sessionId), now.getTime());
  };
}
