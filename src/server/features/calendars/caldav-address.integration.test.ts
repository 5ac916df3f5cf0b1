import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeCalendars, type FakeCalendars } from '../../testing/fakes/calendar-adapter';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// ADR 039: in production an expert's CalDAV address must be https and outside loopback, private,
// link-local and unique-local networks; the connect answers 400 'Failed to connect Apple account: '
// and why, before anything is sent. (Host names resolved to such addresses are refused by the
// adapter as each request connects: caldav-address.test.ts.)

const NOT_HTTPS = 'Failed to connect Apple account: the server address must start with https://';
const PRIVATE =
  'Failed to connect Apple account: the server address is on a private network (loopback, private, link-local or unique-local), which this installation does not connect to';

let t: TestApp;
let fake: FakeCalendars;
let ada: TestClient;

beforeAll(async () => {
  fake = createFakeCalendars();
  t = await createTestApp(
    { NODE_ENV: 'production', ALLOW_HTTP_PUBLIC_URL: 'true' },
    { calendars: fake.adapters },
  );
  ada = await t.expert('ada@example.com');
  fake.addAccount({
    provider: 'apple',
    externalId: 'https://caldav.test/ada/',
    email: 'ada@icloud.test',
    password: 'app-specific-1',
  });
});
afterAll(async () => {
  await t.close();
});

const connect = (serverUrl: string) =>
  ada.request('POST', '/api/calendars/apple', {
    username: 'ada@icloud.test',
    password: 'app-specific-1',
    serverUrl,
  });

describe('CalDAV addresses in production', () => {
  it('refuses http addresses, on loopback and private networks alike, with the reason', async () => {
    for (const serverUrl of ['http://127.0.0.1:5232', 'http://10.0.0.1', 'http://caldav.example.com']) {
      const res = await connect(serverUrl);
      expect([serverUrl, res.status, res.body.error.message]).toEqual([serverUrl, 400, NOT_HTTPS]);
    }
  });

  it('refuses https addresses on loopback, private, link-local and unique-local networks', async () => {
    for (const serverUrl of [
      'https://127.0.0.1',
      'https://10.0.0.1/dav',
      'https://192.168.1.20:8443',
      'https://169.254.169.254',
      'https://[::1]',
      'https://[fd12:3456::1]',
      'https://[fe80::1]',
      'https://[::ffff:10.0.0.1]',
    ]) {
      const res = await connect(serverUrl);
      expect([serverUrl, res.status, res.body.error.message]).toEqual([serverUrl, 400, PRIVATE]);
    }
    expect((await ada.request('GET', '/api/calendars')).body.accounts).toEqual([]);
  });

  it('connects a public https server', async () => {
    const res = await connect('https://caldav.fastmail.com');
    expect(res.status).toBe(201);
  });
});
