import ICAL from 'ical.js';
import { calendarQuery, createAccount, type DAVResponse, propfind } from 'tsdav';
import { CALDAV_URL_INVALID, ICLOUD_CALDAV_URL } from '../../../domain/calendar/accounts';
import { icalUtc } from '../../../domain/calendar/ical';
import { type Clock, systemClock } from '../../clock';
import type { Logger } from '../../logger';
import { buildSessionEvent, sessionFileName } from './caldav-event';
import {
  assertSameOrigin,
  basicAuth,
  type CaldavCredentials,
  type DavAddressPolicy,
  davFetch,
  readCredentials,
  reasonOf,
  withSlash,
} from './caldav-http';
import { busyFromIcs, isIanaZone } from './ics-busy';
import {
  type BusyInterval,
  type CaldavCalendarAdapter,
  CalendarAuthError,
  type CalendarChange,
  type CalendarConnection,
  type CalendarInfo,
  CalendarUnavailableError,
} from './port';

// Apple iCloud and any CalDAV server (Fastmail, Nextcloud, Radicale) through tsdav (issue 16,
// ADR 039). Tested against a real Radicale (`caldav.integration.test.ts`).

export type CaldavAdapterOptions = {
  /**
   * The zone of floating times and all-day events of a calendar that names none
   * (CALDAV:calendar-timezone). Default UTC.
   */
  timeZone?: string;
  /** Accept http:// servers (tests, a local install's own Radicale). Production keeps https only. */
  allowHttp?: boolean;
  /**
   * Reach servers on loopback, private, link-local and unique-local addresses (default yes: tests
   * and local installs). Production says no: every request's DNS answers are checked (ADR 039).
   */
  allowPrivateNetworks?: boolean;
  /** Per request. Default 15 s. */
  timeoutMs?: number;
  /** DTSTAMP of the events written. */
  clock?: Clock;
  log?: Logger;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createCaldavAdapter(options: CaldavAdapterOptions = {}): CaldavCalendarAdapter {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const defaultZone = options.timeZone ?? 'UTC';
  const clock = options.clock ?? systemClock;
  const policy = {
    allowPrivateNetworks: options.allowPrivateNetworks ?? true,
    allowHttp: options.allowHttp ?? false,
  };

  return {
    provider: 'apple',

    async connect(input) {
      const serverUrl = input.serverUrl.trim() || ICLOUD_CALDAV_URL;
      let protocol: string;
      try {
        protocol = new URL(serverUrl).protocol;
      } catch {
        throw new CalendarAuthError(CALDAV_URL_INVALID);
      }
      if (protocol !== 'https:' && !(protocol === 'http:' && options.allowHttp))
        throw new CalendarAuthError(CALDAV_URL_INVALID);
      const headers = basicAuth(input.username, input.password);
      const fetch = davFetch('connect', timeoutMs, policy);
      let account: Awaited<ReturnType<typeof createAccount>>;
      try {
        account = await createAccount({ account: { accountType: 'caldav', serverUrl }, headers, fetch });
      } catch (err) {
        if (err instanceof CalendarAuthError || err instanceof CalendarUnavailableError) throw err;
        // Answered, but not as a CalDAV server (no principal or calendar home).
        throw new CalendarAuthError('No CalDAV calendars were found at this address');
      }
      const principalUrl = account.principalUrl as string;
      const homeUrl = account.homeUrl as string;
      const [principal] = await propfind({
        url: principalUrl,
        props: { 'd:displayname': {} },
        depth: '0',
        headers,
        fetch,
      });
      const displayName = principal?.ok ? textOf(principal.props?.displayname) : null;
      const credentials: CaldavCredentials = {
        serverUrl,
        username: input.username,
        password: input.password,
        principalUrl,
        homeUrl,
      };
      return {
        externalId: principalUrl,
        email: EMAIL.test(input.username) ? input.username : null,
        principalName: displayName,
        credentials,
      };
    },

    open(stored) {
      const credentials = readCredentials(stored);
      return openConnection(credentials, { timeoutMs, defaultZone, clock, log: options.log, policy });
    },
  };
}

function openConnection(
  credentials: CaldavCredentials,
  context: {
    timeoutMs: number;
    defaultZone: string;
    clock: Clock;
    log: Logger | undefined;
    policy: DavAddressPolicy;
  },
): CalendarConnection {
  const headers = basicAuth(credentials.username, credentials.password);
  const fetch = davFetch('use', context.timeoutMs, context.policy);

  /** The calendars under the home, with the properties that say what they hold and allow. */
  const listCollections = () =>
    propfind({
      url: credentials.homeUrl,
      props: {
        'd:displayname': {},
        'd:resourcetype': {},
        'c:supported-calendar-component-set': {},
        'd:current-user-privilege-set': {},
        'c:calendar-timezone': {},
        // Change detection: RFC 6578's sync-token, else the older (Apple) CalendarServer getctag.
        'd:sync-token': {},
        'cs:getctag': {},
      },
      depth: '1',
      headers,
      fetch,
    });

  /** The calendars that still exist, by URL (with and without a trailing slash). */
  const collectionsByUrl = async () => {
    const found = new Map<string, DAVResponse>();
    for (const response of await listCollections())
      if (response.ok && response.href && isEventCalendar(response))
        found.set(new URL(response.href, credentials.homeUrl).href, response);
    return { of: (calendarId: string) => found.get(withSlash(calendarId)) ?? found.get(calendarId) };
  };

  return {
    async listCalendars() {
      const responses = await listCollections();
      const calendars: CalendarInfo[] = [];
      for (const response of responses) {
        if (!response.ok || !isEventCalendar(response) || !response.href) continue;
        const id = new URL(response.href, credentials.homeUrl).href;
        calendars.push({
          id,
          name: textOf(response.props?.displayname) ?? lastSegment(id),
          writeable: canWrite(response),
          primary: false,
        });
      }
      // The port's 'primary' (the default 'to' calendar): CalDAV has none, so the first one listed.
      if (calendars[0]) calendars[0].primary = true;
      return calendars;
    },

    async changes(calendarIds, tokens) {
      // One PROPFIND of the home answers for every calendar: its sync-token (or ctag) moves with
      // any change to its events, so comparing it is the whole check.
      const collections = await collectionsByUrl();
      const result = new Map<string, CalendarChange>();
      for (const calendarId of calendarIds) {
        assertSameOrigin(calendarId, credentials.homeUrl);
        const response = collections.of(calendarId);
        const token = response ? changeTokenOf(response) : null;
        const known = tokens.get(calendarId) ?? null;
        result.set(calendarId, { changed: token === null || token !== known, token });
      }
      return result;
    },

    async busy(calendarIds, from, to) {
      // The calendars that still exist, each with the zone of its floating and all-day times.
      const collections = await collectionsByUrl();
      const result = new Map<string, BusyInterval[]>();
      await Promise.all(
        calendarIds.map(async (calendarId) => {
          assertSameOrigin(calendarId, credentials.homeUrl);
          const response = collections.of(calendarId);
          const timeZone = response ? (zoneOf(response) ?? context.defaultZone) : undefined;
          if (timeZone === undefined) {
            // A calendar deleted on the server blocks nothing; the feature drops it on its next refresh.
            context.log?.warn('caldav calendar gone', { calendarId });
            result.set(calendarId, []);
            return;
          }
          const objects = await calendarQuery({
            url: calendarId,
            props: { 'd:getetag': {}, 'c:calendar-data': {} },
            filters: {
              'comp-filter': {
                _attributes: { name: 'VCALENDAR' },
                'comp-filter': {
                  _attributes: { name: 'VEVENT' },
                  'time-range': { _attributes: { start: icalUtc(from), end: icalUtc(to) } },
                },
              },
            },
            depth: '1',
            headers,
            fetch,
          });
          const intervals: BusyInterval[] = [];
          for (const object of objects) {
            const data = object.props?.calendarData;
            const text =
              typeof data === 'string' ? data : typeof data?._cdata === 'string' ? data._cdata : null;
            if (!text) continue;
            try {
              intervals.push(...busyFromIcs(text, { from, to, timeZone }));
            } catch (err) {
              context.log?.warn('caldav event skipped: not iCalendar', {
                calendarId,
                href: object.href,
                err,
              });
            }
          }
          result.set(
            calendarId,
            intervals.sort((a, b) => a.start - b.start || a.end - b.end),
          );
        }),
      );
      return result;
    },

    async putEvent(calendarId, event, knownEventId) {
      assertSameOrigin(calendarId, credentials.homeUrl);
      const home = withSlash(calendarId);
      // Idempotent by session id: the same resource name every time, simply overwritten.
      const url =
        knownEventId?.startsWith(home) === true
          ? knownEventId
          : new URL(sessionFileName(event.sessionId), home).href;
      const response = await fetch(url, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'text/calendar; charset=utf-8' },
        body: buildSessionEvent(event, context.clock.now().getTime()),
      });
      if (!response.ok) throw new Error(`The calendar refused the event: ${await reasonOf(response)}`);
      return url;
    },

    async deleteEvent(calendarId, eventId) {
      assertSameOrigin(calendarId, credentials.homeUrl);
      assertSameOrigin(eventId, credentials.homeUrl);
      const response = await fetch(eventId, { method: 'DELETE', headers });
      if (response.ok || response.status === 404 || response.status === 410) return;
      throw new Error(`The calendar refused to remove the event: ${await reasonOf(response)}`);
    },
  };
}

/** A calendar collection that holds events (no supported-calendar-component-set means any component). */
function isEventCalendar(response: DAVResponse): boolean {
  const types = Object.keys(response.props?.resourcetype ?? {});
  if (!types.includes('calendar')) return false;
  const set = response.props?.supportedCalendarComponentSet;
  if (!set) return true;
  const comps = [set.comp ?? []].flat() as { _attributes?: { name?: string } }[];
  return comps.some((comp) => comp?._attributes?.name?.toUpperCase() === 'VEVENT');
}

/** The collection's sync-token (RFC 6578), else its CalendarServer ctag; null when it has neither. */
function changeTokenOf(response: DAVResponse): string | null {
  const syncToken = textOf(response.props?.syncToken);
  if (syncToken) return syncToken;
  const ctag = textOf(response.props?.getctag);
  return ctag ? `ctag:${ctag}` : null;
}

/** Writeable unless the server offers current-user-privilege-set without write (RFC 3744 §5.4). */
function canWrite(response: DAVResponse): boolean {
  const set = response.props?.currentUserPrivilegeSet;
  if (!set) return true;
  const privileges = [set.privilege ?? []].flat().flatMap((p) => Object.keys(p ?? {}));
  return privileges.some((p) => p === 'all' || p === 'write' || p === 'writeContent');
}

/** The calendar's own zone (CALDAV:calendar-timezone, a VTIMEZONE), when it is an IANA name. */
function zoneOf(response: DAVResponse): string | null {
  const value = response.props?.calendarTimezone;
  const text = typeof value === 'string' ? value : typeof value?._cdata === 'string' ? value._cdata : null;
  if (!text) return null;
  try {
    const tzid = new ICAL.Component(ICAL.parse(text))
      .getFirstSubcomponent('vtimezone')
      ?.getFirstPropertyValue('tzid');
    return typeof tzid === 'string' && isIanaZone(tzid) ? tzid : null;
  } catch {
    return null;
  }
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() || null;
  if (value && typeof value === 'object' && '_cdata' in value) return String(value._cdata).trim() || null;
  return null;
}

function lastSegment(url: string): string {
  return decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? url);
}
