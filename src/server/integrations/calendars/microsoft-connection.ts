import type { Client } from '@microsoft/microsoft-graph-client';
import type { Calendar, Event, Subscription } from '@microsoft/microsoft-graph-types';
import { unionWithin } from './busy-intervals';
import { graphStatus, toGraphError } from './microsoft-graph';
import type { MicrosoftTokens } from './microsoft-token';
import type {
  BusyInterval,
  CalendarChange,
  CalendarConnection,
  CalendarEventInput,
  CalendarInfo,
  CalendarPush,
} from './port';

// One open Microsoft account through Graph: calendars, busy times from each calendar's
// calendarView (so the expert's per-calendar 'from' choice holds; getSchedule answers for a
// mailbox, not a calendar), and the session's event.

/**
 * Which events block slots, by their showAs: free does not; tentative, busy, oof (away) and
 * workingElsewhere do, and so does unknown — a slot is better missed than double-booked.
 */
const NOT_BUSY = new Set(['free']);

type Page<T> = { value?: T[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string };

/** A link Graph answered (next page, delta), as a path relative to the client's base. */
const linkPath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname.replace(/^\/v1\.0/, '')}${url.search}`;
};

/** Graph writes instants as UTC wall time without a zone when asked for UTC (Prefer: outlook.timezone). */
function instantOf(time: Event['start']): number {
  if (!time?.dateTime || time.timeZone !== 'UTC')
    throw new Error(`Graph answered a time not in UTC: ${JSON.stringify(time)}`);
  return Date.parse(`${time.dateTime.replace(/Z$/, '')}Z`);
}

const graphTime = (ms: number) => ({ dateTime: new Date(ms).toISOString().slice(0, 19), timeZone: 'UTC' });

function eventBody(event: CalendarEventInput): Event {
  return {
    subject: event.title,
    body: { contentType: 'text', content: event.description },
    start: graphTime(event.start),
    end: graphTime(event.end),
    location: { displayName: event.location ?? '' },
    showAs: 'busy',
  };
}

export function openMicrosoftConnection(graph: Client, tokens: MicrosoftTokens): CalendarConnection {
  async function run<T>(call: () => Promise<T>): Promise<T> {
    tokens.failure = null;
    try {
      return await call();
    } catch (error) {
      // A refused refresh inside the Graph client comes out wrapped; the refusal itself counts.
      throw tokens.failure ?? toGraphError(error);
    } finally {
      await Promise.all(tokens.saving.splice(0));
    }
  }

  /** Every page of a Graph collection: the next link is asked relative to the client's base. */
  async function all<T>(first: () => Promise<Page<T>>): Promise<T[]> {
    const items: T[] = [];
    let page = await first();
    for (;;) {
      items.push(...(page.value ?? []));
      const next = page['@odata.nextLink'];
      if (!next) return items;
      page = await graph.api(linkPath(next)).get();
    }
  }

  async function listCalendars(): Promise<CalendarInfo[]> {
    const calendars = await all<Calendar>(() =>
      graph.api('/me/calendars').select(['id', 'name', 'canEdit', 'isDefaultCalendar']).top(100).get(),
    );
    return calendars
      .filter((c) => c.id)
      .map((c) => ({
        id: c.id!,
        name: c.name ?? c.id!,
        writeable: c.canEdit === true,
        primary: c.isDefaultCalendar === true,
      }));
  }

  async function busyOf(calendarId: string, from: number, to: number): Promise<BusyInterval[]> {
    try {
      const events = await all<Event>(() =>
        graph
          .api(`/me/calendars/${encodeURIComponent(calendarId)}/calendarView`)
          .query({ startDateTime: new Date(from).toISOString(), endDateTime: new Date(to).toISOString() })
          .header('Prefer', 'outlook.timezone="UTC"')
          .select(['showAs', 'isCancelled', 'start', 'end'])
          .top(200)
          .get(),
      );
      const busy = events
        .filter((e) => !e.isCancelled && !NOT_BUSY.has(e.showAs ?? 'unknown'))
        .map((e) => ({ start: instantOf(e.start), end: instantOf(e.end) }));
      return unionWithin(busy, from, to);
    } catch (error) {
      // A calendar gone since the list was read has nothing busy; the next refresh drops it.
      if (graphStatus(error) === 404) return [];
      throw error;
    }
  }

  async function busy(calendarIds: readonly string[], from: number, to: number) {
    const answers = await Promise.all(calendarIds.map((id) => busyOf(id, from, to)));
    return new Map(calendarIds.map((id, i) => [id, answers[i]!]));
  }

  /**
   * One round of Graph's delta query on a calendarView ('Get incremental changes to events in a
   * calendar view'): the first request names the window (startDateTime, endDateTime; $select is
   * not supported), the pages follow @odata.nextLink, and the last page's @odata.deltaLink is the
   * token for the next round, the window encoded in it. Any event on any page is a change.
   */
  async function deltaRound(first: () => Promise<Page<Event>>): Promise<CalendarChange> {
    let changed = false;
    let page = await first();
    for (;;) {
      if ((page.value ?? []).length > 0) changed = true;
      const next = page['@odata.nextLink'];
      if (next) {
        page = await graph.api(linkPath(next)).header('Prefer', 'odata.maxpagesize=200').get();
        continue;
      }
      const token = page['@odata.deltaLink'];
      if (!token) throw new Error('Graph answered a delta round without @odata.deltaLink');
      return { changed, token };
    }
  }

  async function changeOf(
    calendarId: string,
    known: string | null,
    window: { from: number; to: number },
  ): Promise<CalendarChange> {
    try {
      if (known) {
        try {
          return await deltaRound(() =>
            graph.api(linkPath(known)).header('Prefer', 'odata.maxpagesize=200').get(),
          );
        } catch (error) {
          // 410 Gone (syncStateNotFound, resyncRequired…): the token no longer works; start over.
          if (graphStatus(error) !== 410) throw error;
        }
      }
      const first = await deltaRound(() =>
        graph
          .api(`/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta`)
          .query({
            startDateTime: new Date(window.from).toISOString(),
            endDateTime: new Date(window.to).toISOString(),
          })
          .header('Prefer', 'odata.maxpagesize=200')
          .get(),
      );
      return { changed: true, token: first.token };
    } catch (error) {
      // A calendar gone since the list was read: nothing to follow; the next refresh drops it.
      if (graphStatus(error) === 404) return { changed: true, token: null };
      throw error;
    }
  }

  async function changes(
    calendarIds: readonly string[],
    tokens: ReadonlyMap<string, string | null>,
    window: { from: number; to: number },
  ) {
    const answers = await Promise.all(calendarIds.map((id) => changeOf(id, tokens.get(id) ?? null, window)));
    return new Map(calendarIds.map((id, i) => [id, answers[i]!]));
  }

  async function create(calendarId: string, event: CalendarEventInput): Promise<string> {
    const body = eventBody(event);
    // transactionId: Graph answers a retried create with the event it made the first time.
    const made: Event = await graph
      .api(`/me/calendars/${encodeURIComponent(calendarId)}/events`)
      .header('Prefer', 'outlook.timezone="UTC"')
      .post({ ...body, transactionId: event.sessionId });
    const same =
      made.subject === body.subject &&
      instantOf(made.start) === event.start &&
      instantOf(made.end) === event.end;
    // That first event may predate a move made since: bring it up to date.
    if (!same) await graph.api(`/me/events/${encodeURIComponent(made.id!)}`).patch(body);
    return made.id!;
  }

  async function putEvent(calendarId: string, event: CalendarEventInput, knownEventId: string | null) {
    if (knownEventId) {
      try {
        await graph.api(`/me/events/${encodeURIComponent(knownEventId)}`).patch(eventBody(event));
        return knownEventId;
      } catch (error) {
        // The expert deleted it by hand: write it again.
        if (graphStatus(error) !== 404) throw error;
      }
    }
    return create(calendarId, event);
  }

  async function deleteEvent(_calendarId: string, eventId: string) {
    try {
      await graph.api(`/me/events/${encodeURIComponent(eventId)}`).delete();
    } catch (error) {
      if (graphStatus(error) !== 404) throw error;
    }
  }

  /**
   * Push (ADR 039): a Graph subscription on the calendar's events. Graph first posts a
   * validationToken to `address`, which our endpoint echoes; then every change comes with our
   * clientState. A PATCH of expirationDateTime renews it; DELETE ends it.
   */
  const push: CalendarPush = {
    watch: (calendarId, request) =>
      run(async () => {
        const body: Subscription = {
          changeType: 'created,updated,deleted',
          notificationUrl: request.address,
          resource: `/me/calendars/${encodeURIComponent(calendarId)}/events`,
          expirationDateTime: new Date(request.expiresAt).toISOString(),
          clientState: request.token,
        };
        const answer = (await graph.api('/subscriptions').post(body)) as Subscription;
        if (!answer.id) throw new Error('Graph answered a subscription without id');
        return {
          resourceId: answer.id,
          expiresAt: answer.expirationDateTime ? Date.parse(answer.expirationDateTime) : request.expiresAt,
        };
      }),
    renew: (channel, expiresAt) =>
      run(async () => {
        const body: Subscription = { expirationDateTime: new Date(expiresAt).toISOString() };
        try {
          const answer = (await graph
            .api(`/subscriptions/${encodeURIComponent(channel.resourceId)}`)
            .patch(body)) as Subscription;
          return answer.expirationDateTime ? Date.parse(answer.expirationDateTime) : expiresAt;
        } catch (error) {
          // Graph removed it (expired, or dropped after failed deliveries): a new one replaces it.
          if (graphStatus(error) === 404) return null;
          throw error;
        }
      }),
    stop: (channel) =>
      run(async () => {
        try {
          await graph.api(`/subscriptions/${encodeURIComponent(channel.resourceId)}`).delete();
        } catch (error) {
          if (graphStatus(error) !== 404) throw error;
        }
      }),
  };

  return {
    push,
    listCalendars: () => run(listCalendars),
    changes: (calendarIds, tokens, window) => run(() => changes(calendarIds, tokens, window)),
    busy: (calendarIds, from, to) => run(() => busy(calendarIds, from, to)),
    putEvent: (calendarId, event, knownEventId) => run(() => putEvent(calendarId, event, knownEventId)),
    deleteEvent: (calendarId, eventId) => run(() => deleteEvent(calendarId, eventId)),
  };
}
