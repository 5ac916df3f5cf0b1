import { describe, expect, it } from 'vitest';
import { createGoogleCalendarAdapter } from './google';
import { ADA, connectGoogle, fakeGoogleForFile, HOLIDAYS, noStore, TEAM, WORK } from './google-testing';
import type { CalendarConnection } from './port';

// Google's change detection (ADR 039, incremental sync) against the local fake: events.list's
// nextSyncToken from a first listing, then listings with only the syncToken; a 410 Gone starts
// over; calendars the spec's scopes cannot list are refetched every time. Every instant is fixed.

const ctx = fakeGoogleForFile();
const WINDOW = { from: Date.parse('2026-12-01T00:00:00Z'), to: Date.parse('2027-03-01T00:00:00Z') };
const PRIMARY = 'ada@example.com';

async function open(): Promise<CalendarConnection> {
  const { credentials } = await connectGoogle(ctx);
  return createGoogleCalendarAdapter(ctx.options).open(credentials, noStore);
}
const listCalls = (from: number) =>
  ctx.google.calls.slice(from).filter((c) => c.method === 'GET' && c.path.endsWith('/events'));

describe('Google change detection', () => {
  it('starts with a listing from the window start, then asks with the sync token only', async () => {
    const connection = await open();
    ctx.google.addEvent(ADA, PRIMARY, { start: '2026-12-16T10:00:00Z', end: '2026-12-16T11:00:00Z' });
    let before = ctx.google.calls.length;
    const first = await connection.changes([PRIMARY], new Map([[PRIMARY, null]]), WINDOW);
    expect(first.get(PRIMARY)).toEqual({ changed: true, token: expect.any(String) });
    expect(listCalls(before).map((c) => c.query)).toEqual([
      {
        timeMin: '2026-12-01T00:00:00.000Z',
        showDeleted: 'true',
        maxResults: '2500',
        fields: 'nextPageToken,nextSyncToken,items(id)',
      },
    ]);

    before = ctx.google.calls.length;
    const token = first.get(PRIMARY)!.token!;
    const again = await connection.changes([PRIMARY], new Map([[PRIMARY, token]]), WINDOW);
    expect(again.get(PRIMARY)).toEqual({ changed: false, token: expect.any(String) });
    // spec of the API: a syncToken goes with no timeMin, timeMax, updatedMin, orderBy, q…
    expect(listCalls(before).map((c) => c.query)).toEqual([
      { syncToken: token, maxResults: '2500', fields: 'nextPageToken,nextSyncToken,items(id)' },
    ]);
  });

  it('reports a change after an event is added or deleted, and none after that', async () => {
    const connection = await open();
    const ask = async (token: string | null) =>
      (await connection.changes([PRIMARY], new Map([[PRIMARY, token]]), WINDOW)).get(PRIMARY)!;
    let state = await ask(null);
    const event = ctx.google.addEvent(ADA, PRIMARY, {
      start: '2026-12-17T10:00:00Z',
      end: '2026-12-17T11:00:00Z',
    });
    state = await ask(state.token);
    expect(state.changed).toBe(true);
    state = await ask(state.token);
    expect(state.changed).toBe(false);
    event.status = 'cancelled';
    state = await ask(state.token);
    expect(state.changed).toBe(true);
    expect((await ask(state.token)).changed).toBe(false);
  });

  it('starts over after 410 Gone: a new first listing, counted as a change', async () => {
    const connection = await open();
    const first = (await connection.changes([WORK], new Map([[WORK, null]]), WINDOW)).get(WORK)!;
    ctx.google.expireSyncTokens();
    const before = ctx.google.calls.length;
    const after = (await connection.changes([WORK], new Map([[WORK, first.token]]), WINDOW)).get(WORK)!;
    expect(after).toEqual({ changed: true, token: expect.any(String) });
    expect(after.token).not.toBe(first.token);
    const calls = listCalls(before);
    expect(calls.map((c) => Object.keys(c.query).sort())).toEqual([
      ['fields', 'maxResults', 'syncToken'],
      ['fields', 'maxResults', 'showDeleted', 'timeMin'],
    ]);
    // The new token works.
    const next = await connection.changes([WORK], new Map([[WORK, after.token]]), WINDOW);
    expect(next.get(WORK)!.changed).toBe(false);
  });

  it('gives no token for a calendar it cannot list (shared, not owned) or one gone', async () => {
    const connection = await open();
    const gone = 'c_gone@group.calendar.google.com';
    const answer = await connection.changes(
      [HOLIDAYS, TEAM, gone],
      new Map([
        [HOLIDAYS, null],
        [TEAM, null],
        [gone, 'old-token'],
      ]),
      WINDOW,
    );
    expect(answer.get(HOLIDAYS)).toEqual({ changed: true, token: null });
    expect(answer.get(TEAM)).toEqual({ changed: true, token: null });
    expect(answer.get(gone)).toEqual({ changed: true, token: null });
  });

  it('is unavailable while Google answers 503', async () => {
    const connection = await open();
    ctx.google.failWith(503);
    await expect(connection.changes([PRIMARY], new Map([[PRIMARY, null]]), WINDOW)).rejects.toThrow(
      'Google answered 503',
    );
  });
});
