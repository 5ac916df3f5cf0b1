import { describe, expect, it } from 'vitest';
import { createGoogleCalendarAdapter } from './google';
import { googleEventId } from './google-connection';
import { ADA, connectGoogle, fakeGoogleForFile, HOLIDAYS, noStore, TEAM, WORK } from './google-testing';
import type { CalendarEventInput } from './port';

// An open Google account through @googleapis/calendar against the local fake (issue 16): its
// calendars, busy times from free/busy (clipped, merged, a long window asked a month at a time),
// and the session's event written once, moved, deleted and written again. Every instant is fixed.

const ctx = fakeGoogleForFile();
const connect = (loginHint?: string) => connectGoogle(ctx, loginHint);

describe('an open Google account', () => {
  // calendar.events.owned (spec §7's scope) lets us write to calendars the expert owns only:
  // one shared with her as writer is read-only to us (ADR 039).
  it('lists its calendars, writeable only where she is the owner, with the primary one', async () => {
    const { credentials } = await connect();
    const calendars = await createGoogleCalendarAdapter(ctx.options)
      .open(credentials, noStore)
      .listCalendars();
    expect(calendars).toEqual([
      { id: 'ada@example.com', name: 'ada@example.com', writeable: true, primary: true },
      { id: WORK, name: 'Work', writeable: true, primary: false },
      { id: TEAM, name: 'Team rota', writeable: false, primary: false },
      { id: HOLIDAYS, name: 'Holidays in United Kingdom', writeable: false, primary: false },
    ]);
  });

  it('cannot write to a calendar shared with her as writer: events.owned does not reach it', async () => {
    const { credentials } = await connect();
    const connection = createGoogleCalendarAdapter(ctx.options).open(credentials, noStore);
    const session: CalendarEventInput = {
      sessionId: 'ses_team1',
      title: 'Coaching with Ben',
      description: 'Client: Ben',
      location: null,
      start: Date.parse('2026-12-18T09:00:00Z'),
      end: Date.parse('2026-12-18T10:00:00Z'),
      timeZone: 'Europe/London',
    };
    await expect(connection.putEvent(TEAM, session, null)).rejects.toThrow();
    expect(ctx.google.events(ADA, TEAM)).toEqual([]);
    expect(await connection.putEvent(WORK, session, null)).toMatch(/^[0-9a-v]+$/);
  });

  it('answers the busy intervals of each calendar, clipped to the window and merged', async () => {
    ctx.google.addEvent(ADA, 'ada@example.com', {
      start: '2026-12-16T07:00:00Z',
      end: '2026-12-16T08:30:00Z',
    });
    ctx.google.addEvent(ADA, 'ada@example.com', {
      start: '2026-12-16T10:00:00Z',
      end: '2026-12-16T11:00:00Z',
    });
    ctx.google.addEvent(ADA, 'ada@example.com', {
      start: '2026-12-16T10:30:00Z',
      end: '2026-12-16T11:30:00Z',
    });
    ctx.google.addEvent(ADA, 'ada@example.com', {
      start: '2026-12-16T13:00:00Z',
      end: '2026-12-16T14:00:00Z',
      transparency: 'transparent',
    });
    ctx.google.addEvent(ADA, 'ada@example.com', {
      start: '2026-12-16T15:00:00Z',
      end: '2026-12-16T16:00:00Z',
      status: 'cancelled',
    });
    ctx.google.addEvent(ADA, WORK, { start: '2026-12-16T17:30:00Z', end: '2026-12-16T19:00:00Z' });
    const { credentials } = await connect();
    const connection = createGoogleCalendarAdapter(ctx.options).open(credentials, noStore);
    const busy = await connection.busy(
      ['ada@example.com', WORK, 'gone@group.calendar.google.com'],
      Date.parse('2026-12-16T08:00:00Z'),
      Date.parse('2026-12-16T18:00:00Z'),
    );
    const at = (iso: string) => Date.parse(iso);
    expect(Object.fromEntries(busy)).toEqual({
      'ada@example.com': [
        { start: at('2026-12-16T08:00:00Z'), end: at('2026-12-16T08:30:00Z') },
        { start: at('2026-12-16T10:00:00Z'), end: at('2026-12-16T11:30:00Z') },
      ],
      [WORK]: [{ start: at('2026-12-16T17:30:00Z'), end: at('2026-12-16T18:00:00Z') }],
      'gone@group.calendar.google.com': [],
    });
  });

  it('asks a long window a month at a time and joins an event across the seam', async () => {
    ctx.google.addEvent(ADA, WORK, { start: '2027-01-30T22:00:00Z', end: '2027-02-01T02:00:00Z' });
    const { credentials } = await connect();
    const connection = createGoogleCalendarAdapter(ctx.options).open(credentials, noStore);
    const before = ctx.google.calls.length;
    const busy = await connection.busy(
      [WORK],
      Date.parse('2027-01-01T00:00:00Z'),
      Date.parse('2027-03-04T00:00:00Z'),
    );
    const queries = ctx.google.calls.slice(before).filter((c) => c.path === '/calendar/v3/freeBusy');
    expect(queries.map((c) => [c.body?.timeMin, c.body?.timeMax])).toEqual([
      ['2027-01-01T00:00:00.000Z', '2027-01-31T00:00:00.000Z'],
      ['2027-01-31T00:00:00.000Z', '2027-03-02T00:00:00.000Z'],
      ['2027-03-02T00:00:00.000Z', '2027-03-04T00:00:00.000Z'],
    ]);
    expect(busy.get(WORK)).toEqual([
      { start: Date.parse('2027-01-30T22:00:00Z'), end: Date.parse('2027-02-01T02:00:00Z') },
    ]);
  });

  it("writes the session's event once, moves it, deletes it, and writes it again after a delete", async () => {
    const { credentials } = await connect();
    const connection = createGoogleCalendarAdapter(ctx.options).open(credentials, noStore);
    const session: CalendarEventInput = {
      sessionId: 'ses_01J8ZQ4',
      title: 'Coaching with Ada',
      description:
        'Client: Carl Client\nJoin: https://slotwise.test/call/1\nManage: https://slotwise.test/m/1',
      location: null,
      start: Date.parse('2026-12-17T09:00:00Z'),
      end: Date.parse('2026-12-17T10:00:00Z'),
      timeZone: 'Europe/London',
    };
    const first = await connection.putEvent(WORK, session, null);
    const again = await connection.putEvent(WORK, session, null);
    expect(first).toBe(googleEventId('ses_01J8ZQ4'));
    expect(again).toBe(first);
    const written = () => ctx.google.events(ADA, WORK).filter((e) => e.id === first);
    expect(written()).toHaveLength(1);
    expect(written()[0]).toMatchObject({
      status: 'confirmed',
      summary: 'Coaching with Ada',
      description:
        'Client: Carl Client\nJoin: https://slotwise.test/call/1\nManage: https://slotwise.test/m/1',
      location: null,
      start: { dateTime: '2026-12-17T09:00:00.000Z', timeZone: 'Europe/London' },
      end: { dateTime: '2026-12-17T10:00:00.000Z', timeZone: 'Europe/London' },
      extendedProperties: { private: { slotwiseSessionId: 'ses_01J8ZQ4' } },
    });

    const moved = {
      ...session,
      start: Date.parse('2026-12-18T14:00:00Z'),
      end: Date.parse('2026-12-18T15:00:00Z'),
    };
    expect(await connection.putEvent(WORK, moved, first)).toBe(first);
    expect(written()).toHaveLength(1);
    expect(written()[0]!.start).toEqual({ dateTime: '2026-12-18T14:00:00.000Z', timeZone: 'Europe/London' });

    await connection.deleteEvent(WORK, first);
    expect(written()[0]!.status).toBe('cancelled');
    await connection.deleteEvent(WORK, first);
    await connection.deleteEvent(WORK, 'neverthere1');

    expect(await connection.putEvent(WORK, session, null)).toBe(first);
    expect(written().map((e) => [e.status, e.start?.dateTime])).toEqual([
      ['confirmed', '2026-12-17T09:00:00.000Z'],
    ]);
  });
});
