import type dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, hasPrivateLiteral, PRIVATE_NETWORK_MESSAGE } from '../../integrations/address-guard';

// ADR 038: a webhook POST. In production a receiver must be https and outside private networks:
// the address is checked as it is resolved for the connection (integrations/address-guard.ts, no
// second lookup a DNS rebinding could answer differently). Redirects are not followed: a 3xx is a
// failed attempt.

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
    if (hasPrivateLiteral(target)) throw new DeliveryError(PRIVATE_NETWORK_MESSAGE);
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
