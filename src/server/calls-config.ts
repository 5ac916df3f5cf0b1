import { createHmac } from 'node:crypto';
import { z } from 'zod';

// The call room's media settings (issue 17, ADR 040). The built-in media server runs in this
// process; browsers and the server find each other with ICE. On one machine or a LAN host
// candidates suffice, so the default lists no ICE servers (and calls no outside service). In
// production, clients behind NAT need a TURN server: coturn (Debian package `coturn`), listed in
// CALLS_ICE_SERVERS for both the browsers and the server.

const iceServer = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export type IceServer = { urls: string[]; username?: string; credential?: string };

/**
 * coturn's REST API credentials (`use-auth-secret` with `static-auth-secret`): each browser that
 * joins gets a username of `<expiry>:<participant>` and an HMAC of it, good until the expiry —
 * no long-lived TURN password in any page.
 */
export type TurnConfig = { urls: string[]; secret: string; ttlSeconds: number };

export type CallsConfig = {
  /** STUN/TURN servers, as RTCIceServer objects, for browsers and the media server alike. */
  iceServers: IceServer[];
  /** A TURN server with time-limited credentials, given to browsers as they join; or none. */
  turn: TurnConfig | null;
  /** The UDP ports the media server's ICE uses (open them in the firewall); unset: any free port. */
  rtcPorts: [number, number] | undefined;
  /** Addresses the media server announces besides its interfaces' (behind 1:1 NAT: the public one). */
  announcedAddresses: string[];
  /** Whose media server hosts the rooms: this process's (werift) or a LiveKit deployment (ADR 040). */
  media: 'builtin' | 'livekit';
  /** The LiveKit deployment, when `media` is 'livekit'. */
  livekit: LiveKitConfig | null;
};

/**
 * A LiveKit deployment (self-hosted livekit-server or LiveKit Cloud): the address browsers connect
 * to, its server API (Twirp over HTTP) and the API key pair that signs join tokens and API calls
 * and verifies its webhooks.
 */
export type LiveKitConfig = { url: string; apiUrl: string; apiKey: string; apiSecret: string };

export type CallsEnv = {
  CALLS_ICE_SERVERS?: string;
  CALLS_TURN_URLS?: string;
  CALLS_TURN_SECRET?: string;
  CALLS_TURN_TTL_SECONDS?: string;
  CALLS_RTC_PORTS?: string;
  CALLS_ANNOUNCED_ADDRESSES?: string;
  CALLS_MEDIA?: string;
  LIVEKIT_URL?: string;
  LIVEKIT_API_URL?: string;
  LIVEKIT_API_KEY?: string;
  LIVEKIT_API_SECRET?: string;
};

const PORTS = /^(\d{1,5})-(\d{1,5})$/;

function parseIceServers(value: string | undefined): IceServer[] | string {
  if (!value) return [];
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return 'CALLS_ICE_SERVERS: a JSON list of ICE servers, e.g. [{"urls":"turn:turn.example.com:3478","username":"…","credential":"…"}]';
  }
  const parsed = z.array(iceServer).safeParse(json);
  if (!parsed.success) return 'CALLS_ICE_SERVERS: each server needs "urls" (a string or a list of strings)';
  return parsed.data.map((s) => ({ ...s, urls: typeof s.urls === 'string' ? [s.urls] : s.urls }));
}

function parsePorts(value: string | undefined): [number, number] | undefined | string {
  if (!value) return undefined;
  const match = PORTS.exec(value.trim());
  const [from, to] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || from < 1024 || to > 65535 || from > to) {
    return 'CALLS_RTC_PORTS: a range of UDP ports like 40000-40199 (from 1024 to 65535)';
  }
  return [from, to];
}

/** A day: long enough for any session; a joining browser gets fresh credentials each time. */
const DEFAULT_TURN_TTL_SECONDS = 24 * 60 * 60;

function parseTurn(e: CallsEnv): TurnConfig | null | string {
  const urls = (e.CALLS_TURN_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const secret = e.CALLS_TURN_SECRET?.trim() ?? '';
  if (urls.length === 0 && !secret) return null;
  if (urls.length === 0 || !secret) {
    return "CALLS_TURN_URLS and CALLS_TURN_SECRET: set both (the TURN addresses and coturn's static-auth-secret), or neither";
  }
  if (urls.some((u) => !/^turns?:[^\s]+$/.test(u))) {
    return 'CALLS_TURN_URLS: TURN addresses like turn:turn.example.com:3478?transport=udp, separated by commas';
  }
  const ttl = e.CALLS_TURN_TTL_SECONDS ? Number(e.CALLS_TURN_TTL_SECONDS) : DEFAULT_TURN_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl < 60 || ttl > 7 * 24 * 60 * 60) {
    return 'CALLS_TURN_TTL_SECONDS: whole seconds from 60 to 604800';
  }
  return { urls, secret, ttlSeconds: ttl };
}

const LIVEKIT_KEYS = ['LIVEKIT_URL', 'LIVEKIT_API_URL', 'LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'] as const;

function urlWithScheme(value: string, schemes: string[]): boolean {
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The LiveKit settings (CALLS_MEDIA=livekit), or none, or what is wrong with them (one line each). */
function parseLiveKit(e: CallsEnv): LiveKitConfig | null | string[] {
  const media = e.CALLS_MEDIA?.trim() || 'builtin';
  if (media !== 'builtin' && media !== 'livekit') {
    return ["CALLS_MEDIA: 'builtin' (the media server in this process) or 'livekit' (a LiveKit deployment)"];
  }
  const value = (key: (typeof LIVEKIT_KEYS)[number]) => e[key]?.trim() ?? '';
  if (media === 'builtin') {
    const stray = LIVEKIT_KEYS.filter((key) => value(key) !== '');
    return stray.length === 0
      ? null
      : [
          `${stray.join(', ')}: LiveKit settings are used only with CALLS_MEDIA=livekit; set it, or remove them`,
        ];
  }
  const problems: string[] = [];
  const url = value('LIVEKIT_URL').replace(/\/$/, '');
  if (!url)
    problems.push('LIVEKIT_URL: required with CALLS_MEDIA=livekit (the wss:// address browsers connect to)');
  else if (!urlWithScheme(url, ['wss:', 'ws:']))
    problems.push('LIVEKIT_URL: a wss:// (or ws://) address, e.g. wss://livekit.example.com');
  const apiUrl = (value('LIVEKIT_API_URL') || url.replace(/^ws/, 'http')).replace(/\/$/, '');
  if (value('LIVEKIT_API_URL') && !urlWithScheme(apiUrl, ['https:', 'http:']))
    problems.push("LIVEKIT_API_URL: an https:// (or http://) address of LiveKit's server API");
  if (!value('LIVEKIT_API_KEY') || !value('LIVEKIT_API_SECRET'))
    problems.push(
      'LIVEKIT_API_KEY, LIVEKIT_API_SECRET: both required with CALLS_MEDIA=livekit (the key pair of livekit.yaml `keys`)',
    );
  if (problems.length > 0) return problems;
  return { url, apiUrl, apiKey: value('LIVEKIT_API_KEY'), apiSecret: value('LIVEKIT_API_SECRET') };
}

/** Whatever is wrong with the call settings, one line each. */
export function callsProblems(e: CallsEnv): string[] {
  const livekit = parseLiveKit(e);
  return [
    parseIceServers(e.CALLS_ICE_SERVERS),
    parsePorts(e.CALLS_RTC_PORTS),
    parseTurn(e),
    ...(Array.isArray(livekit) ? livekit : []),
  ]
    .filter((r): r is string => typeof r === 'string')
    .map((line) => `  ${line}`);
}

/** The call settings; only after `callsProblems` found none. */
export function callsConfigFrom(e: CallsEnv): CallsConfig {
  const iceServers = parseIceServers(e.CALLS_ICE_SERVERS);
  const rtcPorts = parsePorts(e.CALLS_RTC_PORTS);
  const turn = parseTurn(e);
  const livekit = parseLiveKit(e);
  return {
    iceServers: typeof iceServers === 'string' ? [] : iceServers,
    turn: typeof turn === 'string' ? null : turn,
    rtcPorts: typeof rtcPorts === 'string' ? undefined : rtcPorts,
    announcedAddresses: (e.CALLS_ANNOUNCED_ADDRESSES ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    media: livekit && !Array.isArray(livekit) ? 'livekit' : 'builtin',
    livekit: livekit && !Array.isArray(livekit) ? livekit : null,
  };
}

/**
 * One browser's TURN server with credentials for coturn's REST API (draft-uberti-behave-turn-rest):
 * username `<unix expiry>:<participant id>`, credential base64(HMAC-SHA1(secret, username)).
 */
export function turnServerFor(turn: TurnConfig, participantId: string, nowMs: number): IceServer {
  const username = `${Math.floor(nowMs / 1000) + turn.ttlSeconds}:${participantId}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return { urls: turn.urls, username, credential };
}

/**
 * What the pages' Content-Security-Policy must let browsers reach for a LiveKit room (connect-src):
 * the signalling WebSocket at LIVEKIT_URL and its https twin (livekit-client validates a refused
 * connection over HTTP). LiveKit Cloud moves a connection to another region's host of its domain.
 */
export function liveKitConnectSources(calls: Pick<CallsConfig, 'livekit'>): string[] {
  if (!calls.livekit) return [];
  const ws = new URL(calls.livekit.url);
  const http = new URL(calls.livekit.url.replace(/^ws/, 'http'));
  const sources = [ws.origin, http.origin];
  if (ws.hostname.endsWith('.livekit.cloud'))
    sources.push('wss://*.livekit.cloud', 'https://*.livekit.cloud');
  return sources;
}
