import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

// Addresses an expert types for the server to call (webhook receivers, ADR 038; CalDAV servers,
// ADR 039). In production they must stay outside loopback, private, link-local and unique-local
// networks. The check happens as each connection resolves its host (the `lookup` of the request),
// so there is no second lookup a DNS rebinding could answer differently.

export const PRIVATE_NETWORK_MESSAGE = 'Refused: the address is on a private network';

export const NOT_HTTPS_MESSAGE = 'Refused: the address must start with https://';

/** A request refused before it left: not https, or a host on a private network. */
export class AddressRefusedError extends Error {
  constructor(readonly reason: 'not-https' | 'private-network') {
    super(reason === 'not-https' ? NOT_HTTPS_MESSAGE : PRIVATE_NETWORK_MESSAGE);
    this.name = 'AddressRefusedError';
  }
}

/**
 * Why `url` is refused before anything is sent (the scheme, an IP literal on a private network),
 * or null; a host name is checked later, as each connection resolves it.
 */
export function refusedUpFront(
  url: URL,
  policy: { allowHttp: boolean; allowPrivateNetworks: boolean },
): AddressRefusedError | null {
  const https = url.protocol === 'https:' || (url.protocol === 'http:' && policy.allowHttp);
  if (!https) return new AddressRefusedError('not-https');
  if (!policy.allowPrivateNetworks && hasPrivateLiteral(url))
    return new AddressRefusedError('private-network');
  return null;
}

const privateRanges = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(address, prefix, 'ipv6');
}

/** Loopback, private, link-local, unique-local, carrier-grade NAT, multicast and reserved addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateRanges.check(mapped, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return false;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether the URL names a private address itself (an IP literal; names are checked as they resolve). */
export function hasPrivateLiteral(url: URL): boolean {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  return net.isIP(literal) !== 0 && isPrivateAddress(literal);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http(s).request that fails (code EPRIVATE) when any answer is private. */
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    if (addresses.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error(PRIVATE_NETWORK_MESSAGE), { code: 'EPRIVATE' }), '');
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}

// Kept-alive sockets of guarded requests only: a pooled socket is reused only by a request to the
// same host and port, and every one of them was connected through the guarded lookup.
const guardedAgents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

function headersOf(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/**
 * A `fetch` that reaches public addresses only: https (http only with `allowHttp`), no IP literal
 * on a private network, and every connection's DNS answers checked by `guardedLookup`. Redirects
 * are handed back, never followed (a redirect could point anywhere). Refusals reject with
 * AddressRefusedError; other failures as fetch does (a TypeError with the cause).
 */
export function publicOnlyFetch(
  options: {
    allowHttp?: boolean;
    /** Tests only: resolves names in place of the guarded DNS lookup. */
    lookup?: typeof dns.lookup;
  } = {},
): typeof fetch {
  const lookup = options.lookup ?? (guardedLookup as typeof dns.lookup);
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const refused = refusedUpFront(url, {
      allowHttp: options.allowHttp === true,
      allowPrivateNetworks: false,
    });
    if (refused) throw refused;
    const body = init.body == null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer());
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(new Headers(init.headers)),
          lookup,
          // A test's own lookup never fills the guarded pool.
          agent: options.lookup ? false : guardedAgents[url.protocol === 'https:' ? 'https:' : 'http:'],
          ...(init.signal ? { signal: init.signal } : {}),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 502;
            const empty = status === 204 || status === 205 || status === 304;
            const response = new Response(empty ? null : Buffer.concat(chunks), {
              status,
              statusText: incoming.statusMessage ?? '',
              headers: headersOf(incoming.headers),
            });
            Object.defineProperty(response, 'url', { value: url.href });
            resolve(response);
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // As fetch: an aborted request rejects with the signal's reason (a TimeoutError for AbortSignal.timeout).
        if (init.signal?.aborted) reject(init.signal.reason);
        else if (error.code === 'EPRIVATE') reject(new AddressRefusedError('private-network'));
        else reject(new TypeError('fetch failed', { cause: error }));
      });
      request.end(body);
    });
  };
}
