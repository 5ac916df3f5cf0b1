import { isIPv4 } from 'node:net';
import { toAsciiDomain } from '../domain/booking-page/custom-domain';

// Custom domains (issue 19, ADR 054): where experts point their domains (the A record's address
// and the CNAME target the setup screen shows) and how the server checks that they did (the DNS
// resolver). `doh` asks a public DNS-over-HTTPS resolver's JSON API (spec doc 2 §7: a GET with a
// name query); `server` asks DNS servers of the operator's choosing over the DNS protocol (tests
// point it at a local dns2 server); `sandbox` answers every name with our own address, so a local
// install can connect and serve a domain end to end, and is refused in production.

export type DnsResolverConfig =
  | { kind: 'doh'; url: string; timeoutMs: number }
  | { kind: 'server'; servers: string[]; timeoutMs: number }
  | { kind: 'sandbox' };

export type DomainsConfig = {
  /**
   * The records the setup asks for; null in production without DOMAINS_A_RECORD (custom domains
   * are then not offered: the API answers 409).
   */
  target: { aRecord: string; cnameTarget: string } | null;
  resolver: DnsResolverConfig;
};

export type DomainsEnv = {
  NODE_ENV: string;
  DOMAINS_A_RECORD?: string;
  DOMAINS_CNAME_TARGET?: string;
  DNS_RESOLVER?: 'doh' | 'server' | 'sandbox';
  DNS_DOH_URL?: string;
  DNS_SERVERS?: string;
  DNS_TIMEOUT_MS?: string;
};

/** Cloudflare's JSON API; Google's (https://dns.google/resolve) answers the same shape. */
export const DEFAULT_DOH_URL = 'https://cloudflare-dns.com/dns-query';
const DEFAULT_TIMEOUT_MS = 5000;

const resolverKind = (e: DomainsEnv) => e.DNS_RESOLVER ?? (e.NODE_ENV === 'production' ? 'doh' : 'sandbox');

/** `host:port` or `host` (port 53); IPv6 in brackets when a port follows. */
function parseServer(value: string): string | null {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([0-9.]+))(?::(\d{1,5}))?$/.exec(value.trim());
  if (!match) return null;
  const port = match[3] ? Number(match[3]) : 53;
  if (port < 1 || port > 65535) return null;
  return match[1] ? `[${match[1]}]:${port}` : `${match[2]}:${port}`;
}

export function domainsProblems(e: DomainsEnv, publicUrl: string): string[] {
  const problems: string[] = [];
  const kind = resolverKind(e);
  if (e.DOMAINS_A_RECORD && !isIPv4(e.DOMAINS_A_RECORD)) {
    problems.push('  DOMAINS_A_RECORD: an IPv4 address (the one custom domains point their A record at)');
  }
  const cname = e.DOMAINS_CNAME_TARGET ?? new URL(publicUrl).hostname;
  if (e.DOMAINS_CNAME_TARGET && !toAsciiDomain(e.DOMAINS_CNAME_TARGET)) {
    problems.push(`  DOMAINS_CNAME_TARGET: a host name (got ${cname})`);
  }
  if (kind === 'sandbox' && e.NODE_ENV === 'production') {
    problems.push(
      '  DNS_RESOLVER: the sandbox resolver passes every domain without asking DNS and cannot be used in production',
    );
  }
  if (kind === 'server') {
    const servers = (e.DNS_SERVERS ?? '').split(',').filter((s) => s.trim() !== '');
    if (servers.length === 0)
      problems.push('  DNS_SERVERS: required when DNS_RESOLVER=server (e.g. 127.0.0.1:53)');
    for (const server of servers) {
      if (!parseServer(server))
        problems.push(`  DNS_SERVERS: an IP address with an optional port (got ${server})`);
    }
  }
  if (kind === 'doh' && e.DNS_DOH_URL) {
    const url = URL.canParse(e.DNS_DOH_URL) ? new URL(e.DNS_DOH_URL) : null;
    if (!url || (url.protocol !== 'https:' && (e.NODE_ENV === 'production' || url.protocol !== 'http:'))) {
      problems.push('  DNS_DOH_URL: an https address of a DNS-over-HTTPS JSON API');
    }
  }
  if (e.DNS_TIMEOUT_MS && !/^\d+$/.test(e.DNS_TIMEOUT_MS)) {
    problems.push('  DNS_TIMEOUT_MS: a number of milliseconds');
  }
  return problems;
}

export function domainsConfigFrom(e: DomainsEnv, publicUrl: string): DomainsConfig {
  const kind = resolverKind(e);
  const timeoutMs = e.DNS_TIMEOUT_MS ? Number(e.DNS_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  const aRecord = e.DOMAINS_A_RECORD ?? (e.NODE_ENV === 'production' ? null : '127.0.0.1');
  const cnameTarget = toAsciiDomain(e.DOMAINS_CNAME_TARGET ?? '') ?? new URL(publicUrl).hostname;
  const resolver: DnsResolverConfig =
    kind === 'doh'
      ? { kind, url: e.DNS_DOH_URL ?? DEFAULT_DOH_URL, timeoutMs }
      : kind === 'server'
        ? {
            kind,
            servers: (e.DNS_SERVERS ?? '')
              .split(',')
              .filter((s) => s.trim() !== '')
              .map((s) => parseServer(s)!),
            timeoutMs,
          }
        : { kind };
  return { target: aRecord ? { aRecord, cnameTarget } : null, resolver };
}
