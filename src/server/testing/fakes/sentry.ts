import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

// A local stand-in for Sentry's ingestion endpoint (ADR 028): it accepts envelopes at
// POST /api/<project>/envelope/ as the SDKs send them — newline-delimited JSON (an envelope
// header, then per item a header and a payload; a `length` in the item header counts the
// payload's bytes), gzipped by the Node SDK above 32 KiB — and keeps each item. Browsers post
// cross-origin with a simple request, so it answers CORS too.

export type EnvelopeItem = { type: string; header: Record<string, unknown>; payload: unknown };

export type ReceivedEnvelope = {
  project: string;
  /** The query string's sentry_key (browsers) or the X-Sentry-Auth header's (Node). */
  publicKey: string | null;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The envelope as received (after gunzip), to search for anything that must not be there. */
  raw: string;
};

export type FakeSentry = {
  /** A DSN that points at this server: http://public@127.0.0.1:<port>/1 */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** The payloads of the error events received so far. */
  events(): Array<Record<string, unknown>>;
  /** Resolves once `count` events have arrived (rejects after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
};

export function parseEnvelope(body: Buffer): Omit<ReceivedEnvelope, 'project' | 'publicKey'> {
  let offset = 0;
  const readLine = (): string => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end < 0 ? body.length : end).toString('utf8');
    offset = end < 0 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = readLine();
    if (headerLine.trim() === '') continue;
    const itemHeader = JSON.parse(headerLine) as Record<string, unknown>;
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    let parsed: unknown = payload;
    try {
      parsed = JSON.parse(payload);
    } catch {}
    items.push({ type: String(itemHeader.type), header: itemHeader, payload: parsed });
  }
  return { header, items, raw: body.toString('utf8') };
}

export async function startFakeSentry(): Promise<FakeSentry> {
  const envelopes: ReceivedEnvelope[] = [];
  const waiters = new Set<() => void>();
  const events = () =>
    envelopes.flatMap((e) =>
      e.items.filter((i) => i.type === 'event').map((i) => i.payload as Record<string, unknown>),
    );

  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = url.pathname.match(/^\/api\/([^/]+)\/envelope\/?$/);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'POST' || !match) return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const auth = String(req.headers['x-sentry-auth'] ?? '').match(/sentry_key=([^,\s]+)/)?.[1];
        envelopes.push({
          project: match[1]!,
          publicKey: url.searchParams.get('sentry_key') ?? auth ?? null,
          ...parseEnvelope(body),
        });
        for (const wake of waiters) wake();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
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
          reject(new Error(`expected ${count} Sentry events within ${timeoutMs} ms, got ${events().length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
