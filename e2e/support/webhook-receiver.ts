import http from 'node:http';
import type net from 'node:net';

// A small HTTP server on loopback that stands in for an expert's app: it records what the
// webhooks send and answers with the status a test chooses.

export type ReceivedRequest = { path: string; headers: http.IncomingHttpHeaders; body: string };

export type WebhookReceiver = {
  /** http://127.0.0.1:<port> */
  url: string;
  received: ReceivedRequest[];
  /** The status the next requests are answered with (200 until changed). */
  answerWith(status: number): void;
  close(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status < 300 ? '{"ok":true}' : '{"error":"not today"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(next) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
