import { describe, expect, it } from 'vitest';
import { createMicrosoftCalendarAdapter } from './microsoft';
import { ADA, connectMicrosoft, fakeMicrosoftForFile, MAIN, noStore, WORK } from './microsoft-testing';
import type { CalendarConnection } from './port';

// Microsoft's change detection (ADR 039, incremental sync) against the local fake: a delta round
// on the calendarView of the cached window, its pages followed to the @odata.deltaLink, which is
// the token of the next round; a 410 Gone starts a new round. Every instant is fixed.

const ctx = fakeMicrosoftForFile();
const WINDOW = { from: Date.parse('2026-12-01T00:00:00Z'), to: Date.parse('2027-03-01T00:00:00Z') };

async function open(): Promise<CalendarConnection> {
  const { credentials } = await connectMicrosoft(ctx);
  return createMicrosoftCalendarAdapter(ctx.options).open(credentials, noStore);
}
const deltaCalls = (from: number) =>
  ctx.microsoft.calls.slice(from).filter((c) => c.path.endsWith('/calendarView/delta'));

describe('Microsoft change detection', () => {
  it('starts a delta round on the window, follows its pages, and asks with the delta link next', async () => {
    const connection = await open();
    // Seven events: three pages at the fake's three a page.
    for (let day = 10; day < 17; day += 1)
      ctx.microsoft.addEvent(ADA, MAIN, {
        start: `2026-12-${day}T10:00:00Z`,
        end: `2026-12-${day}T11:00:00Z`,
      });
    let before = ctx.microsoft.calls.length;
    const first = (await connection.changes([MAIN], new Map([[MAIN, null]]), WINDOW)).get(MAIN)!;
    expect(first).toEqual({ changed: true, token: expect.stringContaining('$deltatoken=') });
    const round = deltaCalls(before);
    expect(round.map((c) => c.query)).toEqual([
      { startDateTime: '2026-12-01T00:00:00.000Z', endDateTime: '2027-03-01T00:00:00.000Z' },
      { $skiptoken: expect.any(String) },
      { $skiptoken: expect.any(String) },
    ]);
    expect(round.every((c) => c.headers.prefer === 'odata.maxpagesize=200')).toBe(true);

    before = ctx.microsoft.calls.length;
    const again = (await connection.changes([MAIN], new Map([[MAIN, first.token]]), WINDOW)).get(MAIN)!;
    expect(again).toEqual({ changed: false, token: expect.stringContaining('$deltatoken=') });
    expect(deltaCalls(before).map((c) => c.query)).toEqual([{ $deltatoken: expect.any(String) }]);
  });

  it('reports an added, changed or deleted event as a change, and none after that', async () => {
    const connection = await open();
    const ask = async (token: string | null) =>
      (await connection.changes([WORK], new Map([[WORK, token]]), WINDOW)).get(WORK)!;
    let state = await ask(null);
    const event = ctx.microsoft.addEvent(ADA, WORK, {
      start: '2026-12-17T10:00:00Z',
      end: '2026-12-17T11:00:00Z',
    });
    state = await ask(state.token);
    expect(state.changed).toBe(true);
    state = await ask(state.token);
    expect(state.changed).toBe(false);
    event.showAs = 'free';
    state = await ask(state.token);
    expect(state.changed).toBe(true);
    await connection.deleteEvent(WORK, event.id!);
    state = await ask(state.token);
    expect(state.changed).toBe(true);
    expect((await ask(state.token)).changed).toBe(false);
  });

  it('starts a new round after 410 Gone, counted as a change', async () => {
    const connection = await open();
    const first = (await connection.changes([WORK], new Map([[WORK, null]]), WINDOW)).get(WORK)!;
    ctx.microsoft.expireDeltaTokens();
    const before = ctx.microsoft.calls.length;
    const after = (await connection.changes([WORK], new Map([[WORK, first.token]]), WINDOW)).get(WORK)!;
    expect(after).toEqual({ changed: true, token: expect.stringContaining('$deltatoken=') });
    expect(after.token).not.toBe(first.token);
    expect(deltaCalls(before).map((c) => Object.keys(c.query))).toEqual([
      ['$deltatoken'],
      ['startDateTime', 'endDateTime'],
    ]);
    expect(
      (await connection.changes([WORK], new Map([[WORK, after.token]]), WINDOW)).get(WORK)!.changed,
    ).toBe(false);
  });

  it('gives no token for a calendar gone, and is unavailable while Graph answers 503', async () => {
    const connection = await open();
    const gone = 'AAMkAGI2gone=';
    expect((await connection.changes([gone], new Map([[gone, null]]), WINDOW)).get(gone)).toEqual({
      changed: true,
      token: null,
    });
    ctx.microsoft.failWith(503);
    await expect(connection.changes([MAIN], new Map([[MAIN, null]]), WINDOW)).rejects.toThrow(
      'Microsoft Graph answered 503',
    );
  });
});
