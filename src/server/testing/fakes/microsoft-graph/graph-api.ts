import type { Calendar, Event, Subscription } from '@microsoft/microsoft-graph-types';
import {
  type Answer,
  type DeltaItem,
  type DeltaState,
  type FakeMailbox,
  graphDateTime,
  graphError,
  type MicrosoftState,
  nextNumber,
} from './state';
import { calendarChanged, subscriptionsApi } from './subscriptions';

// Microsoft Graph v1.0, as far as the adapter calls it: /me, /me/calendars,
// /me/calendars/{id}/calendarView and its delta, creating events in a calendar (with
// transactionId), and /me/events/{id} PATCH and DELETE. Collections page with @odata.nextLink;
// times are UTC.

type Request = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  /** The Prefer header (odata.maxpagesize). */
  prefer?: string;
};

const NOT_FOUND = graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
const EXPIRED = graphError(
  401,
  'InvalidAuthenticationToken',
  'Access token has expired or is not yet valid.',
);

function page<T>(state: MicrosoftState, request: Request, items: T[]): Answer {
  const top = Math.min(Number(request.query.get('$top') ?? 10), state.pageSize);
  const skip = Number(request.query.get('$skip') ?? 0);
  const body: Record<string, unknown> = { value: items.slice(skip, skip + top) };
  if (skip + top < items.length) {
    const next = new URL(`${state.url}${request.path}`);
    for (const [k, v] of request.query) if (k !== '$skip') next.searchParams.set(k, v);
    next.searchParams.set('$skip', String(skip + top));
    body['@odata.nextLink'] = next.toString();
  }
  return { status: 200, body };
}

const instantOf = (time: Event['start']) => Date.parse(`${time?.dateTime?.replace(/Z$/, '')}Z`);

/** Event times as Graph stores them; the fake takes UTC only (the adapter writes UTC). */
function normalTime(time: Event['start']): Event['start'] | null {
  if (!time?.dateTime || time.timeZone !== 'UTC') return null;
  const ms = instantOf(time);
  return Number.isNaN(ms) ? null : { dateTime: graphDateTime(ms), timeZone: 'UTC' };
}

function calendarView(
  state: MicrosoftState,
  mailbox: FakeMailbox,
  calendarId: string,
  request: Request,
): Answer {
  if (!mailbox.calendars.has(calendarId)) return NOT_FOUND;
  const from = Date.parse(request.query.get('startDateTime') ?? '');
  const to = Date.parse(request.query.get('endDateTime') ?? '');
  if (Number.isNaN(from) || Number.isNaN(to)) {
    return graphError(
      400,
      'ErrorInvalidParameter',
      'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
    );
  }
  const events = [...mailbox.events.values()]
    .filter((e) => e.calendarId === calendarId)
    .map((e) => e.event)
    .filter((e) => instantOf(e.start) < to && instantOf(e.end) > from)
    .sort((a, b) => instantOf(a.start) - instantOf(b.start));
  return page(state, request, events);
}

const inWindow = (event: Event, from: number, to: number) =>
  instantOf(event.start) < to && instantOf(event.end) > from;

/**
 * calendarView delta ('Get incremental changes to events in a calendar view'): the first request
 * names the window (startDateTime, endDateTime) and answers every event in it; each round pages
 * with @odata.nextLink ($skiptoken) up to odata.maxpagesize and ends with @odata.deltaLink
 * ($deltatoken), which answers the events added, changed or removed (`@removed`) since. $select
 * is not supported. A $deltatoken the fake forgot answers 410 Gone (a full resync is needed).
 */
function calendarViewDelta(
  state: MicrosoftState,
  mailbox: FakeMailbox,
  calendarId: string,
  request: Request,
): Answer {
  if (!mailbox.calendars.has(calendarId)) return NOT_FOUND;
  if (request.query.has('$select'))
    return graphError(400, 'ErrorInvalidUrlQuery', '$select is not supported on calendarView delta.');
  const base = `${state.url}/v1.0/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta`;
  const maxPage = Number(request.prefer?.match(/odata\.maxpagesize=(\d+)/)?.[1] ?? 10);
  const pageOf = (round: { items: DeltaItem[]; offset: number; next: DeltaState }) => {
    const size = Math.min(maxPage, state.pageSize);
    const body: Record<string, unknown> = { value: round.items.slice(round.offset, round.offset + size) };
    if (round.offset + size < round.items.length) {
      const skip = `skip${nextNumber(state)}`;
      state.skipTokens.set(skip, { ...round, offset: round.offset + size });
      body['@odata.nextLink'] = `${base}?$skiptoken=${skip}`;
    } else {
      const delta = `delta${nextNumber(state)}`;
      state.deltaTokens.set(delta, round.next);
      body['@odata.deltaLink'] = `${base}?$deltatoken=${delta}`;
    }
    return { status: 200, body };
  };
  const skip = request.query.get('$skiptoken');
  if (skip) {
    const round = state.skipTokens.get(skip);
    if (!round)
      return graphError(410, 'SyncStateNotFound', 'The sync state was not found; a full resync is required.');
    state.skipTokens.delete(skip);
    return pageOf(round);
  }
  const current = (from: number, to: number) =>
    [...mailbox.events.values()]
      .filter((e) => e.calendarId === calendarId && inWindow(e.event, from, to))
      .map((e) => e.event);
  const deltaToken = request.query.get('$deltatoken');
  let since: DeltaState;
  if (deltaToken) {
    const known = state.deltaTokens.get(deltaToken);
    if (!known || known.userId !== mailbox.user.id || known.calendarId !== calendarId)
      return graphError(410, 'SyncStateNotFound', 'The sync state was not found; a full resync is required.');
    since = known;
  } else {
    const from = Date.parse(request.query.get('startDateTime') ?? '');
    const to = Date.parse(request.query.get('endDateTime') ?? '');
    if (Number.isNaN(from) || Number.isNaN(to)) {
      return graphError(
        400,
        'ErrorInvalidParameter',
        'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
      );
    }
    since = { userId: mailbox.user.id ?? '', calendarId, from, to, seen: new Map() };
  }
  const now = current(since.from, since.to);
  const items: DeltaItem[] = now.filter((e) => since.seen.get(e.id!) !== JSON.stringify(e));
  const ids = new Set(now.map((e) => e.id!));
  for (const id of since.seen.keys()) if (!ids.has(id)) items.push({ id, '@removed': { reason: 'deleted' } });
  const next: DeltaState = { ...since, seen: new Map(now.map((e) => [e.id!, JSON.stringify(e)])) };
  return pageOf({ items, offset: 0, next });
}

function createEvent(state: MicrosoftState, mailbox: FakeMailbox, calendarId: string, body: Event): Answer {
  const calendar = mailbox.calendars.get(calendarId);
  if (!calendar) return NOT_FOUND;
  if (!calendar.canEdit)
    return graphError(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
  if (body.transactionId) {
    const made = [...mailbox.events.values()].find((e) => e.event.transactionId === body.transactionId);
    // A retried create: the event made the first time, as it is now.
    if (made) return { status: 201, body: made.event };
  }
  const start = normalTime(body.start);
  const end = normalTime(body.end);
  if (!start || !end)
    return graphError(
      400,
      'ErrorInvalidRequest',
      'Your request is invalid: start and end need a dateTime in UTC.',
    );
  const now = new Date().toISOString();
  const event: Event = {
    showAs: 'busy',
    isCancelled: false,
    ...body,
    id: `AAMkAGfake${nextNumber(state)}=`,
    start,
    end,
    createdDateTime: now,
    lastModifiedDateTime: now,
  };
  mailbox.events.set(event.id!, { calendarId, event });
  calendarChanged(state, mailbox.user.id ?? '', calendarId, 'created', event.id!);
  return { status: 201, body: event };
}

function updateEvent(
  state: MicrosoftState,
  mailbox: FakeMailbox,
  eventId: string,
  method: string,
  body: Event,
): Answer {
  const found = mailbox.events.get(eventId);
  if (!found) return NOT_FOUND;
  const userId = mailbox.user.id ?? '';
  if (method === 'DELETE') {
    mailbox.events.delete(eventId);
    calendarChanged(state, userId, found.calendarId, 'deleted', eventId);
    return { status: 204, body: null };
  }
  if (body.transactionId && body.transactionId !== found.event.transactionId) {
    return graphError(400, 'ErrorInvalidRequest', 'The transactionId of an event cannot be changed.');
  }
  const start = body.start ? normalTime(body.start) : found.event.start;
  const end = body.end ? normalTime(body.end) : found.event.end;
  if (!start || !end)
    return graphError(
      400,
      'ErrorInvalidRequest',
      'Your request is invalid: start and end need a dateTime in UTC.',
    );
  Object.assign(found.event, body, { start, end, lastModifiedDateTime: new Date().toISOString() });
  calendarChanged(state, userId, found.calendarId, 'updated', eventId);
  return { status: 200, body: found.event };
}

export function graphApi(
  state: MicrosoftState,
  request: Request,
  authorization: string | null,
): Answer | Promise<Answer> {
  const token = state.accessTokens.get((authorization ?? '').replace(/^Bearer /, ''));
  if (!token || token.expiresAt <= Date.now()) return EXPIRED;
  if (state.failure)
    return graphError(state.failure, 'serviceNotAvailable', 'The service is temporarily unavailable.');
  const mailbox = state.mailboxes.get(token.userId);
  if (!mailbox) return EXPIRED;
  const may = (scope: string) => token.scopes.some((s) => s.toLowerCase() === scope.toLowerCase());
  const denied = graphError(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
  const path = request.path.replace(/^\/v1\.0/, '');
  if (path.startsWith('/subscriptions')) {
    // Subscribing to events needs the permission that reads them.
    if (!may('Calendars.ReadWrite')) return denied;
    return subscriptionsApi(state, token.userId, request.method, path, (request.body ?? {}) as Subscription);
  }
  const body = (request.body ?? {}) as Event;

  if (path === '/me' && request.method === 'GET')
    return may('User.Read') ? { status: 200, body: mailbox.user } : denied;
  if (!may('Calendars.ReadWrite')) return denied;
  if (path === '/me/calendars' && request.method === 'GET') {
    return page<Calendar>(state, request, [...mailbox.calendars.values()]);
  }
  const delta = path.match(/^\/me\/calendars\/([^/]+)\/calendarView\/delta$/);
  if (delta && request.method === 'GET')
    return calendarViewDelta(state, mailbox, decodeURIComponent(delta[1]!), request);
  const inCalendar = path.match(/^\/me\/calendars\/([^/]+)\/(calendarView|events)$/);
  if (inCalendar) {
    const calendarId = decodeURIComponent(inCalendar[1]!);
    if (inCalendar[2] === 'calendarView' && request.method === 'GET')
      return calendarView(state, mailbox, calendarId, request);
    if (inCalendar[2] === 'events' && request.method === 'POST')
      return createEvent(state, mailbox, calendarId, body);
  }
  const event = path.match(/^\/me\/events\/([^/]+)$/);
  if (event && (request.method === 'PATCH' || request.method === 'DELETE')) {
    return updateEvent(state, mailbox, decodeURIComponent(event[1]!), request.method, body);
  }
  return graphError(400, 'BadRequest', `Resource not found for the segment '${path.split('/').pop()}'.`);
}
