import { describe, expect, it } from 'vitest';
import { signCallLink, signCallTicket, TICKET_TTL_MS, verifyCallLink, verifyCallTicket } from './call-link';

const key = 'k'.repeat(43);
const now = Date.UTC(2026, 10, 27, 15, 0);
const until = now + 3_600_000;

describe('call join links', () => {
  it('admits the booking it was signed for, in its session, until it expires', () => {
    const link = signCallLink(key, 'session1', 'booking1', until);
    expect(verifyCallLink(key, 'session1', link, now)).toEqual({ ok: true, bookingId: 'booking1' });
    expect(verifyCallLink(key, 'session1', link, until - 1)).toEqual({ ok: true, bookingId: 'booking1' });
    expect(verifyCallLink(key, 'session1', link, until)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link of another session', () => {
    const link = signCallLink(key, 'session1', 'booking1', until);
    expect(verifyCallLink(key, 'session2', link, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a link whose booking or expiry was changed, or signed with another key', () => {
    const link = signCallLink(key, 'session1', 'booking1', until);
    const mac = link.split('.')[1];
    expect(verifyCallLink(key, 'session1', `booking2~${until}.${mac}`, now).ok).toBe(false);
    expect(verifyCallLink(key, 'session1', `booking1~${until + 1}.${mac}`, now).ok).toBe(false);
    expect(verifyCallLink('x'.repeat(43), 'session1', link, now).ok).toBe(false);
    expect(verifyCallLink(key, 'session1', 'garbage', now).ok).toBe(false);
  });

  it("is not a booking's manage token", () => {
    const link = signCallLink(key, 'session1', 'booking1', until);
    expect(verifyCallTicket(key, link, now)).toBeNull();
  });
});

describe('call tickets', () => {
  const ticket = { sessionId: 's1', participantId: 'p1', role: 'client' as const, name: 'Ana Díaz~.' };

  it('carries who joins for a minute', () => {
    const token = signCallTicket(key, ticket, now);
    expect(verifyCallTicket(key, token, now + TICKET_TTL_MS - 1)).toEqual(ticket);
    expect(verifyCallTicket(key, token, now + TICKET_TTL_MS)).toBeNull();
  });

  it('refuses a ticket whose role was changed', () => {
    const token = signCallTicket(key, ticket, now);
    expect(verifyCallTicket(key, token.replace('~client~', '~expert~'), now)).toBeNull();
  });
});
