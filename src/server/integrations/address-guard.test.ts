import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AddressRefusedError,
  hasPrivateLiteral,
  isPrivateAddress,
  PRIVATE_NETWORK_MESSAGE,
  publicOnlyFetch,
  refusedUpFront,
} from './address-guard';

// ADR 038 (webhooks) and 039 (CalDAV): in production an address an expert typed may not reach
// this machine or a private network, whatever its DNS answers, checked on every connection.

let server: http.Server;
let port = 0;
const requests: Array<{ method: string; url: string; authorization: string | undefined; body: string }> = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      if (req.url === '/.well-known/caldav') {
        res.writeHead(301, { location: '/dav/' }).end();
        return;
      }
      res.writeHead(207, { 'content-type': 'application/xml; charset=utf-8' }).end('<d:multistatus/>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  vi.restoreAllMocks();
  // Each test sees only its own requests (they run in any order).
  requests.length = 0;
});

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fc00::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it('finds private IP literals in URLs, bracketed IPv6 included; names wait for their lookup', () => {
    expect(hasPrivateLiteral(new URL('https://10.0.0.1:8443/dav'))).toBe(true);
    expect(hasPrivateLiteral(new URL('https://[fd12:3456::1]/'))).toBe(true);
    expect(hasPrivateLiteral(new URL('https://[::ffff:127.0.0.1]/'))).toBe(true);
    expect(hasPrivateLiteral(new URL('https://1.1.1.1/'))).toBe(false);
    expect(hasPrivateLiteral(new URL('https://localhost/'))).toBe(false);
  });
});

describe('refusedUpFront', () => {
  const production = { allowHttp: false, allowPrivateNetworks: false };
  it('refuses http, then private literals, under the production policy', () => {
    expect(refusedUpFront(new URL('http://127.0.0.1:5232'), production)?.reason).toBe('not-https');
    expect(refusedUpFront(new URL('http://10.0.0.1'), production)?.reason).toBe('not-https');
    expect(refusedUpFront(new URL('https://10.0.0.1'), production)?.reason).toBe('private-network');
    expect(refusedUpFront(new URL('https://caldav.icloud.com'), production)).toBeNull();
  });

  it('lets tests and local installs reach Radicale on 127.0.0.1 over http', () => {
    const local = { allowHttp: true, allowPrivateNetworks: true };
    expect(refusedUpFront(new URL('http://127.0.0.1:5232'), local)).toBeNull();
  });
});

describe('publicOnlyFetch', () => {
  it('refuses a host name that resolves to loopback, as the connection is made', async () => {
    const fetch = publicOnlyFetch({ allowHttp: true });
    const refused = fetch(`http://localhost:${port}/dav/`, { method: 'PROPFIND' });
    await expect(refused).rejects.toThrow(AddressRefusedError);
    await expect(refused).rejects.toThrow(PRIVATE_NETWORK_MESSAGE);
    expect(requests).toEqual([]);
  });

  it('looks the name up again on every request, so a DNS answer that changes later is caught', async () => {
    // A rebinding name: public for a check made earlier, private by the time of the requests.
    const lookup = vi
      .spyOn(dns, 'lookup')
      .mockImplementation(((
        _host: string,
        _options: unknown,
        callback: (error: null, addresses: dns.LookupAddress[]) => void,
      ) => callback(null, [{ address: '127.0.0.1', family: 4 }])) as unknown as typeof dns.lookup);
    const fetch = publicOnlyFetch();
    await expect(fetch(`https://rebind.example:${port}/a`)).rejects.toThrow(PRIVATE_NETWORK_MESSAGE);
    await expect(fetch(`https://rebind.example:${port}/b`)).rejects.toThrow(PRIVATE_NETWORK_MESSAGE);
    expect(lookup.mock.calls.map((call) => call[0])).toEqual(['rebind.example', 'rebind.example']);
    expect(requests).toEqual([]);
  });

  it('refuses http and private literals before any lookup', async () => {
    const lookup = vi.spyOn(dns, 'lookup');
    const fetch = publicOnlyFetch();
    await expect(fetch(`http://caldav.example:${port}/`)).rejects.toThrow(
      'Refused: the address must start with https://',
    );
    await expect(publicOnlyFetch({ allowHttp: true })(`http://127.0.0.1:${port}/`)).rejects.toThrow(
      PRIVATE_NETWORK_MESSAGE,
    );
    await expect(fetch('https://[fe80::1]/')).rejects.toThrow(PRIVATE_NETWORK_MESSAGE);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('answers like fetch where the address is allowed, and hands redirects back unfollowed', async () => {
    // The name resolves (without the guard) to the local server, to see the answer it builds.
    const lookup = ((_host: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) =>
      options.all
        ? callback(null, [{ address: '127.0.0.1', family: 4 }])
        : callback(null, '127.0.0.1', 4)) as unknown as typeof dns.lookup;
    const fetch = publicOnlyFetch({ allowHttp: true, lookup });
    const response = await fetch(`http://caldav.example:${port}/dav/`, {
      method: 'PROPFIND',
      headers: { authorization: 'Basic YTpi', depth: '1' },
      body: '<d:propfind/>',
    });
    expect([response.status, response.ok, response.url]).toEqual([
      207,
      true,
      `http://caldav.example:${port}/dav/`,
    ]);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toBe('<d:multistatus/>');
    const redirect = await fetch(`http://caldav.example:${port}/.well-known/caldav`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/dav/']);
    expect(requests).toEqual([
      { method: 'PROPFIND', url: '/dav/', authorization: 'Basic YTpi', body: '<d:propfind/>' },
      { method: 'GET', url: '/.well-known/caldav', authorization: undefined, body: '' },
    ]);
  });
});
