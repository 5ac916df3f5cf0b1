import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RTCPeerConnection } from 'werift';
import { type IceServer, turnServerFor } from './calls-config';
import { type Coturn, startCoturn } from './testing/coturn';

// The TURN credentials the call room hands each browser (turnServerFor, coturn's REST API),
// against a real coturn from Debian started with `use-auth-secret` as the README documents.
// werift stands in for the browsers: peers restricted to relay candidates, so every packet
// between them passes through coturn.

let coturn: Coturn;

beforeAll(async () => {
  coturn = await startCoturn();
}, 30_000);

afterAll(async () => {
  await coturn?.close();
});

const DAY_S = 86_400;

/** coturn checks expiries on the machine's clock, not on a pinned Date (ADR 029). */
const machineNow = () => Math.round(performance.timeOrigin + performance.now());

function relayOnly(server: IceServer): RTCPeerConnection {
  return new RTCPeerConnection({
    iceServers: [{ urls: server.urls[0]!, username: server.username, credential: server.credential }],
    iceTransportPolicy: 'relay',
  });
}

/**
 * The candidate lines of a peer's offer once gathering completes, or what it has after `waitMs`:
 * coturn answers a good allocation in milliseconds, while a refused one would leave werift
 * retrying for seconds.
 */
async function gatheredCandidates(server: IceServer, waitMs = 3000): Promise<string[]> {
  const pc = relayOnly(server);
  const candidates: string[] = [];
  pc.onIceCandidate.subscribe((candidate) => {
    if (candidate) candidates.push(candidate.toJSON().candidate ?? '');
  });
  try {
    pc.createDataChannel('probe');
    // werift gathers within setLocalDescription.
    const gathered = pc.createOffer().then((offer) => pc.setLocalDescription(offer));
    await Promise.race([gathered, new Promise((resolve) => setTimeout(resolve, waitMs))]);
    return candidates;
  } finally {
    void pc.close();
  }
}

/** coturn's log line for credentials it refused (a wrong password or a past expiry alike). */
const refusal = (username: string | undefined) =>
  `check_stun_auth: Cannot find credentials of user <${username}>`;

describe('TURN credentials against coturn', () => {
  it('a participant gets a relay address with its own time-limited credentials', async () => {
    const server = turnServerFor(
      { urls: [coturn.url], secret: coturn.secret, ttlSeconds: DAY_S },
      'p-1',
      machineNow(),
    );
    const candidates = await gatheredCandidates(server);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatch(/^candidate:\S+ 1 udp \d+ 127\.0\.0\.1 \d+ typ relay /);
    expect(coturn.output()).not.toContain(refusal(server.username));
  });

  it('two relay-only peers talk through coturn', async () => {
    const now = machineNow();
    const turn = { urls: [coturn.url], secret: coturn.secret, ttlSeconds: DAY_S };
    const expert = relayOnly(turnServerFor(turn, 'expert', now));
    const client = relayOnly(turnServerFor(turn, 'client', now));
    try {
      const channel = expert.createDataChannel('chat');
      const received = new Promise<string>((resolve) => {
        client.onDataChannel.subscribe((incoming) => {
          incoming.onMessage.subscribe((data) => resolve(data.toString()));
        });
      });
      const opened = new Promise<void>((resolve) =>
        channel.stateChanged.subscribe((s) => s === 'open' && resolve()),
      );
      await expert.setLocalDescription(await expert.createOffer());
      await waitGathered(expert);
      await client.setRemoteDescription(expert.localDescription!);
      await client.setLocalDescription(await client.createAnswer());
      await waitGathered(client);
      await expert.setRemoteDescription(client.localDescription!);
      await opened;
      channel.send('Hello through the relay');
      expect(await received).toBe('Hello through the relay');
      // Relay-only, so the pair both ends chose is relay to relay.
      expect(expert.localDescription!.sdp).toMatch(/typ relay/);
      expect(expert.localDescription!.sdp).not.toMatch(/typ host/);
    } finally {
      await Promise.all([expert.close(), client.close()]);
    }
  });

  it('credentials signed with another secret get no relay address', async () => {
    const server = turnServerFor(
      { urls: [coturn.url], secret: 'not-the-secret', ttlSeconds: DAY_S },
      'p-2',
      machineNow(),
    );
    expect(await gatheredCandidates(server)).toEqual([]);
    expect(coturn.output()).toContain(refusal(server.username));
  });

  it('credentials past their expiry get no relay address', async () => {
    // Issued two days ago for one day: the username's expiry is a day in the past.
    const server = turnServerFor(
      { urls: [coturn.url], secret: coturn.secret, ttlSeconds: DAY_S },
      'p-3',
      machineNow() - 2 * DAY_S * 1000,
    );
    expect(await gatheredCandidates(server)).toEqual([]);
    expect(coturn.output()).toContain(refusal(server.username));
  });

  it("runs on another clock when asked (the end-to-end server's pinned one), and checks expiries on it", async () => {
    const monthAgo = machineNow() - 30 * DAY_S * 1000;
    const shifted = await startCoturn({ now: monthAgo });
    try {
      const turn = { urls: [shifted.url], secret: shifted.secret, ttlSeconds: DAY_S };
      // Good a day after its clock: a relay.
      const fresh = turnServerFor(turn, 'p-4', monthAgo);
      expect(await gatheredCandidates(fresh)).toHaveLength(1);
      // Issued on the machine's clock two days before that month ago: expired on its clock.
      const stale = turnServerFor(turn, 'p-5', monthAgo - 2 * DAY_S * 1000);
      expect(await gatheredCandidates(stale)).toEqual([]);
      expect(shifted.output()).toContain(refusal(stale.username));
    } finally {
      await shifted.close();
    }
  }, 30_000);

  it('fails with a message saying how coturn is installed when it is missing (no test is skipped)', async () => {
    await expect(startCoturn({ bin: '/nonexistent/turnserver' })).rejects.toThrow(
      'coturn is not installed (/nonexistent/turnserver). `.ci/run` installs it from Debian; on this machine run: apt-get install -y coturn',
    );
  });
});

function waitGathered(pc: RTCPeerConnection): Promise<void> {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') resolve();
    pc.iceGatheringStateChange.subscribe((state) => state === 'complete' && resolve());
  });
}
