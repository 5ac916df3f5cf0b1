import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AccessToken, TokenVerifier } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALL_MESSAGES } from '../../../domain/calls/call-messages';
import { usageMonthKey } from '../../../domain/calls/call-usage';
import { RECORDING_MESSAGES } from '../../../domain/recordings/recording-rules';
import { callsUsageMonths } from '../../db/schema/calls';
import { LIVEKIT_TOKEN_TTL_SECONDS } from '../../integrations/video/livekit-rooms';
import { setPlan } from '../../testing/experts';
import { type FakeLiveKit, signedLiveKitWebhook, startFakeLiveKit } from '../../testing/fakes/livekit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setUpExpert } from '../public-booking/booking-test-setup';
import { type Expert, HOUR, MINUTE, sessionFixtures } from '../sessions/sessions-testing';
import { signCallLink, signCallTicket } from './call-link';
import { MALFORMED_LIVEKIT_EVENT } from './livekit-webhook-routes';

// Issue 17, ADR 040: the call room on LiveKit (CALLS_MEDIA=livekit), through the HTTP API against
// a local fake of LiveKit's server API (testing/fakes/livekit.ts): join tokens, the expert's
// remove and end through RoomServiceClient, presence for call minutes from signed webhooks.

const KEYS = { apiKey: 'APIslotwise', apiSecret: 'a-livekit-secret-of-at-least-32-characters' };
const LIVEKIT_URL = 'wss://livekit.example.test';

let t: TestApp;
let livekit: FakeLiveKit;
let ada: Expert;
let bob: Expert;
let fx: ReturnType<typeof sessionFixtures>;

beforeAll(async () => {
  livekit = await startFakeLiveKit(KEYS);
  t = await createTestApp({
    CALLS_MEDIA: 'livekit',
    LIVEKIT_URL,
    LIVEKIT_API_URL: livekit.url,
    LIVEKIT_API_KEY: KEYS.apiKey,
    LIVEKIT_API_SECRET: KEYS.apiSecret,
  });
  ada = await setUpExpert(t, 'ada@example.com', 'ada');
  bob = await setUpExpert(t, 'bob@example.com', 'bob');
  fx = sessionFixtures(t);
}, 60_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
  await livekit.close();
});

/** A session starting in 5 minutes (its room is open), with one client's booking and join link. */
async function openSession(owner: Expert = ada) {
  const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 5 * MINUTE);
  const { id, bookingId } = await fx.personal(owner, { start, title: 'Intro call' });
  const link = signCallLink(
    t.services.deps.secrets.linkSigningKey,
    id,
    bookingId,
    start.getTime() + 2 * HOUR,
  );
  return { id, bookingId, link };
}

const verifier = new TokenVerifier(KEYS.apiKey, KEYS.apiSecret);

describe('joining a LiveKit room', () => {
  it("gives the expert LiveKit's address and a short-lived token to run the room", async () => {
    const s = await openSession();
    const before = Math.floor(Date.now() / 1000);
    const joined = await ada.expert.request('POST', `/api/calls/${s.id}/join`, {});
    expect(joined.status).toBe(200);
    expect(Object.keys(joined.body).sort()).toEqual(['media', 'participantId', 'token', 'url']);
    expect(joined.body).toMatchObject({
      media: 'livekit',
      participantId: `e-${ada.userId}`,
      url: LIVEKIT_URL,
    });
    const claims = await verifier.verify(joined.body.token);
    expect(claims.sub).toBe(`e-${ada.userId}`);
    expect(claims.name).toBe('Ada Lovelace');
    expect(claims.attributes).toEqual({ role: 'expert' });
    expect(claims.video).toEqual({
      room: s.id,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
      roomAdmin: true,
    });
    expect(claims.exp! - claims.nbf!).toBe(LIVEKIT_TOKEN_TTL_SECONDS);
    expect(claims.nbf! - before).toBeLessThanOrEqual(2);
    // The room was empty: the lobby's call-time check asked LiveKit who is in it.
    expect(livekit.calls.at(-1)).toMatchObject({
      method: 'ListParticipants',
      room: s.id,
      grants: { roomAdmin: true, room: s.id },
    });
  });

  it('gives a client with their link a token to take part, without running the room', async () => {
    const s = await openSession();
    const joined = await t.client().request('POST', `/api/calls/${s.id}/join`, { link: s.link });
    expect(joined.status).toBe(200);
    expect(joined.body.participantId).toBe(`c-${s.bookingId}`);
    const claims = await verifier.verify(joined.body.token);
    expect(claims.sub).toBe(`c-${s.bookingId}`);
    expect(claims.name).toBe('Grace Hopper');
    expect(claims.attributes).toEqual({ role: 'client' });
    expect(claims.video).toEqual({
      room: s.id,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
    });
  });

  it("answers another expert's session exactly like an unknown one, and signs no token", async () => {
    const s = await openSession();
    const calls = livekit.calls.length;
    const foreign = await bob.expert.request('POST', `/api/calls/${s.id}/join`, {});
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(CALL_MESSAGES.notFound);
    expect(livekit.calls.length).toBe(calls);
  });

  it("has no signalling socket: LiveKit's own carries the media", async () => {
    const s = await openSession();
    const joined = await ada.expert.request('POST', `/api/calls/${s.id}/join`, {});
    expect(joined.body.signalUrl).toBeUndefined();
    // Even a true ticket of the built-in room finds no socket here.
    const ticket = signCallTicket(
      t.services.deps.secrets.linkSigningKey,
      { sessionId: s.id, participantId: `e-${ada.userId}`, role: 'expert', name: 'Ada Lovelace' },
      Date.now(),
    );
    const res = await ada.expert.request(
      'GET',
      `/api/calls/${s.id}/signal?ticket=${encodeURIComponent(ticket)}`,
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(CALL_MESSAGES.notBuiltInMedia);
  });
});

describe("the expert's controls", () => {
  it('removes a participant through LiveKit', async () => {
    const s = await openSession();
    livekit.addParticipant(s.id, { identity: `e-${ada.userId}`, name: 'Ada Lovelace', role: 'expert' });
    livekit.addParticipant(s.id, { identity: `c-${s.bookingId}`, name: 'Grace Hopper', role: 'client' });
    const res = await ada.expert.request('DELETE', `/api/calls/${s.id}/participants/c-${s.bookingId}`);
    expect(res.status).toBe(204);
    expect(livekit.calls.at(-1)).toEqual({
      method: 'RemoveParticipant',
      room: s.id,
      identity: `c-${s.bookingId}`,
      grants: { roomAdmin: true, room: s.id },
    });
    expect(livekit.participants(s.id)).toEqual([`e-${ada.userId}`]);
    const again = await ada.expert.request('DELETE', `/api/calls/${s.id}/participants/c-${s.bookingId}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(CALL_MESSAGES.notInRoom);
  });

  it('ends the call for everyone through LiveKit', async () => {
    const s = await openSession();
    livekit.addParticipant(s.id, { identity: `c-${s.bookingId}`, name: 'Grace Hopper', role: 'client' });
    const res = await ada.expert.request('POST', `/api/calls/${s.id}/end`, {});
    expect(res.status).toBe(204);
    expect(livekit.calls.at(-1)).toEqual({ method: 'DeleteRoom', room: s.id, grants: { roomCreate: true } });
    expect(livekit.participants(s.id)).toBeUndefined();
    const again = await ada.expert.request('POST', `/api/calls/${s.id}/end`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CALL_MESSAGES.notRunning);
  });

  it('are refused to a client, and reach nothing', async () => {
    const s = await openSession();
    livekit.addParticipant(s.id, { identity: `e-${ada.userId}`, name: 'Ada Lovelace', role: 'expert' });
    const calls = livekit.calls.length;
    const client = t.client();
    const link = encodeURIComponent(s.link);
    const remove = await client.request(
      'DELETE',
      `/api/calls/${s.id}/participants/e-${ada.userId}?link=${link}`,
    );
    expect(remove.status).toBe(403);
    expect(remove.body.error.message).toBe(CALL_MESSAGES.expertOnly);
    const end = await client.request('POST', `/api/calls/${s.id}/end`, { link: s.link });
    expect(end.status).toBe(403);
    expect(end.body.error.message).toBe(CALL_MESSAGES.expertOnly);
    expect((await client.request('POST', `/api/calls/${s.id}/end`, {})).status).toBe(401);
    expect(livekit.calls.length).toBe(calls);
    expect(livekit.participants(s.id)).toEqual([`e-${ada.userId}`]);
  });

  it("are refused on another expert's session like an unknown one", async () => {
    const s = await openSession();
    livekit.addParticipant(s.id, { identity: `c-${s.bookingId}`, name: 'Grace Hopper', role: 'client' });
    const calls = livekit.calls.length;
    const remove = await bob.expert.request('DELETE', `/api/calls/${s.id}/participants/c-${s.bookingId}`);
    expect(remove.status).toBe(404);
    expect(remove.body.error.message).toBe(CALL_MESSAGES.notFound);
    const end = await bob.expert.request('POST', `/api/calls/${s.id}/end`, {});
    expect(end.status).toBe(404);
    expect(end.body.error.message).toBe(CALL_MESSAGES.notFound);
    expect(livekit.calls.length).toBe(calls);
    expect(livekit.participants(s.id)).toEqual([`c-${s.bookingId}`]);
  });

  it('cannot record on LiveKit: the start answers a clear 409', async () => {
    await setPlan(t, 'ada@example.com', 'pro');
    const s = await openSession();
    const res = await ada.expert.request('POST', '/api/recordings', { sessionId: s.id });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(RECORDING_MESSAGES.needsBuiltinMedia);
  });
});

describe("LiveKit's webhooks count call minutes", () => {
  const db = () => t.services.deps.database.db;
  async function usedSeconds(expert: Expert) {
    const month = usageMonthKey(Date.now());
    const [row] = await db()
      .select()
      .from(callsUsageMonths)
      .where(and(eq(callsUsageMonths.userId, expert.userId), eq(callsUsageMonths.month, `${month}-01`)));
    return row?.participantSeconds ?? 0;
  }
  const deliver = async (delivery: { body: string; authorization: string }) =>
    t.client().request('POST', '/api/webhooks/livekit', undefined, {
      raw: delivery.body,
      headers: { authorization: delivery.authorization, 'content-type': 'application/webhook+json' },
    });
  const event = (
    id: string,
    name: 'participant_joined' | 'participant_left',
    room: string,
    identity: string,
  ) => signedLiveKitWebhook(KEYS, { id, event: name, room, identity });

  it('from participant_joined to participant_left, each event once', async () => {
    const s = await openSession(bob);
    const clock = t.services.deps.clock;
    let now = clock.now().getTime();
    const spy = vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
    try {
      const before = await usedSeconds(bob);
      const joined = await event(`EV_join_${s.id}`, 'participant_joined', s.id, `c-${s.bookingId}`);
      const first = await deliver(joined);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ received: true, duplicate: false });
      now += 90_000;
      // LiveKit delivers at least once: the same event again is applied once.
      expect((await deliver(joined)).body).toEqual({ received: true, duplicate: true });
      const left = await event(`EV_left_${s.id}`, 'participant_left', s.id, `c-${s.bookingId}`);
      expect((await deliver(left)).body).toEqual({ received: true, duplicate: false });
      await t.services.deps.callUsage.flush();
      expect((await usedSeconds(bob)) - before).toBe(90);
      expect((await deliver(left)).body).toEqual({ received: true, duplicate: true });
      await t.services.deps.callUsage.flush();
      expect((await usedSeconds(bob)) - before).toBe(90);
    } finally {
      spy.mockRestore();
    }
  });

  it('closes everyone in a room that LiveKit finished, and counts no room that is not a session', async () => {
    const s = await openSession(bob);
    const clock = t.services.deps.clock;
    let now = clock.now().getTime();
    const spy = vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
    try {
      const before = await usedSeconds(bob);
      await deliver(await event(`EV_j1_${s.id}`, 'participant_joined', s.id, `e-${bob.userId}`));
      await deliver(await event(`EV_j2_${s.id}`, 'participant_joined', s.id, `c-${s.bookingId}`));
      // Someone in a room that is no session of ours.
      await deliver(await event(`EV_j3_${s.id}`, 'participant_joined', 'not-a-session', 'c-stranger'));
      now += 45_000;
      const finished = await signedLiveKitWebhook(KEYS, {
        id: `EV_fin_${s.id}`,
        event: 'room_finished',
        room: s.id,
      });
      expect((await deliver(finished)).body).toEqual({ received: true, duplicate: false });
      now += 60_000;
      await deliver(await event(`EV_l3_${s.id}`, 'participant_left', 'not-a-session', 'c-stranger'));
      await t.services.deps.callUsage.flush();
      // Two participants for 45 s each, and nothing after the room finished.
      expect((await usedSeconds(bob)) - before).toBe(90);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a wrong signature with 401 and counts nothing', async () => {
    const s = await openSession(bob);
    const clock = t.services.deps.clock;
    let now = clock.now().getTime();
    const spy = vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
    try {
      const before = await usedSeconds(bob);
      const forged = await signedLiveKitWebhook(
        { apiKey: KEYS.apiKey, apiSecret: 'not-the-secret-of-this-deployment-at-all' },
        { id: `EV_forged_${s.id}`, event: 'participant_joined', room: s.id, identity: `c-${s.bookingId}` },
      );
      const res = await deliver(forged);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Invalid signature');
      // A true signature over another body: the body was changed on the way.
      const real = await event(`EV_tampered_${s.id}`, 'participant_joined', s.id, `c-${s.bookingId}`);
      const tampered = { ...real, body: real.body.replace(s.bookingId, 'someone-else') };
      expect((await deliver(tampered)).status).toBe(401);
      expect((await deliver({ body: real.body, authorization: '' })).status).toBe(401);
      // Signed right, but no event: 400.
      const token = new AccessToken(KEYS.apiKey, KEYS.apiSecret);
      token.sha256 = createHash('sha256').update('not json').digest('base64');
      const malformed = await deliver({ body: 'not json', authorization: await token.toJwt() });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.message).toBe(MALFORMED_LIVEKIT_EVENT);
      now += 60_000;
      // Nothing entered: a true participant_left finds no one to charge.
      await deliver(await event(`EV_left2_${s.id}`, 'participant_left', s.id, `c-${s.bookingId}`));
      await t.services.deps.callUsage.flush();
      expect(await usedSeconds(bob)).toBe(before);
      // And the forged event's id was not taken: the true one with that id still counts.
      const trueJoin = await event(`EV_forged_${s.id}`, 'participant_joined', s.id, `c-${s.bookingId}`);
      expect((await deliver(trueJoin)).body).toEqual({ received: true, duplicate: false });
      now += 30_000;
      await deliver(await event(`EV_left3_${s.id}`, 'participant_left', s.id, `c-${s.bookingId}`));
      await t.services.deps.callUsage.flush();
      expect((await usedSeconds(bob)) - before).toBe(30);
    } finally {
      spy.mockRestore();
    }
  });
});
