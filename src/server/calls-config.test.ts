import { describe, expect, it } from 'vitest';
import { callsConfigFrom, callsProblems, liveKitConnectSources, turnServerFor } from './calls-config';

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

describe('the call media (CALLS_MEDIA, ADR 040)', () => {
  const livekit = {
    CALLS_MEDIA: 'livekit',
    LIVEKIT_URL: 'wss://livekit.example.com/',
    LIVEKIT_API_KEY: 'APIkey',
    LIVEKIT_API_SECRET: 'secret',
  };

  it('is the built-in media server unless told', () => {
    expect(callsProblems({})).toEqual([]);
    expect(callsConfigFrom({})).toMatchObject({ media: 'builtin', livekit: null });
    expect(callsConfigFrom({ CALLS_MEDIA: 'builtin' })).toMatchObject({ media: 'builtin', livekit: null });
  });

  it("is LiveKit with its address and key pair; the server API is the address's http(s) form unless told", () => {
    expect(callsProblems(livekit)).toEqual([]);
    expect(callsConfigFrom(livekit)).toMatchObject({
      media: 'livekit',
      livekit: {
        url: 'wss://livekit.example.com',
        apiUrl: 'https://livekit.example.com',
        apiKey: 'APIkey',
        apiSecret: 'secret',
      },
    });
    const local = {
      ...livekit,
      LIVEKIT_URL: 'ws://127.0.0.1:7880',
      LIVEKIT_API_URL: 'http://10.0.0.5:7880/',
    };
    expect(callsProblems(local)).toEqual([]);
    expect(callsConfigFrom(local).livekit).toMatchObject({
      url: 'ws://127.0.0.1:7880',
      apiUrl: 'http://10.0.0.5:7880',
    });
  });

  it('refuses LiveKit without its address or its key pair, and addresses of the wrong kind', () => {
    expect(callsProblems({ CALLS_MEDIA: 'livekit' })).toEqual([
      '  LIVEKIT_URL: required with CALLS_MEDIA=livekit (the wss:// address browsers connect to)',
      '  LIVEKIT_API_KEY, LIVEKIT_API_SECRET: both required with CALLS_MEDIA=livekit (the key pair of livekit.yaml `keys`)',
    ]);
    expect(callsProblems({ ...livekit, LIVEKIT_API_SECRET: '' })).toEqual([
      '  LIVEKIT_API_KEY, LIVEKIT_API_SECRET: both required with CALLS_MEDIA=livekit (the key pair of livekit.yaml `keys`)',
    ]);
    expect(callsProblems({ ...livekit, LIVEKIT_URL: 'https://livekit.example.com' })).toEqual([
      '  LIVEKIT_URL: a wss:// (or ws://) address, e.g. wss://livekit.example.com',
    ]);
    expect(callsProblems({ ...livekit, LIVEKIT_API_URL: 'wss://api.example.com' })).toEqual([
      "  LIVEKIT_API_URL: an https:// (or http://) address of LiveKit's server API",
    ]);
  });

  it('refuses an unknown media server, and LiveKit settings that would be ignored', () => {
    expect(callsProblems({ CALLS_MEDIA: 'mediasoup' })).toEqual([
      "  CALLS_MEDIA: 'builtin' (the media server in this process) or 'livekit' (a LiveKit deployment)",
    ]);
    expect(callsProblems({ LIVEKIT_API_KEY: 'APIkey', LIVEKIT_API_SECRET: 'secret' })).toEqual([
      '  LIVEKIT_API_KEY, LIVEKIT_API_SECRET: LiveKit settings are used only with CALLS_MEDIA=livekit; set it, or remove them',
    ]);
  });
});

describe("a LiveKit room in the pages' Content-Security-Policy", () => {
  it('lets browsers reach LIVEKIT_URL and its https twin; nothing with the built-in media server', () => {
    const config = (url: string) =>
      callsConfigFrom({
        CALLS_MEDIA: 'livekit',
        LIVEKIT_URL: url,
        LIVEKIT_API_KEY: 'k',
        LIVEKIT_API_SECRET: 's',
      });
    expect(liveKitConnectSources(config('wss://livekit.example.com'))).toEqual([
      'wss://livekit.example.com',
      'https://livekit.example.com',
    ]);
    expect(liveKitConnectSources(config('ws://127.0.0.1:7880'))).toEqual([
      'ws://127.0.0.1:7880',
      'http://127.0.0.1:7880',
    ]);
    expect(liveKitConnectSources(config('wss://acme-x1.livekit.cloud'))).toEqual([
      'wss://acme-x1.livekit.cloud',
      'https://acme-x1.livekit.cloud',
      'wss://*.livekit.cloud',
      'https://*.livekit.cloud',
    ]);
    expect(liveKitConnectSources(callsConfigFrom({}))).toEqual([]);
  });
});
