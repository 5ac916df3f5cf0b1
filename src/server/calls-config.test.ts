import { describe, expect, it } from 'vitest';
import { callsConfigFrom, callsProblems, turnServerFor } from './calls-config';

// Issue 17, ADR 040: TURN credentials for coturn's REST API (use-auth-secret), made per browser.

describe('TURN credentials', () => {
  const turn = { urls: ['turn:turn.example.com:3478'], secret: 'north-wind', ttlSeconds: 86_400 };

  it("are '<expiry>:<participant>' and base64(HMAC-SHA1(secret, username)), as coturn checks them", () => {
    // The credential as openssl computes it:
    // printf '1700086400:p-1' | openssl dgst -sha1 -hmac north-wind -binary | base64
    expect(turnServerFor(turn, 'p-1', 1_700_000_000_000)).toEqual({
      urls: ['turn:turn.example.com:3478'],
      username: '1700086400:p-1',
      credential: 'c8NKIz8WAYdQDEhsnOgZL97Vylc=',
    });
  });

  it('come from CALLS_TURN_URLS and CALLS_TURN_SECRET, with a day to live unless told', () => {
    const env = {
      CALLS_TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349',
      CALLS_TURN_SECRET: 'north-wind',
    };
    expect(callsProblems(env)).toEqual([]);
    expect(callsConfigFrom(env).turn).toEqual({
      urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
      secret: 'north-wind',
      ttlSeconds: 86_400,
    });
    expect(callsConfigFrom({ ...env, CALLS_TURN_TTL_SECONDS: '3600' }).turn?.ttlSeconds).toBe(3600);
    expect(callsConfigFrom({}).turn).toBeNull();
  });

  it('refuse half a setting, addresses that are not TURN, and a lifetime out of range', () => {
    expect(callsProblems({ CALLS_TURN_URLS: 'turn:turn.example.com' })).toEqual([
      "  CALLS_TURN_URLS and CALLS_TURN_SECRET: set both (the TURN addresses and coturn's static-auth-secret), or neither",
    ]);
    expect(callsProblems({ CALLS_TURN_URLS: 'https://turn.example.com', CALLS_TURN_SECRET: 's' })).toEqual([
      '  CALLS_TURN_URLS: TURN addresses like turn:turn.example.com:3478?transport=udp, separated by commas',
    ]);
    expect(
      callsProblems({
        CALLS_TURN_URLS: 'turn:t.example.com',
        CALLS_TURN_SECRET: 's',
        CALLS_TURN_TTL_SECONDS: '10',
      }),
    ).toEqual(['  CALLS_TURN_TTL_SECONDS: whole seconds from 60 to 604800']);
  });
});
