import { eq } from 'drizzle-orm';
import { callBackgroundView } from '../../../domain/booking-page/page-images';
import { CALL_MESSAGES } from '../../../domain/calls/call-messages';
import type { CallJoinView, CallRoomView } from '../../../domain/calls/call-view';
import { callWindow, callWindowState } from '../../../domain/calls/call-window';
import { canUse } from '../../../domain/plans/access';
import { turnServerFor } from '../../calls-config';
import { users } from '../../db/schema/auth';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, notFound, unauthorized } from '../../http/errors';
import { requireCallTime } from '../call-usage/call-time';
import { signCallTicket, verifyCallLink } from './call-link';
import { findCallBooking, findCallSession } from './repository';

// Issue 17: who may enter a session's call room. The expert of the session, recognised by their
// session cookie, and every client with a place in it, by their signed join link. An unknown
// session, another expert's, a link of another session, an expired link or a cancelled session
// or place is refused with its own message (a clear page, never a room).

export type CallDeps = Pick<AppDeps, 'database' | 'auth' | 'secrets' | 'config' | 'video'>;

export type CallParticipant = { id: string; name: string; role: 'expert' | 'client' };

/** How the room was reached: a join link, or the headers that may carry the expert's cookie. */
export type CallAccess = { sessionId: string; link: string | undefined; headers: Headers };

/** The signed-in expert's id, or null: the room is public, so no cookie is not an error here. */
async function signedInUserId(deps: CallDeps, headers: Headers): Promise<string | null> {
  const found = await deps.auth.api.getSession({ headers }).catch(() => null);
  if (!found) return null;
  const [user] = await deps.database.db
    .select({ disabled: users.disabled })
    .from(users)
    .where(eq(users.id, found.user.id));
  return user && !user.disabled ? found.user.id : null;
}

/** The session and who is entering it, or the refusal (401, 403, 404, 409). */
async function admit(deps: CallDeps, access: CallAccess, now: number) {
  const db = deps.database.db;
  const key = deps.secrets.linkSigningKey;
  let participant: CallParticipant;
  let session: NonNullable<Awaited<ReturnType<typeof findCallSession>>> | undefined;
  if (access.link !== undefined) {
    const checked = verifyCallLink(key, access.sessionId, access.link, now);
    if (!checked.ok)
      throw forbidden(checked.reason === 'expired' ? CALL_MESSAGES.expiredLink : CALL_MESSAGES.foreignLink);
    session = await findCallSession(db, access.sessionId);
    if (!session) throw notFound(CALL_MESSAGES.notFound);
    if (session.status === 'cancelled') throw conflict(CALL_MESSAGES.cancelled);
    const booking = await findCallBooking(db, access.sessionId, checked.bookingId);
    if (!booking) throw forbidden(CALL_MESSAGES.foreignLink);
    if (booking.cancelledAt !== null || booking.status !== 'confirmed')
      throw conflict(CALL_MESSAGES.placeCancelled);
    const name = `${booking.firstName} ${booking.lastName}`.trim();
    participant = { id: `c-${booking.id}`, name, role: 'client' };
  } else {
    const userId = await signedInUserId(deps, access.headers);
    if (!userId) throw unauthorized(CALL_MESSAGES.signInOrLink);
    session = await findCallSession(db, access.sessionId);
    // Tenancy: another expert's session answers exactly like one that does not exist.
    if (!session || session.expertId !== userId) throw notFound(CALL_MESSAGES.notFound);
    if (session.status === 'cancelled') throw conflict(CALL_MESSAGES.cancelled);
    participant = { id: `e-${userId}`, name: session.expertName, role: 'expert' };
  }
  return { session, participant };
}

/** The lobby's view of the room: the session, whether it is open, and who you are. */
export async function getCallRoom(deps: CallDeps, access: CallAccess, now: number): Promise<CallRoomView> {
  const { session, participant } = await admit(deps, access, now);
  const start = session.start.getTime();
  const end = session.end.getTime();
  const { opensAt, closesAt } = callWindow(start, end);
  return {
    sessionId: session.id,
    title: session.title,
    start: session.start.toISOString(),
    end: session.end.toISOString(),
    expertName: session.expertName,
    state: callWindowState(start, end, now),
    opensAt: new Date(opensAt).toISOString(),
    closesAt: new Date(closesAt).toISOString(),
    you: { name: participant.name, role: participant.role },
    // Issue 19: the expert's call background, while their plan has the feature (a downgrade takes
    // it off the room without deleting it).
    background:
      session.callBackground && canUse(session.expertPlanId, 'customCallBackgrounds')
        ? callBackgroundView(session.callBackground)
        : null,
  };
}

/** Admission to the open room: a ticket for the signalling socket, and the ICE servers. */
export async function joinCall(deps: CallDeps, access: CallAccess, now: number): Promise<CallJoinView> {
  const { session, participant } = await admit(deps, access, now);
  const state = callWindowState(session.start.getTime(), session.end.getTime(), now);
  if (state === 'waiting') throw conflict(CALL_MESSAGES.notOpenYet);
  if (state === 'ended') throw conflict(CALL_MESSAGES.ended);
  // Call minutes (ADR 043): out of included minutes and credits, the call does not start.
  const video = deps.video;
  const present =
    video.kind === 'builtin' ? video.participants(session.id) : await video.participants(session.id);
  await requireCallTime(
    deps.database.db,
    { expertId: session.expertId, role: participant.role, roomHasPeople: present.length > 0 },
    now,
  );
  if (video.kind === 'livekit') {
    // ADR 040: the browser connects to LiveKit itself with a join token for this room and person.
    const { url, token } = await video.admit(session.id, participant);
    return { media: 'livekit', participantId: participant.id, url, token };
  }
  const ticket = signCallTicket(
    deps.secrets.linkSigningKey,
    { sessionId: session.id, participantId: participant.id, role: participant.role, name: participant.name },
    now,
  );
  return {
    media: 'builtin',
    participantId: participant.id,
    signalUrl: `/api/calls/${encodeURIComponent(session.id)}/signal?ticket=${encodeURIComponent(ticket)}`,
    // A TURN server's credentials are this browser's own, good for a day (coturn's REST API).
    iceServers: deps.config.calls.turn
      ? [...deps.config.calls.iceServers, turnServerFor(deps.config.calls.turn, participant.id, now)]
      : deps.config.calls.iceServers,
  };
}

/**
 * The expert's controls on a LiveKit room (ADR 040): the built-in room takes them over its own
 * socket; LiveKit's rooms are run through its server API, so these come to us over HTTP.
 */
async function runningRoom(deps: CallDeps, access: CallAccess, now: number) {
  const { session, participant } = await admit(deps, access, now);
  if (participant.role !== 'expert') throw forbidden(CALL_MESSAGES.expertOnly);
  const video = deps.video;
  if (video.kind !== 'livekit') throw conflict(CALL_MESSAGES.removeFromRoom);
  return { session, video };
}

/** The expert takes a participant out of the call. */
export async function removeFromCall(deps: CallDeps, access: CallAccess, participantId: string, now: number) {
  const { session, video } = await runningRoom(deps, access, now);
  if (!(await video.remove(session.id, participantId))) throw notFound(CALL_MESSAGES.notInRoom);
}

/** The expert ends the call for everyone. */
export async function endCall(deps: CallDeps, access: CallAccess, now: number) {
  const { session, video } = await runningRoom(deps, access, now);
  if (!(await video.end(session.id))) throw conflict(CALL_MESSAGES.notRunning);
}
