import { callWindow } from '../../../domain/calls/call-window';
import { isLinkMac, signIdToken, signLink, verifyIdToken } from '../../link-signing';

// Issue 17: a client reaches the call room /s/{sessionId} by a signed join link, bound to the
// session and to their booking (so one place's link is not another's) and expiring when the room
// closes. It is a signed link like the manage link (src/server/link-signing.ts, ADR 014) under its
// own purpose: the token is `bookingId~expiresAt.MAC`, the MAC also covering the session id, so a
// link of another session fails it. Nothing is stored.

export type CallLinkCheck = { ok: true; bookingId: string } | { ok: false; reason: 'invalid' | 'expired' };

const LINK = /^([A-Za-z0-9]{1,40})~(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/;

/** The `link` of the join URL `/s/{sessionId}?link=…` for one booking, valid until `expiresAt` (ms). */
export function signCallLink(key: string, sessionId: string, bookingId: string, expiresAt: number): string {
  const rest = `${bookingId}~${Math.floor(expiresAt)}`;
  return `${rest}.${signLink(key, 'call', `${sessionId}:${rest}`)}`;
}

/** Whether `link` was signed for this session, and for which booking; expired from its instant on. */
export function verifyCallLink(key: string, sessionId: string, link: string, now: number): CallLinkCheck {
  const match = LINK.exec(link);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, bookingId, expires, mac] = match as unknown as [string, string, string, string];
  if (!isLinkMac(key, 'call', `${sessionId}:${bookingId}~${expires}`, mac))
    return { ok: false, reason: 'invalid' };
  if (now >= Number(expires)) return { ok: false, reason: 'expired' };
  return { ok: true, bookingId };
}

/** The join URL a client is sent. */
export function callJoinUrl(publicUrl: string, sessionId: string, link: string): string {
  return `${publicUrl}/s/${encodeURIComponent(sessionId)}?link=${encodeURIComponent(link)}`;
}

// The ticket admits one participant to the signalling socket for a minute: the join endpoint
// checks who they are, the socket checks only the ticket (its MAC covers every field).
export const TICKET_TTL_MS = 60_000;

export type CallTicket = {
  sessionId: string;
  participantId: string;
  role: 'expert' | 'client';
  name: string;
};

const encodeName = (name: string) => Buffer.from(name.slice(0, 60)).toString('base64url');

export function signCallTicket(key: string, ticket: CallTicket, now: number): string {
  const fields = [
    ticket.sessionId,
    ticket.participantId,
    ticket.role,
    now + TICKET_TTL_MS,
    encodeName(ticket.name),
  ];
  return signIdToken(key, 'call-ticket', fields.join('~'));
}

export function verifyCallTicket(key: string, token: string, now: number): CallTicket | null {
  const id = verifyIdToken(key, 'call-ticket', token);
  if (id === null) return null;
  const [sessionId, participantId, role, expires, name] = id.split('~');
  if (!sessionId || !participantId || name === undefined) return null;
  if ((role !== 'expert' && role !== 'client') || !(Number(expires) > now)) return null;
  return { sessionId, participantId, role, name: Buffer.from(name, 'base64url').toString() };
}

/** The room's address as the expert opens it: their session cookie admits them. */
export const callRoomUrl = (publicUrl: string, sessionId: string) =>
  `${publicUrl}/s/${encodeURIComponent(sessionId)}`;

/** A client's join URL for their booking, valid until the room closes (30 minutes after `end`). */
export function clientCallUrl(
  deps: { config: { publicUrl: string }; secrets: { linkSigningKey: string } },
  sessionId: string,
  bookingId: string,
  end: Date,
): string {
  const { closesAt } = callWindow(end.getTime(), end.getTime());
  return callJoinUrl(
    deps.config.publicUrl,
    sessionId,
    signCallLink(deps.secrets.linkSigningKey, sessionId, bookingId, closesAt),
  );
}
