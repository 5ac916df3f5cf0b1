import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

// ADR 038: a webhook POST. In production a receiver must be https and outside private networks:
// the address is checked as it is resolved for the connection (no second lookup a DNS rebinding
// could answer differently). Redirects are not followed: a 3xx is a failed attempt.

export const DELIVERY_TIMEOUT_MS = 10_000;

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly responseStatus: number | null = null,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export const PRIVATE_NETWORK_MESSAGE = 'Refused: the address is on a private network';

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

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateRanges.check(mapped, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return false;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
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

function reason(error: NodeJS.ErrnoException): string {
  if (error.code === 'EPRIVATE') return PRIVATE_NETWORK_MESSAGE;
  if (error.code === 'ENOTFOUND') return 'Could not find the host';
  if (error.code) return `Could not connect: ${error.code}`;
  return error.message;
}

/** POSTs `body`; resolves with the 2xx status, or throws a DeliveryError saying what went wrong. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivateNetworks: boolean; timeoutMs?: number },
): Promise<number> {
  const target = new URL(url);
  if (!options.allowPrivateNetworks) {
    if (target.protocol !== 'https:') throw new DeliveryError('Refused: webhook URLs must use https');
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(literal) && isPrivateAddress(literal)) throw new DeliveryError(PRIVATE_NETWORK_MESSAGE);
  }
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Slotwise-Webhooks/1.0',
        },
        ...(options.allowPrivateNetworks ? {} : { lookup: guardedLookup as typeof dns.lookup }),
      },
      (response) => {
        // The body is not kept: the status says whether it arrived.
        response.resume();
        response.on('end', () => {
          clearTimeout(timer);
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(status);
          else reject(new DeliveryError(`The receiver answered ${status}`, status));
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(new DeliveryError(reason(error), response.statusCode ?? null));
        });
      },
    );
    const timer = setTimeout(() => {
      request.destroy(
        Object.assign(new Error(`Timed out after ${timeoutMs / 1000} s`), { code: 'ETIMEDOUT' }),
      );
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new DeliveryError(
          error.code === 'ETIMEDOUT' ? `Timed out after ${timeoutMs / 1000} s` : reason(error),
        ),
      );
    });
    request.end(body);
  });
}
