import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DOMAIN_IN_USE,
  DOMAIN_NOT_SETUP,
  DOMAIN_VERIFY_FAILED,
  INVALID_DOMAIN,
  TOO_MANY_DOMAINS,
} from '../../../domain/booking-page/custom-domain';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { createApp } from '../../app';
import { customDomains } from '../../db/schema/booking-pages';
import { startTestDnsServer, type TestDnsServer } from '../../testing/dns-server';
import { expertWithPage, setPlan } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { at, client, sandboxCheckout, setUpExpert } from '../public-booking/booking-test-setup';

// The Domain tab's API and custom domains served for real (issue 19, ADR 054), verified against
// a local DNS server (dns2 on 127.0.0.1).

const A_RECORD = '203.0.113.10';
const CNAME_TARGET = 'domains.slotwise.test';

let dns: TestDnsServer;
let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaPage: string;

beforeAll(async () => {
  dns = await startTestDnsServer();
  t = await createTestApp({
    DNS_RESOLVER: 'server',
    DNS_SERVERS: dns.address,
    DNS_TIMEOUT_MS: '300',
    DOMAINS_A_RECORD: A_RECORD,
    DOMAINS_CNAME_TARGET: CNAME_TARGET,
  });
  ({
    client: ada,
    owner: { pageId: adaPage },
  } = await expertWithPage(t, 'ada@example.com', 'ada'));
  ({ client: bob } = await expertWithPage(t, 'bob@example.com', 'bob'));
  await setPlan(t, 'ada@example.com', 'pro');
  await setPlan(t, 'bob@example.com', 'pro');
});
afterAll(async () => {
  await t.close();
  await dns.close();
});
beforeEach(async () => {
  dns.mode = 'answer';
  dns.zone.clear();
  await t.services.deps.database.db.delete(customDomains);
});

const add = (who: TestClient, domain: unknown) =>
  who.request('POST', '/api/booking-page/domains', { domain });
const verify = (who: TestClient, id: string) => who.request('POST', `/api/booking-page/domains/${id}/verify`);
const list = async (who: TestClient) => (await who.request('GET', '/api/booking-page/domains')).body;

async function connected(who: TestClient, domain: string): Promise<string> {
  const res = await add(who, domain);
  expect(res.status).toBe(201);
  return res.body.id;
}

async function verified(who: TestClient, domain: string): Promise<string> {
  const id = await connected(who, domain);
  dns.zone.set(domain, [{ type: 'A', data: A_RECORD }]);
  expect((await verify(who, id)).status).toBe(200);
  return id;
}

describe('connecting a domain', () => {
  it('needs the plan with customDomain (403 naming the plan)', async () => {
    await setPlan(t, 'ada@example.com', 'free');
    const res = await add(ada, 'book.example.com');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(upgradeMessage('customDomain'));
    expect(res.body.error.message).toBe('Upgrade to Pro to use Custom domain');
    await setPlan(t, 'ada@example.com', 'pro');
    expect((await list(ada)).domains).toEqual([]);
  });

  it("refuses a missing or malformed domain with 'Invalid domain', and our own host", async () => {
    for (const domain of [
      undefined,
      '',
      'not a domain',
      'example',
      'https://book.example.com',
      '127.0.0.1',
      'localhost',
      'app.localhost:3999',
      'book.localhost',
    ]) {
      const res = await add(ada, domain);
      expect(res.status, String(domain)).toBe(400);
      expect(res.body.error.message).toBe(INVALID_DOMAIN);
      expect(res.body.error.fields).toEqual({ domain: INVALID_DOMAIN });
    }
    expect((await list(ada)).domains).toEqual([]);
  });

  it('stores an internationalised name with its punycode; the first is primary', async () => {
    const first = await add(ada, '  Bücher.Example ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      domain: 'bücher.example',
      punycode: 'xn--bcher-kva.example',
      primary: true,
      verified: false,
      url: 'http://xn--bcher-kva.example:3999',
    });
    await connected(ada, 'www.xn--bcher-kva.example');
    const view = await list(ada);
    expect(view.domains.map((d: { domain: string; primary: boolean }) => [d.domain, d.primary])).toEqual([
      ['bücher.example', true],
      ['www.bücher.example', false],
    ]);
    expect(view.dnsTarget).toEqual({ aRecord: A_RECORD, cnameTarget: CNAME_TARGET });
    expect(view.max).toBe(10);
  });

  it("answers 'Domain already in use' when another page (or this one) has it, however it is typed", async () => {
    await connected(ada, 'bücher.example');
    for (const typed of ['xn--bcher-kva.example', 'BÜCHER.example.']) {
      const res = await add(bob, typed);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(DOMAIN_IN_USE);
    }
    expect((await add(ada, 'bücher.example')).body.error.message).toBe(DOMAIN_IN_USE);
    expect((await list(bob)).domains).toEqual([]);
  });

  it('lets one of two pages claiming a domain at once win (the unique index decides)', async () => {
    const results = await Promise.all([add(ada, 'race.example.com'), add(bob, 'race.example.com')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe(DOMAIN_IN_USE);
    const rows = await t.services.deps.database.db.select().from(customDomains);
    expect(rows.map((r) => r.punycode)).toEqual(['race.example.com']);
  });

  it('keeps up to 10 domains (1 primary plus 9 additional)', async () => {
    for (let i = 0; i < 10; i++) await connected(ada, `d${i}.example.com`);
    const eleventh = await add(ada, 'd10.example.com');
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error.message).toBe(TOO_MANY_DOMAINS);
    expect((await list(ada)).domains).toHaveLength(10);
  });
});

describe('verifying a domain against DNS (spec §7)', () => {
  it('passes with the expected A record', async () => {
    const id = await connected(ada, 'book.example.com');
    dns.zone.set('book.example.com', [{ type: 'A', data: A_RECORD }]);
    const res = await verify(ada, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, verified: true, primary: true });
    expect(dns.asked).toContain('book.example.com');
  });

  it('passes with the expected CNAME together with its A record', async () => {
    const id = await connected(ada, 'www.example.com');
    dns.zone.set('www.example.com', [{ type: 'CNAME', data: CNAME_TARGET }]);
    dns.zone.set(CNAME_TARGET, [{ type: 'A', data: '198.51.100.20' }]);
    expect((await verify(ada, id)).body.verified).toBe(true);
  });

  it("answers 'Domain is not setup…' for a wrong A record, a wrong CNAME, a CNAME to nowhere, no records", async () => {
    const id = await connected(ada, 'book.example.com');
    const answers = [
      [{ type: 'A' as const, data: '198.51.100.1' }],
      [{ type: 'CNAME' as const, data: 'elsewhere.example.net' }],
      [{ type: 'CNAME' as const, data: CNAME_TARGET }],
      null,
    ];
    dns.zone.set('elsewhere.example.net', [{ type: 'A', data: '198.51.100.1' }]);
    for (const answer of answers) {
      if (answer) dns.zone.set('book.example.com', answer);
      else dns.zone.delete('book.example.com');
      const res = await verify(ada, id);
      expect(res.status, JSON.stringify(answer)).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'domain_not_setup', message: DOMAIN_NOT_SETUP });
    }
    expect((await list(ada)).domains[0].verified).toBe(false);
  });

  it("answers 'Something went wrong. Please try verifying…' when the resolver times out or fails", async () => {
    const id = await connected(ada, 'book.example.com');
    dns.zone.set('book.example.com', [{ type: 'A', data: A_RECORD }]);
    for (const mode of ['silent', 'servfail'] as const) {
      dns.mode = mode;
      const res = await verify(ada, id);
      expect(res.status, mode).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'dns_lookup_failed', message: DOMAIN_VERIFY_FAILED });
    }
    dns.mode = 'answer';
    expect((await verify(ada, id)).body.verified).toBe(true);
  });

  it("answers 404 for another expert's domain, to verify and to remove", async () => {
    const id = await connected(ada, 'book.example.com');
    expect((await verify(bob, id)).status).toBe(404);
    expect((await bob.request('DELETE', `/api/booking-page/domains/${id}`)).status).toBe(404);
    expect((await list(ada)).domains).toHaveLength(1);
  });
});

describe('removing a domain', () => {
  it('moves the next one up: removing the primary makes the next primary', async () => {
    const first = await connected(ada, 'one.example.com');
    await connected(ada, 'two.example.com');
    await connected(ada, 'three.example.com');
    expect((await ada.request('DELETE', `/api/booking-page/domains/${first}`)).status).toBe(204);
    const view = await list(ada);
    expect(view.domains.map((d: { domain: string; primary: boolean }) => [d.domain, d.primary])).toEqual([
      ['two.example.com', true],
      ['three.example.com', false],
    ]);
  });
});

describe('the TLS ask endpoint (on-demand certificates)', () => {
  const ask = async (domain: string) =>
    (await t.fetch(new Request(`http://127.0.0.1:2019/api/tls/ask?domain=${encodeURIComponent(domain)}`)))
      .status;

  it('answers 200 only for verified domains of pages on a plan with custom domains', async () => {
    await verified(ada, 'book.example.com');
    await connected(ada, 'pending.example.com');
    expect(await ask('book.example.com')).toBe(200);
    expect(await ask('BOOK.example.com')).toBe(200);
    expect(await ask('pending.example.com')).toBe(404);
    expect(await ask('unknown.example.com')).toBe(404);
    expect(await ask('localhost')).toBe(404);
    await setPlan(t, 'ada@example.com', 'free');
    // The host cache forgets after a change made through the API; a plan change waits for it.
    const { forgetDomainHosts } = await import('./domain-hosts');
    forgetDomainHosts(t.services.deps.database.db);
    expect(await ask('book.example.com')).toBe(404);
    await setPlan(t, 'ada@example.com', 'pro');
    forgetDomainHosts(t.services.deps.database.db);
  });
});

describe('serving the booking page on its domain', () => {
  let web: ReturnType<typeof createApp>;
  let dir: string;
  let serviceId: string;
  let otherSessionPage: string;
  let graceClient: TestClient;
  let graceService: Awaited<ReturnType<typeof setUpExpert>>['service'];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-web-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><title>Slotwise</title></head><body>SPA</body></html>',
    );
    fs.writeFileSync(
      path.join(dir, 'booking.html'),
      '<html><head><!--app-head--></head><body><div id="root"><!--app-body--></div>PUBLIC</body></html>',
    );
    web = createApp(t.services.deps, { webDir: dir });
    const grace = await setUpExpert(t, 'grace@example.com', 'grace');
    await setPlan(t, 'grace@example.com', 'pro');
    serviceId = await grace.service({ title: 'Strategy call', price: 0 });
    otherSessionPage = adaPage;
    graceClient = grace.expert;
    graceService = grace.service;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const get = async (host: string, pathname: string) => {
    const res = await web.request(`http://${host}${pathname}`, { headers: { host } });
    return { status: res.status, html: await res.text(), location: res.headers.get('location') };
  };

  async function graceDomains() {
    const grace = graceClient;
    await verified(grace, 'grace.example');
    await verified(grace, 'www.grace.example');
    await connected(grace, 'unverified.grace.example');
    return grace;
  }

  it('serves the page at the root of its primary domain, with the domain in its links', async () => {
    await graceDomains();
    const res = await get('grace.example', '/');
    expect(res.status).toBe(200);
    expect(res.html).toContain('PUBLIC');
    expect(res.html).toContain('<title>Ada Lovelace</title>');
    expect(res.html).toContain('<meta name="slotwise-page" content="grace" />');
    expect(res.html).toContain('<meta property="og:url" content="http://grace.example/" />');
    expect(res.html).not.toContain('localhost:3999');
  });

  it("serves a service at /{serviceId} and moves the page's own address to the root", async () => {
    await graceDomains();
    const service = await get('grace.example', `/${serviceId}`);
    expect(service.status).toBe(200);
    expect(service.html).toContain('<title>Strategy call · Ada Lovelace</title>');
    expect(service.html).toContain(`content="http://grace.example/${serviceId}"`);
    expect(await get('grace.example', '/grace')).toMatchObject({ status: 301, location: '/' });
    expect(await get('grace.example', `/grace/${serviceId}?utm=x`)).toMatchObject({
      status: 301,
      location: `/${serviceId}?utm=x`,
    });
    expect((await get('grace.example', '/nosuchservice')).status).toBe(404);
  });

  it('redirects the other verified domains to the primary (301, path and query kept)', async () => {
    await graceDomains();
    expect(await get('www.grace.example', `/${serviceId}?a=1`)).toMatchObject({
      status: 301,
      location: `http://grace.example/${serviceId}?a=1`,
    });
  });

  it('answers a clear 404 page for unverified and unknown hosts', async () => {
    await graceDomains();
    for (const host of ['unverified.grace.example', 'nobody.example.org']) {
      const res = await get(host, '/');
      expect(res.status, host).toBe(404);
      expect(res.html).toContain('<h1>Domain not connected</h1>');
      expect(res.html).toContain(`<code>${host}</code> is not connected to a booking page.`);
    }
  });

  it("serves only the page's own sessions, series and packages, and never the dashboard or other pages", async () => {
    await graceDomains();
    expect((await get('grace.example', '/ada')).status).toBe(404);
    expect((await get('grace.example', '/dashboard')).status).toBe(404);
    expect((await get('grace.example', '/login')).status).toBe(404);
    expect((await get('grace.example', '/sessions/notgraces')).status).toBe(404);
    expect((await get('grace.example', `/packages/${otherSessionPage}`)).status).toBe(404);
  });

  it('keeps the API, and our own host, as they are', async () => {
    await graceDomains();
    const api = await web.request('http://grace.example/api/public/pages/grace', {
      headers: { host: 'grace.example' },
    });
    expect(api.status).toBe(200);
    expect((await get('localhost:3999', '/grace')).status).toBe(200);
    expect((await get('localhost:3999', '/')).html).toContain('SPA');
  });

  it("emails the client a manage link on the page's own domain", async () => {
    await graceDomains();
    const booked = await t.client().request('POST', '/api/public/pages/grace/bookings', {
      serviceId,
      start: at('10:00'),
      client: client({ email: 'client@example.org' }),
    });
    expect(booked.status).toBe(201);
    const link = await t.linkFromEmail('client@example.org', '/booking/');
    expect(link).toMatch(/^http:\/\/grace\.example:3999\/booking\/\w+\.[\w-]{32}$/);
    // …and that link opens the manage page on the domain.
    const manage = await get('grace.example:3999', new URL(link).pathname);
    expect(manage.status).toBe(200);
    expect(manage.html).toContain('<title>Your booking</title>');
  });

  it('sends a client who paid back to the manage page on the domain', async () => {
    await graceDomains();
    const paid = await graceService({ title: 'Deep dive', price: 120 });
    const booked = await t.client().request('POST', '/api/public/pages/grace/bookings', {
      serviceId: paid,
      start: at('14:00'),
      client: client({ email: 'payer@example.org' }),
    });
    expect(booked.status).toBe(201);
    const paymentId = booked.body.checkoutUrl.split('/').pop() as string;
    const res = await sandboxCheckout(t, paymentId, '4242424242424242');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^http:\/\/grace\.example:3999\/booking\//);
  });

  it('answers robots.txt and sitemap.xml of the domain: its page alone, at the root', async () => {
    await graceDomains();
    const robots = await get('grace.example', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.html).toContain('Sitemap: http://grace.example/sitemap.xml');
    const sitemap = await get('grace.example', '/sitemap.xml');
    expect(sitemap.html).toContain('<loc>http://grace.example</loc>');
    expect(sitemap.html).toContain(`<loc>http://grace.example/${serviceId}</loc>`);
    expect(sitemap.html).not.toContain('/ada');
    expect(sitemap.html).not.toContain('localhost');
  });

  it('stops serving once the domain is removed', async () => {
    const grace = await graceDomains();
    const { domains } = await list(grace);
    for (const d of domains) await grace.request('DELETE', `/api/booking-page/domains/${d.id}`);
    expect((await get('grace.example', '/')).status).toBe(404);
  });
});
