import { AddressRefusedError, publicOnlyFetch } from '../address-guard';
import { CalendarAddressError, CalendarAuthError, CalendarUnavailableError } from './port';

// The HTTP side of the CalDAV adapter: every request tsdav makes goes through `davFetch`, which
// turns the server's answers into the port's errors in one place. Credentials travel only in the
// Authorization header and appear in no message.

export type CaldavCredentials = {
  serverUrl: string;
  username: string;
  password: string;
  /** Found at connect; the account's stable id. */
  principalUrl: string;
  /** The calendar home: calendars live under it, and only its origin is sent the password. */
  homeUrl: string;
};

export function basicAuth(username: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}` };
}

/** '401 Unauthorized: Access to the requested resource forbidden.': the status and a short plain-text body. */
export async function reasonOf(response: Response): Promise<string> {
  const body = (await response.text().catch(() => '')).trim();
  const plain = body !== '' && !body.startsWith('<') && body.length <= 300 ? body : '';
  return [`${response.status} ${response.statusText}`.trim(), plain].filter(Boolean).join(': ');
}

/** Production (ADR 039): public addresses only, checked as each connection resolves its host. */
export type DavAddressPolicy = { allowPrivateNetworks: boolean; allowHttp: boolean };

/**
 * A fetch for tsdav: unreachable, timed out or 5xx → CalendarUnavailableError; 401 (and 403 while
 * connecting, where it means the account is refused) → CalendarAuthError with the server's reason;
 * an address the policy refuses (on every request, so a DNS answer that changes later cannot
 * reach inside) → CalendarAddressError.
 */
export function davFetch(
  phase: 'connect' | 'use',
  timeoutMs: number,
  policy: DavAddressPolicy = { allowPrivateNetworks: true, allowHttp: true },
): typeof fetch {
  const send = policy.allowPrivateNetworks ? fetch : publicOnlyFetch({ allowHttp: policy.allowHttp });
  return async (input, init) => {
    let response: Response;
    try {
      response = await send(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      if (err instanceof AddressRefusedError) throw new CalendarAddressError(err.reason);
      throw new CalendarUnavailableError(`The CalDAV server could not be reached: ${causeOf(err)}`);
    }
    if (response.status === 401 || (phase === 'connect' && response.status === 403))
      throw new CalendarAuthError(await reasonOf(response));
    if (response.status >= 500)
      throw new CalendarUnavailableError(`The CalDAV server answered ${await reasonOf(response)}`);
    return response;
  };
}

function causeOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return 'no answer in time';
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? err.message;
}

export function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Reads what the feature stored; anything missing means the account must be connected again. */
export function readCredentials(stored: Record<string, string | number | null>): CaldavCredentials {
  const fields = ['serverUrl', 'username', 'password', 'principalUrl', 'homeUrl'] as const;
  const out = {} as CaldavCredentials;
  for (const field of fields) {
    const value = stored[field];
    if (typeof value !== 'string' || value === '')
      throw new CalendarAuthError('The stored CalDAV credentials are incomplete');
    out[field] = value;
  }
  return out;
}

/** The password goes to the calendar home's server only, never to a URL another answer pointed at. */
export function assertSameOrigin(url: string, homeUrl: string): void {
  if (new URL(url).origin !== new URL(homeUrl).origin)
    throw new Error('This URL is not on the account’s CalDAV server');
}
