import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDnsServer, type TestDnsServer } from '../../testing/dns-server';
import { DnsLookupFailed, type DnsResolver } from './adapter';
import { createDnsServerResolver } from './dns-server';
import { createDohResolver } from './doh';

// Both real resolvers (ADR 054) against the local DNS server: the DNS protocol (Node's resolver
// asking dns2 over UDP) and DNS-over-HTTPS's JSON API (the same zone in Cloudflare's shape).

let dns: TestDnsServer;
const resolvers: Record<string, () => DnsResolver> = {
  server: () => createDnsServerResolver({ servers: [dns.address], timeoutMs: 300 }),
  doh: () => createDohResolver({ url: dns.dohUrl, timeoutMs: 300 }),
};

beforeAll(async () => {
  dns = await startTestDnsServer();
});
afterAll(() => dns.close());
beforeEach(() => {
  dns.mode = 'answer';
  dns.zone.clear();
  dns.zone.set('apex.example', [{ type: 'A', data: '203.0.113.10' }]);
  dns.zone.set('www.apex.example', [{ type: 'CNAME', data: 'domains.slotwise.test' }]);
  dns.zone.set('domains.slotwise.test', [
    { type: 'A', data: '203.0.113.10' },
    { type: 'A', data: '203.0.113.11' },
  ]);
  dns.zone.set('dangling.example', [{ type: 'CNAME', data: 'gone.example' }]);
});

describe.each(Object.keys(resolvers))('the %s resolver', (name) => {
  it('answers the A records of a name', async () => {
    expect(await resolvers[name]!().lookup('apex.example')).toEqual([{ type: 'A', data: '203.0.113.10' }]);
  });

  it('answers a CNAME together with the A records at its end', async () => {
    const answer = await resolvers[name]!().lookup('www.apex.example');
    expect(answer).toContainEqual({ type: 'CNAME', data: 'domains.slotwise.test' });
    expect(
      answer
        .filter((r) => r.type === 'A')
        .map((r) => r.data)
        .sort(),
    ).toEqual(['203.0.113.10', '203.0.113.11']);
  });

  it('answers nothing for a name that does not exist', async () => {
    expect(await resolvers[name]!().lookup('nothing.example')).toEqual([]);
  });

  it('answers a CNAME alone when its target has no address', async () => {
    const answer = await resolvers[name]!().lookup('dangling.example');
    expect(answer.filter((r) => r.type === 'A')).toEqual([]);
  });

  it('fails the lookup when the server never answers (timeout) or answers SERVFAIL', async () => {
    for (const mode of ['silent', 'servfail'] as const) {
      dns.mode = mode;
      const started = performance.now();
      await expect(resolvers[name]!().lookup('apex.example')).rejects.toBeInstanceOf(DnsLookupFailed);
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });
});

describe('the DoH resolver', () => {
  it('asks the JSON API with a GET and a name query', async () => {
    dns.asked.length = 0;
    await createDohResolver({ url: dns.dohUrl, timeoutMs: 300 }).lookup('apex.example');
    expect(dns.asked).toEqual(['apex.example']);
  });

  it('fails the lookup when the address does not answer at all', async () => {
    await expect(
      createDohResolver({ url: 'http://127.0.0.1:1/dns-query', timeoutMs: 300 }).lookup('apex.example'),
    ).rejects.toBeInstanceOf(DnsLookupFailed);
  });
});
