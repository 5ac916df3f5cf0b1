import { createHash } from 'node:crypto';
import type { calendar_v3 } from '@googleapis/calendar';
import type { Credentials, OAuth2Client } from 'google-auth-library';
import { unionWithin, windowsOf } from './busy-intervals';
import { googleStatus, isGoogleRateLimit, toGoogleError } from './google-errors';
import { fromStoredCredentials, type OAuthCredentials, toStoredCredentials } from './oauth-credentials';
import type {
  BusyInterval,
  CalendarChange,
  CalendarConnection,
  CalendarCredentials,
  CalendarEventInput,
  CalendarInfo,
  CalendarPush,
} from './port';
import { CalendarUnavailableError } from './port';

// One open Google account: calendar list, free/busy, and the session's event. The OAuth2Client
// refreshes the access token when it is about to expire or after a 401, and tells us through its
// 'tokens' event; each call waits until the feature has stored the new tokens before it returns.

/** Google's free/busy refuses long ranges ('timeRangeTooLong'); a month per query stays well inside. */
export const GOOGLE_FREEBUSY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** calendarExpansionMax: at most 50 calendars per free/busy query. */
const FREEBUSY_CALENDARS = 50;

/**
 * The event id a session gets in Google: ids may use base32hex (0-9, a-v), 5-1024 characters,
 * so a SHA-256 in hex qualifies. The same session always names the same event, so a retried
 * insert meets a 409 instead of making a second event.
 */
export function googleEventId(sessionId: string): string {
  return createHash('sha256').update(`slotwise-session:${sessionId}`).digest('hex');
}

function eventBody(event: CalendarEventInput): calendar_v3.Schema$Event {
  return {
    summary: event.title,
    description: event.description,
    location: event.location,
    start: { dateTime: new Date(event.start).toISOString(), timeZone: event.timeZone },
    end: { dateTime: new Date(event.end).toISOString(), timeZone: event.timeZone },
    // A patch of an event deleted earlier brings it back.
    status: 'confirmed',
    extendedProperties: { private: { slotwiseSessionId: event.sessionId } },
  };
}

export function openGoogleConnection(
  stored: CalendarCredentials,
  onCredentials: (next: CalendarCredentials) => Promise<void>,
  client: OAuth2Client,
  apiFor: (auth: OAuth2Client) => calendar_v3.Calendar,
): CalendarConnection {
  let current: OAuthCredentials = fromStoredCredentials(stored);
  client.setCredentials({
    refresh_token: current.refreshToken,
    access_token: current.accessToken,
    expiry_date: current.expiresAt,
  });
  const saving: Promise<void>[] = [];
  client.on('tokens', (tokens: Credentials) => {
    if (!tokens.access_token) return;
    current = {
      // Google sends a new refresh token only sometimes; the old one stays valid otherwise.
      refreshToken: tokens.refresh_token ?? current.refreshToken,
      accessToken: tokens.access_token,
      expiresAt: tokens.expiry_date ?? null,
    };
    saving.push(onCredentials(toStoredCredentials(current)));
  });
  const api = apiFor(client);

  async function run<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw toGoogleError(error);
    } finally {
      await Promise.all(saving.splice(0));
    }
  }

  async function listCalendars(): Promise<CalendarInfo[]> {
    const calendars: CalendarInfo[] = [];
    let pageToken: string | undefined;
    do {
      const page = await api.calendarList.list({ maxResults: 250, pageToken });
      for (const item of page.data.items ?? []) {
        if (!item.id) continue;
        calendars.push({
          id: item.id,
          name: item.summaryOverride ?? item.summary ?? item.id,
          // spec §7 asks for calendar.events.owned: events on calendars the expert owns only (ADR 039).
          writeable: item.accessRole === 'owner',
          primary: item.primary === true,
        });
      }
      pageToken = page.data.nextPageToken ?? undefined;
    } while (pageToken);
    return calendars;
  }

  async function busy(calendarIds: readonly string[], from: number, to: number) {
    const found = new Map<string, BusyInterval[]>(calendarIds.map((id) => [id, []]));
    for (const window of windowsOf(from, to, GOOGLE_FREEBUSY_WINDOW_MS)) {
      for (let i = 0; i < calendarIds.length; i += FREEBUSY_CALENDARS) {
        const batch = calendarIds.slice(i, i + FREEBUSY_CALENDARS);
        const answer = await api.freebusy.query({
          requestBody: {
            timeMin: new Date(window.from).toISOString(),
            timeMax: new Date(window.to).toISOString(),
            items: batch.map((id) => ({ id })),
          },
        });
        for (const id of batch) {
          const entry = answer.data.calendars?.[id];
          const reasons = (entry?.errors ?? []).map((e) => e.reason);
          // A calendar gone since the list was read has nothing busy; the next refresh drops it.
          if (reasons.includes('notFound')) continue;
          if (reasons.length > 0)
            throw new CalendarUnavailableError(`Google free/busy: ${reasons.join(', ')}`);
          for (const period of entry?.busy ?? []) {
            if (!period.start || !period.end) continue;
            found.get(id)!.push({ start: Date.parse(period.start), end: Date.parse(period.end) });
          }
        }
      }
    }
    for (const [id, intervals] of found) found.set(id, unionWithin(intervals, from, to));
    return found;
  }

  /**
   * Google's incremental sync (the 'Synchronize resources efficiently' guide): a first listing
   * from the window's start gives a nextSyncToken; a listing with only that syncToken answers the
   * events changed since, deleted ones included. A syncToken may not be combined with timeMin,
   * timeMax, updatedMin, orderBy, q, iCalUID or the extended-property filters, and showDeleted
   * may not be false, so the later listings pass nothing else. 410 Gone: the token expired, a
   * full resync (a new first listing) follows.
   */
  async function listForToken(calendarId: string, params: calendar_v3.Params$Resource$Events$List) {
    let changed = false;
    let pageToken: string | undefined;
    for (;;) {
      const page = await api.events.list({
        calendarId,
        ...params,
        maxResults: 2500,
        fields: 'nextPageToken,nextSyncToken,items(id)',
        pageToken,
      });
      if ((page.data.items ?? []).length > 0) changed = true;
      pageToken = page.data.nextPageToken ?? undefined;
      if (pageToken) continue;
      if (!page.data.nextSyncToken) throw new Error('Google answered an events list without nextSyncToken');
      return { changed, token: page.data.nextSyncToken };
    }
  }

  async function changeOf(
    calendarId: string,
    known: string | null,
    window: { from: number },
  ): Promise<CalendarChange> {
    try {
      if (known) {
        try {
          return await listForToken(calendarId, { syncToken: known });
        } catch (error) {
          if (googleStatus(error) !== 410) throw error;
          // 'fullSyncRequired': the token is too old or invalidated; start over below.
        }
      }
      const first = await listForToken(calendarId, {
        timeMin: new Date(window.from).toISOString(),
        showDeleted: true,
      });
      return { changed: true, token: first.token };
    } catch (error) {
      // A calendar gone since the list was read (404), or one the expert does not own: the spec's
      // scopes (calendar.events.owned) do not list its events (403). Neither can be followed, so
      // each refresh reads its free/busy as before.
      const status = googleStatus(error);
      if (status === 404 || (status === 403 && !isGoogleRateLimit(error)))
        return { changed: true, token: null };
      throw error;
    }
  }

  async function changes(
    calendarIds: readonly string[],
    tokens: ReadonlyMap<string, string | null>,
    window: { from: number; to: number },
  ) {
    const result = new Map<string, CalendarChange>();
    for (const id of calendarIds) result.set(id, await changeOf(id, tokens.get(id) ?? null, window));
    return result;
  }

  async function patch(calendarId: string, eventId: string, event: CalendarEventInput) {
    const answer = await api.events.patch({ calendarId, eventId, requestBody: eventBody(event) });
    return answer.data.id ?? eventId;
  }

  async function putEvent(calendarId: string, event: CalendarEventInput, knownEventId: string | null) {
    if (knownEventId) {
      try {
        return await patch(calendarId, knownEventId, event);
      } catch (error) {
        // The expert removed it by hand, or it lives elsewhere now: write it again below.
        if (googleStatus(error) !== 404 && googleStatus(error) !== 410) throw error;
      }
    }
    const id = googleEventId(event.sessionId);
    try {
      await api.events.insert({ calendarId, requestBody: { ...eventBody(event), id } });
      return id;
    } catch (error) {
      // Written before (a retried job, or deleted and booked again): Google keeps the id taken.
      if (googleStatus(error) !== 409) throw error;
      return patch(calendarId, id, event);
    }
  }

  async function deleteEvent(calendarId: string, eventId: string) {
    try {
      await api.events.delete({ calendarId, eventId });
    } catch (error) {
      // 404: never there; 410: deleted already.
      if (googleStatus(error) !== 404 && googleStatus(error) !== 410) throw error;
    }
  }

  /**
   * Push (ADR 039): events.watch opens a web_hook channel on the calendar's events; Google posts
   * to `address` with X-Goog-Channel-ID and X-Goog-Channel-Token on every change. A channel
   * cannot be extended: a new one replaces it, and channels.stop ends the old one.
   */
  const push: CalendarPush = {
    watch: (calendarId, request) =>
      run(async () => {
        const answer = await api.events.watch({
          calendarId,
          requestBody: {
            id: request.channelId,
            type: 'web_hook',
            address: request.address,
            token: request.token,
            params: { ttl: String(Math.floor(request.lifetimeMs / 1000)) },
          },
        });
        if (!answer.data.resourceId) throw new Error('Google answered a watch without resourceId');
        const expiration = Number(answer.data.expiration);
        return {
          resourceId: answer.data.resourceId,
          expiresAt: Number.isFinite(expiration) && expiration > 0 ? expiration : request.expiresAt,
        };
      }),
    renew: async () => null,
    stop: (channel) =>
      run(async () => {
        try {
          await api.channels.stop({ requestBody: { id: channel.channelId, resourceId: channel.resourceId } });
        } catch (error) {
          // Expired or stopped already.
          if (googleStatus(error) !== 404) throw error;
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
