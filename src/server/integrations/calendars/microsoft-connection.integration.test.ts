import { describe, expect, it } from 'vitest';
import { createMicrosoftCalendarAdapter } from './microsoft';
import {
  ADA,
  at,
  connectMicrosoft,
  fakeMicrosoftForFile,
  MAIN,
  noStore,
  SHARED,
  WORK,
} from './microsoft-testing';
import type { CalendarEventInput } from './port';

// An open Microsoft account through @microsoft/microsoft-graph-client against the local fake
// (issue 16): its calendars, busy times from each calendar's calendarView (which showAs counts,
// clipped and merged, over Graph's pages), and the session's event written once (transactionId),
// moved and deleted. Every instant is fixed.

const ctx = fakeMicrosoftForFile();
const connect = (loginHint?: string) => connectMicrosoft(ctx, loginHint);

describe('an open Microsoft account', () => {
  it('lists its calendars, writeable where it can edit, with the default one', async () => {
    const { credentials } = await connect();
    const calendars = await createMicrosoftCalendarAdapter(ctx.options)
      .open(credentials, noStore)
      .listCalendars();
    // Three calendars come over two pages (the fake pages at three items, Graph pages as it likes).
    expect(calendars).toEqual([
      { id: MAIN, name: 'Calendar', writeable: true, primary: true },
      { id: WORK, name: 'Work', writeable: true, primary: false },
      { id: SHARED, name: "Bob's calendar", writeable: false, primary: false },
    ]);
  });

  it('answers busy times from calendarView: free is not busy, tentative, away and elsewhere are, clipped and merged', async () => {
    ctx.microsoft.addEvent(ADA, MAIN, { start: '2026-12-16T07:00:00Z', end: '2026-12-16T08:30:00Z' });
    ctx.microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T09:00:00Z',
      end: '2026-12-16T09:30:00Z',
      showAs: 'free',
    });
    ctx.microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T10:00:00Z',
      end: '2026-12-16T11:00:00Z',
      showAs: 'tentative',
    });
    ctx.microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T10:30:00Z',
      end: '2026-12-16T11:30:00Z',
      showAs: 'oof',
    });
    ctx.microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T12:00:00Z',
      end: '2026-12-16T13:00:00Z',
      showAs: 'workingElsewhere',
    });
    ctx.microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T14:00:00Z',
      end: '2026-12-16T15:00:00Z',
      isCancelled: true,
    });
    ctx.microsoft.addEvent(ADA, MAIN, {
      start: '2026-12-16T16:00:00Z',
      end: '2026-12-16T16:30:00Z',
      showAs: 'unknown',
    });
    ctx.microsoft.addEvent(ADA, WORK, { start: '2026-12-16T17:30:00Z', end: '2026-12-16T19:00:00Z' });
    const { credentials } = await connect();
    const connection = createMicrosoftCalendarAdapter(ctx.options).open(credentials, noStore);
    const before = ctx.microsoft.calls.length;
    const busy = await connection.busy(
      [MAIN, WORK, 'AAMkAGgone='],
      at('2026-12-16T08:00:00Z'),
      at('2026-12-16T18:00:00Z'),
    );
    expect(Object.fromEntries(busy)).toEqual({
      [MAIN]: [
        { start: at('2026-12-16T08:00:00Z'), end: at('2026-12-16T08:30:00Z') },
        { start: at('2026-12-16T10:00:00Z'), end: at('2026-12-16T11:30:00Z') },
        { start: at('2026-12-16T12:00:00Z'), end: at('2026-12-16T13:00:00Z') },
        { start: at('2026-12-16T16:00:00Z'), end: at('2026-12-16T16:30:00Z') },
      ],
      [WORK]: [{ start: at('2026-12-16T17:30:00Z'), end: at('2026-12-16T18:00:00Z') }],
      'AAMkAGgone=': [],
    });
    const views = ctx.microsoft.calls.slice(before).filter((c) => c.path.endsWith('/calendarView'));
    // Seven events in MAIN over pages of three: three requests, each in UTC, the window exact.
    expect(
      views.filter((c) => c.path === `/v1.0/me/calendars/${encodeURIComponent(MAIN)}/calendarView`),
    ).toHaveLength(3);
    expect(views[0]!.query).toMatchObject({
      startDateTime: '2026-12-16T08:00:00.000Z',
      endDateTime: '2026-12-16T18:00:00.000Z',
    });
    expect(views[0]!.headers.prefer).toBe('outlook.timezone="UTC"');
  });

  it("writes the session's event once, moves it and deletes it", async () => {
    const { credentials } = await connect();
    const connection = createMicrosoftCalendarAdapter(ctx.options).open(credentials, noStore);
    const session: CalendarEventInput = {
      sessionId: 'ses_01J8ZQ4',
      title: 'Coaching with Ada',
      description:
        'Client: Carl Client\nJoin: https://slotwise.test/call/1\nManage: https://slotwise.test/m/1',
      location: 'Online',
      start: at('2026-12-17T09:00:00Z'),
      end: at('2026-12-17T10:00:00Z'),
      timeZone: 'Europe/London',
    };
    const first = await connection.putEvent(WORK, session, null);
    expect(await connection.putEvent(WORK, session, null)).toBe(first);
    const written = () => ctx.microsoft.events(ADA, WORK).filter((e) => e.transactionId === 'ses_01J8ZQ4');
    expect(written()).toHaveLength(1);
    expect(written()[0]).toMatchObject({
      id: first,
      subject: 'Coaching with Ada',
      body: {
        contentType: 'text',
        content: 'Client: Carl Client\nJoin: https://slotwise.test/call/1\nManage: https://slotwise.test/m/1',
      },
      location: { displayName: 'Online' },
      start: { dateTime: '2026-12-17T09:00:00.0000000', timeZone: 'UTC' },
      end: { dateTime: '2026-12-17T10:00:00.0000000', timeZone: 'UTC' },
      showAs: 'busy',
    });

    const moved = { ...session, start: at('2026-12-18T14:00:00Z'), end: at('2026-12-18T15:00:00Z') };
    expect(await connection.putEvent(WORK, moved, first)).toBe(first);
    expect(written().map((e) => e.start?.dateTime)).toEqual(['2026-12-18T14:00:00.0000000']);
    // A create retried after the move (its id was lost) finds the first event and moves it too.
    const later = { ...session, start: at('2026-12-19T14:00:00Z'), end: at('2026-12-19T15:00:00Z') };
    expect(await connection.putEvent(WORK, later, null)).toBe(first);
    expect(written().map((e) => e.start?.dateTime)).toEqual(['2026-12-19T14:00:00.0000000']);

    await connection.deleteEvent(WORK, first);
    expect(written()).toEqual([]);
    await connection.deleteEvent(WORK, first);
  });
});
