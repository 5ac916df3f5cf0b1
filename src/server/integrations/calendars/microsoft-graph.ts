import {
  Client,
  type Context,
  GraphError,
  HTTPMessageHandler,
  type Middleware,
} from '@microsoft/microsoft-graph-client';
import { CalendarAuthError, CalendarUnavailableError } from './port';

// The Graph client the Microsoft adapter uses: @microsoft/microsoft-graph-client with its own
// middleware chain — our bearer-token step, then the SDK's HTTPMessageHandler. The SDK's
// AuthenticationHandler adds the token only for https Graph hosts, and its RetryHandler waits
// seconds between tries; ours adds the token for the configured base (a local fake in tests),
// refreshes once after a 401, and leaves retries to the feature's jobs, which keep cached busy
// times meanwhile.

export type AccessTokens = { current(): Promise<string>; refresh(): Promise<string> };

function setAuthorization(context: Context, token: string) {
  context.options ??= {};
  const value = `Bearer ${token}`;
  const headers = context.options.headers;
  if (headers instanceof Headers) headers.set('Authorization', value);
  else if (Array.isArray(headers))
    context.options.headers = [
      ...headers.filter(([k]) => k.toLowerCase() !== 'authorization'),
      ['Authorization', value],
    ];
  else context.options.headers = { ...(headers as Record<string, string> | undefined), Authorization: value };
}

class BearerToken implements Middleware {
  private next: Middleware | undefined;

  constructor(private readonly tokens: AccessTokens) {}

  setNext(next: Middleware) {
    this.next = next;
  }

  async execute(context: Context) {
    setAuthorization(context, await this.tokens.current());
    await this.next!.execute(context);
    if (context.response?.status !== 401) return;
    // Revoked early or clock skew: one refresh, one retry.
    setAuthorization(context, await this.tokens.refresh());
    await this.next!.execute(context);
  }
}

export function createGraphClient(graphBase: string, tokens: AccessTokens): Client {
  return Client.initWithMiddleware({
    baseUrl: graphBase,
    defaultVersion: 'v1.0',
    middleware: [new BearerToken(tokens), new HTTPMessageHandler()],
  });
}

/** The HTTP status of a Graph refusal; -1 when Graph could not be reached. */
export const graphStatus = (error: unknown) => (error instanceof GraphError ? error.statusCode : undefined);

export function toGraphError(error: unknown): unknown {
  if (!(error instanceof GraphError)) return error;
  const status = error.statusCode;
  if (status === -1)
    return new CalendarUnavailableError(`Microsoft Graph could not be reached: ${error.message}`);
  if (status === 429 || status >= 500)
    return new CalendarUnavailableError(`Microsoft Graph answered ${status}`);
  // Still refused after a refresh: the grant no longer works (or lost Calendars.ReadWrite).
  if (status === 401 || status === 403)
    return new CalendarAuthError(`Microsoft Graph answered ${status} ${error.code ?? ''}`);
  return error;
}
