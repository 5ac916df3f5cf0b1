import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Coturn, startCoturn } from '../src/server/testing/coturn';
import {
  type CallStand,
  expectReceiving,
  joinCall,
  openCallStand,
  participantIds,
  soonOnTheGrid,
} from './support/call-stand';

// Issue 17: a call through a TURN server, as for clients behind a NAT that lets nothing else
// through. Debian's coturn runs with the REST API auth the README documents
// (`use-auth-secret`), the server is given CALLS_TURN_URLS and CALLS_TURN_SECRET, and every
// browser here may use relay candidates only (iceTransportPolicy 'relay', set by an init script
// as a strict network would force it): the expert and a client still receive each other's audio
// issued it.

const KEY = 'e2e-call-turn-link-signing-key-0123456789abcdef';

let coturn: Coturn;
let stand: CallStand;

type Relayed = Window & { __peers?: RTCPeerConnection[] };

/**
 * Every RTCPeerConnection of the page's browser context uses relay candidates only, and is kept
 * in `window.__peers` for the test to read its stats.
 */
async function relayOnly(page: Page) {
  await page.context().addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    (window as Relayed).__peers = peers;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super({ ...config, iceTransportPolicy: 'relay' });
        peers.push(this);
      }
    };
  });
}

/** The type of the local candidate in the pair the page's call connection selected. */
function selectedLocalCandidateType(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const pc = (window as Relayed).__peers?.at(-1);
    if (!pc) return null;
    const report = await pc.getStats();
    let pairId: string | undefined;
    report.forEach((stat) => {
      if (stat.type === 'transport') pairId = stat.selectedCandidatePairId;
    });
    const pair = pairId ? report.get(pairId) : undefined;
    return pair ? (report.get(pair.localCandidateId)?.candidateType ?? null) : null;
  });
}

beforeAll(async () => {
  // coturn checks the credentials' expiry on its clock: the run's pinned one, as the server's.
  coturn = await startCoturn({ now: Date.now() });
  stand = await openCallStand(KEY, {
    CALLS_TURN_URLS: coturn.url,
    CALLS_TURN_SECRET: coturn.secret,
    // coturn relays from 127.0.0.1 here, which reaches only loopback peers: the media server
    // offers a loopback candidate too (in production both have public addresses).
    CALLS_ANNOUNCED_ADDRESSES: '127.0.0.1',
  });
}, 180_000);

afterAll(async () => {
  await stand?.close();
  await coturn?.close();
});

describe('a call through TURN', () => {
  it('carries audio and video both ways when browsers may only use the relay', async () => {
    const start = soonOnTheGrid();
    const sessionId = await stand.groupSession('Career reset, behind a strict firewall', start);
    const link = await stand.seat(sessionId, 'Dara', start);
    const client = await stand.newPage();
    await relayOnly(stand.maya);
    await relayOnly(client);

    await joinCall(stand.maya, `${stand.server.url}/s/${sessionId}`);
    await joinCall(client, `${stand.server.url}/s/${sessionId}?link=${encodeURIComponent(link)}`);
    for (const page of [stand.maya, client]) {
      await page.waitForFunction(() => window.__slotwiseCall?.snapshot().participants.length === 2);
    }
    for (const page of [stand.maya, client]) await expectReceiving(page, await participantIds(page));

    // Each browser's connection is relayed: its selected pair's local candidate is coturn's.
    for (const page of [stand.maya, client]) {
      expect(await selectedLocalCandidateType(page)).toBe('relay');
    }
    // coturn allocated a relay for each participant, under '<expiry>:<participant id>'.
    const you = (page: Page) => page.evaluate(() => window.__slotwiseCall!.snapshot().you);
    for (const id of [await you(stand.maya), await you(client)]) {
      expect(coturn.output()).toMatch(
        new RegExp(`user <\\d+:${id}>: incoming packet ALLOCATE processed, success`),
      );
    }
  });
});
