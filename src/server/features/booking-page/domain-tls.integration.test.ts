import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { type Caddy, startCaddy } from '../../testing/caddy';
import { startTestDnsServer, type TestDnsServer } from '../../testing/dns-server';
import { expertWithPage, setPlan } from '../../testing/experts';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Custom domains over https for real (issue 19, ADR 054): Debian's Caddy, configured as the
// README says (on-demand TLS that asks GET /api/tls/ask) but with its internal CA, in front of
// the app on 127.0.0.1. A verified domain gets a certificate on its first visit and the booking
// page through it; a name that is not connected gets no certificate at all.

const A_RECORD = '203.0.113.10';
let dns: TestDnsServer;
let t: TestApp;
let caddy: Caddy;
let server: ReturnType<typeof createAdaptorServer>;
let webDir: string;

beforeAll(async () => {
  dns = await startTestDnsServer();
  t = await createTestApp({
    PUBLIC_URL: 'https://app.slotwise.test',
    DNS_RESOLVER: 'server',
    DNS_SERVERS: dns.address,
    DOMAINS_A_RECORD: A_RECORD,
  });
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<html><head><title>Slotwise</title></head><body>SPA</body></html>',
  );
  fs.writeFileSync(
    path.join(webDir, 'booking.html'),
    '<html><head><!--app-head--></head><body><div id="root"><!--app-body--></div>PUBLIC</body></html>',
  );
  server = createAdaptorServer({ fetch: createApp(t.services.deps, { webDir }).fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  caddy = await startCaddy(`127.0.0.1:${(server.address() as AddressInfo).port}`);

  const { client } = await expertWithPage(t, 'mia@example.com', 'mia');
  await setPlan(t, 'mia@example.com', 'pro');
  const added = await client.request('POST', '/api/booking-page/domains', { domain: 'book.mia.test' });
  dns.zone.set('book.mia.test', [{ type: 'A', data: A_RECORD }]);
  expect((await client.request('POST', `/api/booking-page/domains/${added.body.id}/verify`)).status).toBe(
    200,
  );
  await client.request('POST', '/api/booking-page/domains', { domain: 'pending.mia.test' });
}, 60_000);

afterAll(async () => {
  await caddy?.close();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  await dns?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** GET over https to Caddy, as a browser asking for `host` would (SNI and Host), trusting its CA. */
function get(host: string, pathname: string) {
  return new Promise<{ status: number; body: string; certificateNames: string }>((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: caddy.httpsPort,
        servername: host,
        path: pathname,
        headers: { host },
        ca: caddy.rootCertificate(),
        timeout: 20_000,
      },
      (res) => {
        const certificate = (res.socket as import('node:tls').TLSSocket).getPeerCertificate();
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, certificateNames: certificate.subjectaltname ?? '' }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

describe('a custom domain behind Caddy with on-demand TLS', () => {
  it('gets a certificate for a verified domain on its first visit and serves its booking page', async () => {
    const res = await get('book.mia.test', '/');
    expect(res.certificateNames).toBe('DNS:book.mia.test');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Test Expert</title>');
    expect(res.body).toContain('<meta property="og:url" content="https://book.mia.test/" />');
    expect(res.body).toContain('<meta name="slotwise-page" content="mia" />');
  });

  it('gets no certificate for a domain that is not verified, or not connected at all', async () => {
    for (const host of ['pending.mia.test', 'unknown.example.org']) {
      const refused = await get(host, '/').then(
        () => null,
        (error: Error) => error,
      );
      // Caddy ends the handshake with an alert: there is no certificate to offer.
      expect(refused?.message, host).toMatch(/alert|socket hang up|ECONNRESET/i);
    }
    // …after asking us, who said no (and it stored no certificate for either name).
    const stored = fs.readdirSync(caddy.storageDir, { recursive: true }).map(String);
    expect(stored.some((f) => f.includes('book.mia.test'))).toBe(true);
    expect(stored.some((f) => f.includes('pending.mia.test') || f.includes('unknown.example.org'))).toBe(
      false,
    );
  });
});
