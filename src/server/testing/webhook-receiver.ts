import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local webhook receiver for tests: records every request and answers what the test says.

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

export type WebhookReceiver = {
  url(path?: string): string;
  received: Received[];
  /** The status the next requests get (200 unless set), or a function of the request. */
  answer: number | ((request: Received) => number | Promise<number>);
  close(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: () => '',
    received: [],
    answer: 200,
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const got: Received = {
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      receiver.received.push(got);
      const status = typeof receiver.answer === 'number' ? receiver.answer : await receiver.answer(got);
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = (path = '/hook') => `http://127.0.0.1:${port}${path}`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
