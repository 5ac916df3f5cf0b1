import type { calendar_v3 } from '@googleapis/calendar';
import { changed, stop, watch } from './push';
import {
  type Answer,
  apiError,
  type FakeGoogleAccount,
  type FakeGoogleCalendar,
  type GoogleState,
  nextNumber,
  rfc3339,
} from './state';

// Calendar API v3 under /calendar/v3, as far as the adapter calls it: calendarList (list, get),
// freeBusy.query, events list (full and incremental, with sync tokens) / insert / patch /
// delete. Each checks the bearer token and the scope Google requires for it, and answers
// Google's documented shapes and errors.

const SCOPE = {
  calendarList: [
    'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
    'https://www.googleapis.com/auth/calendar',
  ],
  freeBusy: ['https://www.googleapis.com/auth/calendar.freebusy', 'https://www.googleapis.com/auth/calendar'],
  events: [
    'https://www.googleapis.com/auth/calendar.events.owned',
    'https://www.googleapis.com/auth/calendar',
  ],
};

/** Google refuses free/busy ranges past about two months ('timeRangeTooLong'); the fake at 60 days. */
export const FAKE_FREEBUSY_MAX_MS = 60 * 24 * 60 * 60 * 1000;

/** Event ids: base32hex characters, 5 to 1024 of them. */
const EVENT_ID = /^[0-9a-v]{5,1024}$/;

type Request = { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | null };

const UNAUTHENTICATED = apiError(
  401,
  'authError',
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
  'UNAUTHENTICATED',
);
const INSUFFICIENT = apiError(403, 'insufficientPermissions', 'Insufficient Permission', 'PERMISSION_DENIED');
const NOT_FOUND = apiError(404, 'notFound', 'Not Found');

const instantOf = (time: calendar_v3.Schema$EventDateTime | undefined) =>
  time?.dateTime ? Date.parse(time.dateTime) : Date.parse(`${time?.date}T00:00:00Z`);

/** The events of a calendar that count as busy (not cancelled, not marked free) within [from, to). */
export function busyOf(events: Iterable<calendar_v3.Schema$Event>, from: number, to: number) {
  const periods = [...events]
    .filter((e) => e.status !== 'cancelled' && e.transparency !== 'transparent')
    .map((e) => ({ start: Math.max(instantOf(e.start), from), end: Math.min(instantOf(e.end), to) }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const p of periods) {
    const last = merged[merged.length - 1];
    if (last && p.start <= last.end) last.end = Math.max(last.end, p.end);
    else merged.push({ ...p });
  }
  return merged.map((p): calendar_v3.Schema$TimePeriod => ({ start: rfc3339(p.start), end: rfc3339(p.end) }));
}

function calendarOf(account: FakeGoogleAccount, rawId: string) {
  const id = decodeURIComponent(rawId);
  if (id === 'primary') return [...account.calendars.values()].find((c) => c.entry.primary) ?? null;
  return account.calendars.get(id) ?? null;
}

function calendarList(account: FakeGoogleAccount, query: URLSearchParams): Answer {
  const items = [...account.calendars.values()].map((c) => c.entry);
  const size = Math.min(Number(query.get('maxResults') ?? 100), 250);
  const start = Number(query.get('pageToken') ?? 0);
  const body: calendar_v3.Schema$CalendarList = {
    kind: 'calendar#calendarList',
    items: items.slice(start, start + size),
    ...(start + size < items.length && { nextPageToken: String(start + size) }),
  };
  return { status: 200, body };
}

function freeBusy(account: FakeGoogleAccount, body: calendar_v3.Schema$FreeBusyRequest): Answer {
  const from = Date.parse(body.timeMin ?? '');
  const to = Date.parse(body.timeMax ?? '');
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from)
    return apiError(400, 'timeRangeEmpty', 'The specified time range is empty.');
  if (to - from > FAKE_FREEBUSY_MAX_MS)
    return apiError(400, 'timeRangeTooLong', 'The requested time range is too long.');
  const calendars: Record<string, calendar_v3.Schema$FreeBusyCalendar> = {};
  for (const item of body.items ?? []) {
    const calendar = calendarOf(account, encodeURIComponent(item.id ?? ''));
    calendars[item.id ?? ''] = calendar
      ? { busy: busyOf(calendar.events.values(), from, to) }
      : { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
  }
  const answer: calendar_v3.Schema$FreeBusyResponse = {
    kind: 'calendar#freeBusy',
    timeMin: rfc3339(from),
    timeMax: rfc3339(to),
    calendars,
  };
  return { status: 200, body: answer };
}

/** Parameters Google refuses next to a syncToken ('Synchronize resources efficiently'). */
const NOT_WITH_SYNC_TOKEN = [
  'iCalUID',
  'orderBy',
  'privateExtendedProperty',
  'q',
  'sharedExtendedProperty',
  'timeMin',
  'timeMax',
  'updatedMin',
];

/**
 * events.list: a full listing (timeMin/timeMax bound an event's end and start; cancelled events
 * only with showDeleted) or, with syncToken, the events changed since that token (deleted ones
 * included). Pages of maxResults (default 250, at most 2500) with nextPageToken; the last page
 * carries nextSyncToken. A token the fake forgot answers 410 'fullSyncRequired'.
 */
function listEvents(
  state: GoogleState,
  account: FakeGoogleAccount,
  calendarId: string,
  calendar: FakeGoogleCalendar,
  query: URLSearchParams,
): Answer {
  const syncToken = query.get('syncToken');
  let items: calendar_v3.Schema$Event[];
  if (syncToken) {
    if (NOT_WITH_SYNC_TOKEN.some((p) => query.has(p)) || query.get('showDeleted') === 'false') {
      return apiError(400, 'invalid', 'Sync token cannot be used with other request restrictions.');
    }
    const since = state.syncTokens.get(syncToken);
    if (!since || since.sub !== account.sub || since.calendarId !== calendarId) {
      return apiError(410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.');
    }
    items = [...calendar.events.values()].filter((e) => since.seen.get(e.id ?? '') !== JSON.stringify(e));
  } else {
    const from = query.has('timeMin') ? Date.parse(query.get('timeMin')!) : -Infinity;
    const to = query.has('timeMax') ? Date.parse(query.get('timeMax')!) : Infinity;
    items = [...calendar.events.values()].filter(
      (e) =>
        (e.status !== 'cancelled' || query.get('showDeleted') === 'true') &&
        instantOf(e.end) > from &&
        instantOf(e.start) < to,
    );
  }
  const size = Math.min(Number(query.get('maxResults') ?? 250), 2500);
  const start = Number(query.get('pageToken') ?? 0);
  const last = start + size >= items.length;
  const body: calendar_v3.Schema$Events = {
    kind: 'calendar#events',
    summary: calendar.entry.summary,
    items: items.slice(start, start + size),
  };
  if (!last) body.nextPageToken = String(start + size);
  else {
    const token = `CPDAlvWDx70CEPDAlvWDx70CGAU${nextNumber(state)}=`;
    const seen = new Map([...calendar.events].map(([id, e]) => [id, JSON.stringify(e)]));
    state.syncTokens.set(token, { sub: account.sub, calendarId, seen });
    body.nextSyncToken = token;
  }
  return { status: 200, body };
}

function events(
  state: GoogleState,
  account: FakeGoogleAccount,
  request: Request,
  match: RegExpMatchArray,
  ownedOnly: boolean,
): Answer {
  const calendar = calendarOf(account, match[1]!);
  if (!calendar) return NOT_FOUND;
  if (request.method === 'GET' && !match[2]) {
    // Listing needs reader access; calendar.events.owned reaches the expert's own calendars only.
    const role = calendar.entry.accessRole;
    if (role === 'freeBusyReader' || (ownedOnly && role !== 'owner')) return INSUFFICIENT;
    return listEvents(state, account, calendar.entry.id ?? '', calendar, request.query);
  }
  if (calendar.entry.accessRole !== 'owner' && calendar.entry.accessRole !== 'writer') {
    return apiError(403, 'requiredAccessLevel', 'You need to have writer access to this calendar.');
  }
  // calendar.events.owned: "See, create, change, and delete events on Google calendars you own".
  if (ownedOnly && calendar.entry.accessRole !== 'owner') return INSUFFICIENT;
  const body = (request.body ?? {}) as calendar_v3.Schema$Event;
  const now = new Date().toISOString();
  if (request.method === 'POST' && !match[2]) {
    const id = body.id ?? `fakeevent${nextNumber(state)}`;
    if (!EVENT_ID.test(id)) return apiError(400, 'invalid', 'Invalid resource id value.');
    // Ids stay taken after a delete, as at Google.
    if (calendar.events.has(id))
      return apiError(409, 'duplicate', 'The requested identifier already exists.');
    const event: calendar_v3.Schema$Event = {
      kind: 'calendar#event',
      ...body,
      id,
      status: body.status ?? 'confirmed',
      created: now,
      updated: now,
      organizer: { email: calendar.entry.id ?? undefined, self: true },
    };
    calendar.events.set(id, event);
    return { status: 200, body: event };
  }
  const event = match[2] ? calendar.events.get(decodeURIComponent(match[2])) : undefined;
  if (!event) return NOT_FOUND;
  if (request.method === 'PATCH') {
    Object.assign(event, body, { id: event.id, updated: now });
    return { status: 200, body: event };
  }
  if (request.method === 'DELETE') {
    if (event.status === 'cancelled') return apiError(410, 'deleted', 'Resource has been deleted');
    event.status = 'cancelled';
    return { status: 204, body: null };
  }
  return NOT_FOUND;
}

export function calendarApi(state: GoogleState, request: Request, authorization: string | null): Answer {
  const token = state.accessTokens.get((authorization ?? '').replace(/^Bearer /, ''));
  if (!token || token.expiresAt <= Date.now()) return UNAUTHENTICATED;
  if (state.failure) return apiError(state.failure, 'backendError', 'Backend Error');
  const account = state.accounts.get(token.sub);
  if (!account) return UNAUTHENTICATED;
  const may = (needed: string[]) => needed.some((s) => token.scopes.includes(s));
  const path = request.path.replace(/^\/calendar\/v3/, '');
  const listEntry = path.match(/^\/users\/me\/calendarList(?:\/([^/]+))?$/);
  if (listEntry && request.method === 'GET') {
    if (!may(SCOPE.calendarList)) return INSUFFICIENT;
    if (!listEntry[1]) return calendarList(account, request.query);
    const calendar = calendarOf(account, listEntry[1]);
    return calendar ? { status: 200, body: calendar.entry } : NOT_FOUND;
  }
  if (path === '/freeBusy' && request.method === 'POST') {
    if (!may(SCOPE.freeBusy)) return INSUFFICIENT;
    return freeBusy(account, (request.body ?? {}) as calendar_v3.Schema$FreeBusyRequest);
  }
  const watchPath = path.match(/^\/calendars\/([^/]+)\/events\/watch$/);
  if (watchPath && request.method === 'POST') {
    if (!may(SCOPE.events)) return INSUFFICIENT;
    const calendar = calendarOf(account, watchPath[1]!);
    if (!calendar) return NOT_FOUND;
    // Watching needs what listing needs: events.owned reaches the expert's own calendars only.
    const ownedOnly = !token.scopes.includes('https://www.googleapis.com/auth/calendar');
    if (
      calendar.entry.accessRole === 'freeBusyReader' ||
      (ownedOnly && calendar.entry.accessRole !== 'owner')
    )
      return INSUFFICIENT;
    return watch(
      state,
      account.sub,
      calendar.entry.id ?? '',
      (request.body ?? {}) as calendar_v3.Schema$Channel,
    );
  }
  if (path === '/channels/stop' && request.method === 'POST')
    return stop(state, account.sub, (request.body ?? {}) as calendar_v3.Schema$Channel);
  const eventPath = path.match(/^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/);
  if (eventPath) {
    if (!may(SCOPE.events)) return INSUFFICIENT;
    const ownedOnly = !token.scopes.includes('https://www.googleapis.com/auth/calendar');
    const answer = events(state, account, request, eventPath, ownedOnly);
    if (request.method !== 'GET' && answer.status < 300) {
      changed(state, account.sub, calendarOf(account, eventPath[1]!)?.entry.id ?? '');
    }
    return answer;
  }
  return NOT_FOUND;
}
