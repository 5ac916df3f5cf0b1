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

export type CallsConfig = {
  /** STUN/TURN servers, as RTCIceServer objects, for browsers and the media server alike. */
  iceServers: IceServer[];
  /** The UDP ports the media server's ICE uses (open them in the firewall); unset: any free port. */
  rtcPorts: [number, number] | undefined;
  /** Addresses the media server announces besides its interfaces' (behind 1:1 NAT: the public one). */
  announcedAddresses: string[];
};

export type CallsEnv = {
  CALLS_ICE_SERVERS?: string;
  CALLS_RTC_PORTS?: string;
  CALLS_ANNOUNCED_ADDRESSES?: string;
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

/** Whatever is wrong with the call settings, one line each. */
export function callsProblems(e: CallsEnv): string[] {
  return [parseIceServers(e.CALLS_ICE_SERVERS), parsePorts(e.CALLS_RTC_PORTS)]
    .filter((r): r is string => typeof r === 'string')
    .map((line) => `  ${line}`);
}

/** The call settings; only after `callsProblems` found none. */
export function callsConfigFrom(e: CallsEnv): CallsConfig {
  const iceServers = parseIceServers(e.CALLS_ICE_SERVERS);
  const rtcPorts = parsePorts(e.CALLS_RTC_PORTS);
  return {
    iceServers: typeof iceServers === 'string' ? [] : iceServers,
    rtcPorts: typeof rtcPorts === 'string' ? undefined : rtcPorts,
    announcedAddresses: (e.CALLS_ANNOUNCED_ADDRESSES ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  };
}
