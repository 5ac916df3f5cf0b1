import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { makeCalendar } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALDAV_URL_INVALID } from '../../../domain/calendar/accounts';
import { type Radicale, startRadicale } from '../../testing/radicale';
import { createCaldavAdapter } from './caldav';
import { basicAuth } from './caldav-http';
import {
  CalendarAuthError,
  type CalendarCredentials,
  type CalendarEventInput,
  CalendarUnavailableError,
} from './port';

// The CalDAV adapter against a real CalDAV server: Debian's Radicale (issue 16, ADR 039).

const USER = 'alice@example.com';
const clock = { now: () => new Date('2026-12-01T09:00:00Z') };
const adapter = createCaldavAdapter({ allowHttp: true, clock });
const noop = async () => {};

let radicale: Radicale;
let password: string;
let home: string;
let credentials: CalendarCredentials;
const calendarUrl = (slug: string) => `${home}${slug}/`;

const LONDON = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:STANDARD',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];
const BERLIN_CALENDAR_ZONE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//EN',
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:STANDARD',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'END:VTIMEZONE',
  'END:VCALENDAR',
].join('\r\n');

const ics = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'];

async function dav(method: string, url: string, body?: string, as = { username: USER, password: '' }) {
  return fetch(url, {
    method,
    headers: {
      ...basicAuth(as.username, as.password || password),
      'content-type': 'text/calendar; charset=utf-8',
    },
    body,
  });
}

async function mkcalendar(
  url: string,
  name: string,
  components: string[],
  as?: { username: string; password: string },
  zone?: string,
) {
  const [response] = await makeCalendar({
    url,
    props: {
      'd:displayname': name,
      'c:supported-calendar-component-set': {
        'c:comp': components.map((c) => ({ _attributes: { name: c } })),
      },
      ...(zone ? { 'c:calendar-timezone': { _cdata: zone } } : {}),
    },
    headers: basicAuth(as?.username ?? USER, as?.password ?? password),
  });
  expect(response?.status).toBe(201);
}

const iso = (intervals: { start: number; end: number }[] | undefined) =>
  (intervals ?? []).map((i) => [new Date(i.start).toISOString(), new Date(i.end).toISOString()]);

beforeAll(async () => {
  radicale = await startRadicale([USER]);
  password = radicale.users[0]!.password;
  const identity = await adapter.connect({ serverUrl: radicale.url, username: USER, password });
  credentials = identity.credentials;
  home = String(credentials.homeUrl);
  await mkcalendar(calendarUrl('work'), 'Work', ['VEVENT']);
  await mkcalendar(calendarUrl('personal'), 'Personal', ['VEVENT', 'VTODO'], undefined, BERLIN_CALENDAR_ZONE);
  await mkcalendar(calendarUrl('tasks'), 'Tasks', ['VTODO']);
  await mkcalendar(calendarUrl('readonly-holidays'), 'Holidays', ['VEVENT'], radicale.admin);

  const put = async (slug: string, name: string, text: string) =>
    expect((await dav('PUT', `${calendarUrl(slug)}${name}`, text)).status).toBe(201);
  // Mondays 10:00 London; not on 14 December; the 21st moved to Tuesday 22nd 15:00.
  await put(
    'work',
    'weekly.ics',
    ics(
      ...LONDON,
      ...vevent(
        'UID:weekly@test',
        'SUMMARY:Weekly review',
        'DTSTART;TZID=Europe/London:20261130T100000',
        'DTEND;TZID=Europe/London:20261130T110000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
        'EXDATE;TZID=Europe/London:20261214T100000',
      ),
      ...vevent(
        'UID:weekly@test',
        'SUMMARY:Weekly review (moved)',
        'RECURRENCE-ID;TZID=Europe/London:20261221T100000',
        'DTSTART;TZID=Europe/London:20261222T150000',
        'DTEND;TZID=Europe/London:20261222T160000',
      ),
    ),
  );
  await put(
    'work',
    'lunch.ics',
    ics(
      ...vevent(
        'UID:lunch@test',
        'SUMMARY:Lunch (free)',
        'DTSTART:20261209T120000Z',
        'DTEND:20261209T130000Z',
        'TRANSP:TRANSPARENT',
      ),
    ),
  );
  await put(
    'work',
    'later.ics',
    ics(...vevent('UID:later@test', 'DTSTART:20261229T090000Z', 'DTEND:20261229T100000Z')),
  );
  await put(
    'personal',
    'dentist.ics',
    ics(...vevent('UID:dentist@test', 'DTSTART:20261208T140000Z', 'DTEND:20261208T150000Z')),
  );
  // All day on the 24th and 25th, in the calendar's zone (Berlin: UTC+1 in December).
  await put(
    'personal',
    'christmas.ics',
    ics(
      ...vevent(
        'UID:xmas@test',
        'SUMMARY:Christmas',
        'DTSTART;VALUE=DATE:20261224',
        'DTEND;VALUE=DATE:20261226',
      ),
    ),
  );
}, 60_000);

afterAll(async () => {
  await radicale?.close();
});

describe('CalDAV adapter against Radicale', () => {
  it('connects: the principal URL is the account id, the username its email', async () => {
    const identity = await adapter.connect({ serverUrl: radicale.url, username: USER, password });
    const principal = `${radicale.url}alice%40example.com/`;
    expect(identity).toEqual({
      externalId: principal,
      email: USER,
      principalName: null,
      credentials: {
        serverUrl: radicale.url,
        username: USER,
        password,
        principalUrl: principal,
        homeUrl: principal,
      },
    });
  });

  it('a wrong password is a CalendarAuthError with the server’s reason', async () => {
    const attempt = adapter.connect({ serverUrl: radicale.url, username: USER, password: 'wrong' });
    await expect(attempt).rejects.toThrow(CalendarAuthError);
    await expect(attempt).rejects.toThrow(/^401 Unauthorized: Access to the requested resource forbidden\.$/);
  });

  it('a server that cannot be reached is a CalendarUnavailableError', async () => {
    const closed = radicale.url.replace(/:\d+\//, ':9/');
    await expect(adapter.connect({ serverUrl: closed, username: USER, password })).rejects.toThrow(
      CalendarUnavailableError,
    );
  });

  it('a server that answers but not as CalDAV is refused with a reason', async () => {
    const web = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Hello</html>'),
    );
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    const { port } = web.address() as AddressInfo;
    try {
      await expect(
        adapter.connect({ serverUrl: `http://127.0.0.1:${port}/`, username: USER, password }),
      ).rejects.toThrow(new CalendarAuthError('No CalDAV calendars were found at this address'));
    } finally {
      await new Promise((resolve) => web.close(resolve));
    }
  });

  it('refuses a plain http:// server unless allowed', async () => {
    const strict = createCaldavAdapter();
    await expect(strict.connect({ serverUrl: radicale.url, username: USER, password })).rejects.toThrow(
      new CalendarAuthError(CALDAV_URL_INVALID),
    );
  });

  it('lists the event calendars, read-only where the server says so, the first one primary', async () => {
    const calendars = await adapter.open(credentials, noop).listCalendars();
    expect([...calendars].sort((a, b) => a.id.localeCompare(b.id)).map(({ primary, ...c }) => c)).toEqual([
      { id: calendarUrl('personal'), name: 'Personal', writeable: true },
      { id: calendarUrl('readonly-holidays'), name: 'Holidays', writeable: false },
      { id: calendarUrl('work'), name: 'Work', writeable: true },
    ]);
    expect(calendars.map((c) => c.primary)).toEqual([true, false, false]);
  });

  it('a changed password makes the open account fail with CalendarAuthError', async () => {
    const connection = adapter.open({ ...credentials, password: 'changed' }, noop);
    await expect(connection.listCalendars()).rejects.toThrow(CalendarAuthError);
  });

  it('busy: recurrence expanded with its exception and moved occurrence, all-day in the calendar zone, transparent left out', async () => {
    const from = Date.parse('2026-12-07T00:00:00Z');
    const to = Date.parse('2026-12-28T00:00:00Z');
    const busy = await adapter
      .open(credentials, noop)
      .busy([calendarUrl('work'), calendarUrl('personal')], from, to);
    expect(iso(busy.get(calendarUrl('work')))).toEqual([
      ['2026-12-07T10:00:00.000Z', '2026-12-07T11:00:00.000Z'],
      ['2026-12-22T15:00:00.000Z', '2026-12-22T16:00:00.000Z'],
    ]);
    expect(iso(busy.get(calendarUrl('personal')))).toEqual([
      ['2026-12-08T14:00:00.000Z', '2026-12-08T15:00:00.000Z'],
      ['2026-12-23T23:00:00.000Z', '2026-12-25T23:00:00.000Z'],
    ]);
  });

  it('writes a session, moves it and removes it; removing it again is fine', async () => {
    const connection = adapter.open(credentials, noop);
    const work = calendarUrl('work');
    const session: CalendarEventInput = {
      sessionId: 'ses_01JABC',
      title: 'Coaching call with Sam Lee',
      description:
        'Client: Sam Lee\nJoin: https://slotwise.example/call/ses_01JABC\nManage: https://slotwise.example/s/ses_01JABC',
      location: 'Online, Slotwise call',
      start: Date.parse('2026-12-10T14:00:00Z'),
      end: Date.parse('2026-12-10T15:00:00Z'),
      timeZone: 'Europe/London',
    };
    const eventId = await connection.putEvent(work, session, null);
    expect(eventId).toBe(`${work}ses_01JABC.ics`);

    const read = async () => {
      const response = await dav('GET', eventId);
      expect(response.status).toBe(200);
      const e = new ICAL.Event(
        new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!,
      );
      return {
        uid: e.uid,
        summary: e.summary,
        description: e.description,
        location: e.location,
        start: e.startDate.toJSDate().toISOString(),
        end: e.endDate.toJSDate().toISOString(),
      };
    };
    expect(await read()).toEqual({
      uid: 'ses_01JABC@slotwise',
      summary: 'Coaching call with Sam Lee',
      description: session.description,
      location: 'Online, Slotwise call',
      start: '2026-12-10T14:00:00.000Z',
      end: '2026-12-10T15:00:00.000Z',
    });
    const day = (d: string) => [Date.parse(`${d}T00:00:00Z`), Date.parse(`${d}T23:59:59Z`)] as const;
    expect(iso((await connection.busy([work], ...day('2026-12-10'))).get(work))).toEqual([
      ['2026-12-10T14:00:00.000Z', '2026-12-10T15:00:00.000Z'],
    ]);

    const moved = {
      ...session,
      start: Date.parse('2026-12-11T09:30:00Z'),
      end: Date.parse('2026-12-11T10:30:00Z'),
    };
    expect(await connection.putEvent(work, moved, eventId)).toBe(eventId);
    expect(await read()).toMatchObject({
      start: '2026-12-11T09:30:00.000Z',
      end: '2026-12-11T10:30:00.000Z',
    });
    expect(iso((await connection.busy([work], ...day('2026-12-10'))).get(work))).toEqual([]);
    expect(iso((await connection.busy([work], ...day('2026-12-11'))).get(work))).toEqual([
      ['2026-12-11T09:30:00.000Z', '2026-12-11T10:30:00.000Z'],
    ]);

    await connection.deleteEvent(work, eventId);
    expect((await dav('GET', eventId)).status).toBe(404);
    await expect(connection.deleteEvent(work, eventId)).resolves.toBeUndefined();
  });

  it('a read-only calendar refuses the session; nothing else of the account is touched', async () => {
    const connection = adapter.open(credentials, noop);
    const holidays = calendarUrl('readonly-holidays');
    const session: CalendarEventInput = {
      sessionId: 'ses_ro',
      title: 'x',
      description: '',
      location: null,
      start: Date.parse('2026-12-10T14:00:00Z'),
      end: Date.parse('2026-12-10T15:00:00Z'),
      timeZone: 'UTC',
    };
    await expect(connection.putEvent(holidays, session, null)).rejects.toThrow(
      /^The calendar refused the event: 403 Forbidden/,
    );
  });

  it('a calendar deleted on the server blocks nothing; the others still answer', async () => {
    const busy = await adapter
      .open(credentials, noop)
      .busy(
        [calendarUrl('gone'), calendarUrl('personal')],
        Date.parse('2026-12-08T00:00:00Z'),
        Date.parse('2026-12-09T00:00:00Z'),
      );
    expect(iso(busy.get(calendarUrl('gone')))).toEqual([]);
    expect(iso(busy.get(calendarUrl('personal')))).toEqual([
      ['2026-12-08T14:00:00.000Z', '2026-12-08T15:00:00.000Z'],
    ]);
  });

  it('changes: the sync-token moves with an event and only then, per calendar; a calendar gone has none', async () => {
    const connection = adapter.open(credentials, noop);
    const [work, personal, gone] = [calendarUrl('work'), calendarUrl('personal'), calendarUrl('gone')];
    const window = { from: 0, to: 1 };
    const none = new Map<string, string | null>();
    const first = await connection.changes([work, personal, gone], none, window);
    expect(first.get(work)).toEqual({ changed: true, token: expect.stringMatching(/sync/) });
    expect(first.get(gone)).toEqual({ changed: true, token: null });
    const known = new Map([work, personal].map((id) => [id, first.get(id)!.token]));
    const quiet = await connection.changes([work, personal], known, window);
    expect(quiet.get(work)).toEqual({ changed: false, token: known.get(work) });
    expect(quiet.get(personal)).toEqual({ changed: false, token: known.get(personal) });
    const put = await dav(
      'PUT',
      `${personal}yoga.ics`,
      ics(...vevent('UID:yoga@test', 'DTSTART:20261210T070000Z', 'DTEND:20261210T080000Z')),
    );
    expect(put.status).toBe(201);
    const after = await connection.changes([work, personal], known, window);
    expect(after.get(work)).toEqual({ changed: false, token: known.get(work) });
    expect(after.get(personal)!.changed).toBe(true);
    expect(after.get(personal)!.token).not.toBe(known.get(personal));
    expect((await dav('DELETE', `${personal}yoga.ics`)).status).toBe(200);
  });

  it('sends the password to the account’s own server only', async () => {
    const connection = adapter.open(credentials, noop);
    await expect(connection.busy(['https://elsewhere.example/cal/'], 0, 1)).rejects.toThrow(
      'This URL is not on the account’s CalDAV server',
    );
    await expect(
      connection.changes(['https://elsewhere.example/cal/'], new Map(), { from: 0, to: 1 }),
    ).rejects.toThrow('This URL is not on the account’s CalDAV server');
  });
});
