import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_MESSAGES } from '../../../domain/calls/call-messages';
import { sessions } from '../../db/schema/sessions';
import type { TestApp } from '../../testing/test-app';
import {
  type Expert,
  HOUR,
  MINUTE,
  type sessionFixtures,
  startSessionsTestApp,
} from '../sessions/sessions-testing';
import { signCallLink, verifyCallTicket } from './call-link';

// Issue 17: who enters a session's call room, through GET /api/calls/{id} (the lobby) and
// POST /api/calls/{id}/join (the ticket for the signalling socket).

let t: TestApp;
let ada: Expert;
let bob: Expert;
let fx: ReturnType<typeof sessionFixtures>;
let key: string;

beforeAll(async () => {
  ({ t, ada, bob, fixtures: fx } = await startSessionsTestApp());
  key = t.services.deps.secrets.linkSigningKey;
});
afterAll(async () => {
  await t.close();
});

/** A session starting `minutes` from now (the room opens 10 minutes before), with one booking. */
async function sessionIn(minutes: number, owner: Expert = ada) {
  const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE);
  const { id, bookingId } = await fx.personal(owner, { start, title: 'Intro call' });
  const link = signCallLink(key, id, bookingId, start.getTime() + HOUR + 30 * MINUTE);
  return { id, bookingId, start, link };
}

const anonymous = () => t.client();
const room = (id: string, link?: string) =>
  anonymous().request('GET', `/api/calls/${id}${link ? `?link=${encodeURIComponent(link)}` : ''}`);
const join = (id: string, link?: string) => anonymous().request('POST', `/api/calls/${id}/join`, { link });

describe('the call room for the expert', () => {
  it("gives each browser its own TURN credentials when a TURN server is configured (coturn's REST API)", async () => {
    const calls = t.services.deps.config.calls;
    // As CALLS_TURN_URLS and CALLS_TURN_SECRET would set it (calls-config.test.ts parses those).
    calls.turn = { urls: ['turn:turn.example.com:3478'], secret: 'north-wind', ttlSeconds: 3600 };
    try {
      const s = await sessionIn(5);
      const before = Math.floor(Date.now() / 1000);
      const joined = await ada.expert.request('POST', `/api/calls/${s.id}/join`, {});
      expect(joined.status).toBe(200);
      const [server] = joined.body.iceServers;
      expect(server.urls).toEqual(['turn:turn.example.com:3478']);
      const [expiry, participant] = server.username.split(':');
      expect(participant).toBe(joined.body.participantId);
      expect(Number(expiry) - before).toBeGreaterThanOrEqual(3600);
      expect(Number(expiry) - before).toBeLessThanOrEqual(3602);
      expect(server.credential).toBe(
        createHmac('sha1', 'north-wind').update(server.username).digest('base64'),
      );
    } finally {
      calls.turn = null;
    }
  });

  it("admits the session's expert by their session cookie", async () => {
    const s = await sessionIn(5);
    const res = await ada.expert.request('GET', `/api/calls/${s.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sessionId: s.id,
      title: 'Intro call',
      expertName: 'Ada Lovelace',
      state: 'open',
      start: s.start.toISOString(),
      opensAt: new Date(s.start.getTime() - 10 * MINUTE).toISOString(),
      you: { name: 'Ada Lovelace', role: 'expert' },
    });
    const joined = await ada.expert.request('POST', `/api/calls/${s.id}/join`, {});
    expect(joined.status).toBe(200);
    expect(joined.body.media).toBe('builtin');
    expect(joined.body.iceServers).toEqual([]);
    const ticket = new URL(joined.body.signalUrl, 'http://x').searchParams.get('ticket')!;
    expect(joined.body.signalUrl).toMatch(new RegExp(`^/api/calls/${s.id}/signal\\?ticket=`));
    expect(verifyCallTicket(key, ticket, Date.now())).toMatchObject({
      sessionId: s.id,
      role: 'expert',
      name: 'Ada Lovelace',
    });
  });

  it("answers another expert's session exactly like an unknown one", async () => {
    const s = await sessionIn(5);
    const foreign = await bob.expert.request('GET', `/api/calls/${s.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(CALL_MESSAGES.notFound);
    const unknown = await bob.expert.request('POST', '/api/calls/nope/join', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(CALL_MESSAGES.notFound);
  });

  it('asks for the link or a sign-in when there is neither', async () => {
    const s = await sessionIn(5);
    const res = await room(s.id);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(CALL_MESSAGES.signInOrLink);
  });
});

describe('the call room for a client', () => {
  it('admits a client with the join link of their booking', async () => {
    const s = await sessionIn(5);
    const res = await room(s.id, s.link);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'open', you: { name: 'Grace Hopper', role: 'client' } });
    const joined = await join(s.id, s.link);
    expect(joined.status).toBe(200);
    const ticket = new URL(joined.body.signalUrl, 'http://x').searchParams.get('ticket')!;
    expect(verifyCallTicket(key, ticket, Date.now())).toEqual({
      sessionId: s.id,
      participantId: `c-${s.bookingId}`,
      role: 'client',
      name: 'Grace Hopper',
    });
  });

  it('admits every booked client of a group session, each as themselves', async () => {
    const start = new Date(Date.now() + 5 * MINUTE);
    const id = await fx.group(ada, { start });
    const one = await fx.booking(id, { clientFirstName: 'Ana' });
    const two = await fx.booking(id, { clientFirstName: 'Ben' });
    const expires = start.getTime() + 2 * HOUR;
    expect((await room(id, signCallLink(key, id, one, expires))).body.you.name).toBe('Ana Hopper');
    expect((await room(id, signCallLink(key, id, two, expires))).body.you.name).toBe('Ben Hopper');
  });

  it('refuses the link of another session', async () => {
    const mine = await sessionIn(5);
    const other = await sessionIn(5);
    const res = await room(other.id, mine.link);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(CALL_MESSAGES.foreignLink);
    expect((await join(other.id, mine.link)).status).toBe(403);
  });

  it('refuses a forged link', async () => {
    const s = await sessionIn(5);
    const forged = `${s.bookingId}~${s.start.getTime() + HOUR}.${'A'.repeat(32)}`;
    const res = await join(s.id, forged);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(CALL_MESSAGES.foreignLink);
  });

  it('refuses an expired link', async () => {
    const s = await sessionIn(5);
    const expired = signCallLink(key, s.id, s.bookingId, Date.now() - 1000);
    const res = await room(s.id, expired);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(CALL_MESSAGES.expiredLink);
  });

  it('refuses a cancelled session, and a place given up', async () => {
    const s = await sessionIn(5);
    await fx
      .db()
      .update(sessions)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(sessions.id, s.id));
    const cancelled = await room(s.id, s.link);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.message).toBe(CALL_MESSAGES.cancelled);
    expect((await ada.expert.request('POST', `/api/calls/${s.id}/join`, {})).body.error.message).toBe(
      CALL_MESSAGES.cancelled,
    );

    const start = new Date(Date.now() + 5 * MINUTE);
    const group = await fx.group(ada, { start });
    const gaveUp = await fx.booking(group, { cancelledAt: new Date() });
    const res = await room(group, signCallLink(key, group, gaveUp, start.getTime() + 2 * HOUR));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(CALL_MESSAGES.placeCancelled);
  });
});

describe('the time window', () => {
  it('shows the lobby before the room opens but admits no one until 10 minutes before the start', async () => {
    const s = await sessionIn(60);
    const res = await room(s.id, s.link);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('waiting');
    expect(res.body.opensAt).toBe(new Date(s.start.getTime() - 10 * MINUTE).toISOString());
    const early = await join(s.id, s.link);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(CALL_MESSAGES.notOpenYet);
  });

  it('closes 30 minutes after the end', async () => {
    const start = new Date(Date.now() - 2 * HOUR);
    const { id } = await fx.personal(ada, { start });
    expect((await ada.expert.request('GET', `/api/calls/${id}`)).body.state).toBe('ended');
    const late = await ada.expert.request('POST', `/api/calls/${id}/join`, {});
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(CALL_MESSAGES.ended);
  });
});
