import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { EventMessage } from 'posthog-node';

// A local stand-in for PostHog's capture API (ADR 037), as posthog-node uses it: POST /batch/
// with a JSON body { api_key, batch: [event…], sent_at }, gzipped with `Content-Encoding: gzip`
// when the runtime has CompressionStream (Node 20 does). PostHog documents that every event needs
// the project key, a distinct_id and an event name, and answers 401 for a missing key. Nothing
// else of PostHog is spoken (no /flags, no /decide): a request for it is a 404 the test sees.

/** One event as the SDK puts it on the wire: its EventMessage, with distinctId as distinct_id. */
export type PostHogWireEvent = Pick<EventMessage, 'event' | 'uuid'> & {
  distinct_id: string;
  properties?: NonNullable<EventMessage['properties']>;
  timestamp?: string;
};

export type PostHogBatchRequest = {
  api_key: string;
  batch: PostHogWireEvent[];
  sent_at?: string;
  historical_migration?: boolean;
};

export type ReceivedBatch = {
  body: PostHogBatchRequest;
  /** Whether the SDK sent it gzipped. */
  gzip: boolean;
  /** The body as received (after gunzip), to search for anything that must not be there. */
  raw: string;
};

export type FakePostHog = {
  /** The host to give the SDK: http://127.0.0.1:<port> */
  host: string;
  batches: ReceivedBatch[];
  /** Requests for anything but POST /batch/, as `METHOD /path`. */
  unexpected: string[];
  /** The events received so far, in order. */
  events(): PostHogWireEvent[];
  /** Resolves once `count` events have arrived (rejects after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<PostHogWireEvent[]>;
  /** Answers the next batches with this status (and keeps nothing), or normally again with null. */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

const problem = (batch: unknown): string | null => {
  if (typeof batch !== 'object' || batch === null) return 'body is not an object';
  const b = batch as Record<string, unknown>;
  if (!Array.isArray(b.batch)) return 'batch is not a list';
  for (const e of b.batch as Array<Record<string, unknown>>) {
    if (typeof e?.event !== 'string' || e.event === '') return 'an event has no name';
    if (typeof e.distinct_id !== 'string' || e.distinct_id === '') return 'an event has no distinct_id';
  }
  return null;
};

export async function startFakePostHog(): Promise<FakePostHog> {
  const batches: ReceivedBatch[] = [];
  const unexpected: string[] = [];
  const waiters = new Set<() => void>();
  let failing: number | null = null;
  const events = () => batches.flatMap((b) => b.body.batch);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'POST' || url.pathname !== '/batch/') {
      unexpected.push(`${req.method} ${url.pathname}`);
      return void res.writeHead(404).end();
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (failing !== null) return json(failing, { type: 'server_error', detail: 'unavailable' });
      let parsed: unknown;
      let raw: string;
      const gzip = req.headers['content-encoding'] === 'gzip';
      try {
        const body = Buffer.concat(chunks);
        raw = (gzip ? gunzipSync(body) : body).toString('utf8');
        parsed = JSON.parse(raw);
      } catch (error) {
        return json(400, { type: 'validation_error', detail: `unreadable body: ${error}` });
      }
      const apiKey = (parsed as { api_key?: unknown } | null)?.api_key;
      if (typeof apiKey !== 'string' || apiKey === '') {
        return json(401, { type: 'authentication_error', code: 'invalid_api_key' });
      }
      const wrong = problem(parsed);
      if (wrong) return json(400, { type: 'validation_error', detail: wrong });
      batches.push({ body: parsed as PostHogBatchRequest, gzip, raw });
      for (const wake of waiters) wake();
      json(200, { status: 'Ok' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: `http://127.0.0.1:${port}`,
    batches,
    unexpected,
    events,
    waitForEvents(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (events().length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(events());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`expected ${count} PostHog events within ${timeoutMs} ms, got ${events().length}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    failWith(status) {
      failing = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
