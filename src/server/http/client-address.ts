import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Whose X-Forwarded-For to believe (ADR 025). `off`: nobody's, the socket's address is the
 * client. `hops`: that many proxies stand in front of every request. `proxies`: requests that
 * come from these addresses (CIDRs) were forwarded by our own proxies.
 */
export type TrustProxy =
  | { kind: 'off' }
  | { kind: 'hops'; hops: number }
  | { kind: 'proxies'; list: string[]; blockList: BlockList };

/** Reads TRUST_PROXY: unset, `off` or `false`; a number of hops; or a comma-separated CIDR list. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '' || v === 'off' || v === 'false' || v === '0') return { kind: 'off' };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new Error('TRUST_PROXY: at most 10 proxy hops');
    return { kind: 'hops', hops };
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const blockList = new BlockList();
  for (const entry of list) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) {
      throw new Error(`TRUST_PROXY: "${entry}" is not off, a number of hops or an IP address/CIDR`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      blockList.addAddress(address, type);
    } else {
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) {
        throw new Error(`TRUST_PROXY: "${entry}" has an invalid prefix length`);
      }
      blockList.addSubnet(address, bits, type);
    }
  }
  return { kind: 'proxies', list, blockList };
}

/** An address as written by sockets and proxies: IPv4-mapped IPv6 and ports removed. */
export function normaliseAddress(raw: string): string | undefined {
  let a = raw.trim();
  const bracketed = a.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) a = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  if (a.toLowerCase().startsWith('::ffff:') && isIP(a.slice(7)) === 4) a = a.slice(7);
  return isIP(a) === 0 ? undefined : a.toLowerCase();
}

function isTrusted(trust: TrustProxy & { kind: 'proxies' }, address: string): boolean {
  return trust.blockList.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address from the socket's and the X-Forwarded-For header. Each proxy appends the
 * address it received the request from, so only the right end of the header is written by our
 * proxies: walk it from the right past the trusted hops, and never read further left, where the
 * client writes what it likes. An entry that is not an address stops the walk at the last good one.
 */
export function resolveClientAddress(
  remote: string | undefined,
  forwardedFor: string | undefined | null,
  trust: TrustProxy,
): string {
  const socket = remote ? (normaliseAddress(remote) ?? remote) : 'unknown';
  if (trust.kind === 'off' || !forwardedFor) return socket;
  // Nearest first: the socket's peer, then the header's entries from the right.
  const chain = [socket, ...forwardedFor.split(',').reverse()];
  let client = socket;
  for (let i = 1; i < chain.length; i++) {
    const previousIsProxy = trust.kind === 'hops' ? i <= trust.hops : isTrusted(trust, client);
    if (!previousIsProxy) break;
    const next = normaliseAddress(chain[i]!);
    if (!next) break;
    client = next;
  }
  return client;
}

/** The requesting client's address (the socket's when the request did not come through Node). */
export function clientAddress(c: Context, trust: TrustProxy): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    // app.fetch called directly (no Node socket), as in-process tests do without an address.
  }
  return resolveClientAddress(remote, c.req.header('x-forwarded-for'), trust);
}
