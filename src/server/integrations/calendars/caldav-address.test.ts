import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCaldavAdapter } from './caldav';
import { CalendarAddressError } from './port';

// ADR 039: with private networks refused (production), the CalDAV adapter refuses a server whose
// name resolves to loopback, when connecting and on every request of an account already in use
// (a DNS answer that changed since the connect, or stored addresses pointing inside).

let server: http.Server;
let port = 0;
let requests = 0;
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    requests += 1;
    res.writeHead(207, { 'content-type': 'application/xml' }).end('<d:multistatus xmlns:d="DAV:"/>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
// Each test counts only its own requests (they run in any order).
beforeEach(() => {
  requests = 0;
});

const guarded = () => createCaldavAdapter({ allowHttp: true, allowPrivateNetworks: false, timeoutMs: 2000 });

describe('CalDAV with private networks refused', () => {
  it('refuses to connect to a name that resolves to loopback, with the reason', async () => {
    const connecting = guarded().connect({
      serverUrl: `http://localhost:${port}`,
      username: 'ada@example.com',
      password: 'app-specific-1',
    });
    await expect(connecting).rejects.toBeInstanceOf(CalendarAddressError);
    await expect(connecting).rejects.toMatchObject({ reason: 'private-network' });
    expect(requests).toBe(0);
  });

  it('refuses every request of an account in use whose server now resolves inside', async () => {
    const home = `http://localhost:${port}/dav/ada/`;
    const connection = guarded().open(
      {
        serverUrl: `http://localhost:${port}`,
        username: 'ada@example.com',
        password: 'app-specific-1',
        principalUrl: `http://localhost:${port}/dav/principals/ada/`,
        homeUrl: home,
      },
      async () => {},
    );
    await expect(connection.listCalendars()).rejects.toBeInstanceOf(CalendarAddressError);
    await expect(connection.busy([`${home}work/`], 0, 86_400_000)).rejects.toBeInstanceOf(
      CalendarAddressError,
    );
    expect(requests).toBe(0);
  });

  it('reaches the same server where private networks are allowed (tests, local installs)', async () => {
    const connection = createCaldavAdapter({ allowHttp: true }).open(
      {
        serverUrl: `http://localhost:${port}`,
        username: 'ada@example.com',
        password: 'app-specific-1',
        principalUrl: `http://localhost:${port}/dav/principals/ada/`,
        homeUrl: `http://localhost:${port}/dav/ada/`,
      },
      async () => {},
    );
    expect(await connection.listCalendars()).toEqual([]);
    expect(requests).toBe(1);
  });
});
