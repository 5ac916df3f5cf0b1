import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeCalendars } from '../../testing/fakes/calendar-adapter';
import type { TestApp, TestClient } from '../../testing/test-app';
import { calendarTestApp, connectApple } from '../calendars/calendars-testing';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';
import { validSession } from './group-sessions-testing';

// What a group session would overlap (issue 16): the expert's sessions, time off and the busy
// times of their synced calendars, as a warning the form shows before saving.

let t: TestApp;
let fake: FakeCalendars;
let ada: TestClient;
let bob: TestClient;
const ICLOUD = 'https://caldav.test/ada@icloud.test/';
const span = (hhmm: string, minutes: number) => ({
  start: Date.parse(at(hhmm)),
  end: Date.parse(at(hhmm)) + minutes * 60_000,
});
const conflicts = (who: TestClient, start: string, end: string, except?: string) =>
  who.request(
    'GET',
    `/api/group-sessions/conflicts?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}${
      except ? `&exceptSessionId=${except}` : ''
    }`,
  );

beforeAll(async () => {
  ({ t, fake } = await calendarTestApp());
  const setup = await setUpExpert(t, 'ada@example.com', 'ada');
  ada = setup.expert;
  bob = (await setUpExpert(t, 'bob@example.com', 'bob')).expert;
  const serviceId = await setup.service({ title: 'Intro call', price: 0 });
  const booked = await t.client().request('POST', '/api/public/pages/ada/bookings', {
    serviceId,
    start: at('09:00'),
    client: client(),
  });
  expect(booked.status).toBe(201);
  await connectApple(ada, fake, 'ada@icloud.test', [
    { id: 'work', name: 'Work', writeable: true, primary: true },
  ]);
  // The dentist at 11:00; the booked 09:00 session written back as its own event.
  fake.account(ICLOUD).busy.set('work', [span('09:00', 60), span('11:00', 60)]);
  const off = await ada.request('POST', '/api/scheduling/time-off', { start: at('13:00'), end: at('14:00') });
  expect(off.status).toBe(201);
  await t.services.worker.drain();
});
afterAll(async () => {
  await t.close();
});

describe('group session time conflicts', () => {
  it('reports the sessions, time off and calendar busy times a range overlaps, sessions first', async () => {
    const res = await conflicts(ada, at('08:30'), at('13:30'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      conflicts: [
        {
          kind: 'session',
          start: at('09:00'),
          end: at('10:00'),
          sessionId: expect.any(String),
          title: 'Intro call with Grace Hopper',
        },
        { kind: 'timeOff', start: at('13:00'), end: at('14:00') },
        // The 09:00 busy time is the session's own event: reported once, as the session.
        {
          kind: 'calendar',
          start: at('11:00'),
          end: at('12:00'),
          calendarName: 'Work',
          accountEmail: 'ada@icloud.test',
        },
      ],
    });
  });

  it('reports nothing for a free range, nor for ranges that only touch a busy time', async () => {
    expect((await conflicts(ada, at('10:00'), at('11:00'))).body).toEqual({ conflicts: [] });
    expect((await conflicts(ada, at('15:00'), at('16:00'))).body).toEqual({ conflicts: [] });
  });

  it('leaves out the session being edited', async () => {
    const created = await ada.request(
      'POST',
      '/api/group-sessions',
      validSession({ title: 'Breathwork circle', start: at('16:00'), end: at('17:00') }),
    );
    expect(created.status).toBe(201);
    const mine = await conflicts(ada, at('16:00'), at('17:00'));
    expect(mine.body.conflicts).toEqual([
      {
        kind: 'session',
        start: at('16:00'),
        end: at('17:00'),
        sessionId: created.body.id,
        title: 'Breathwork circle',
      },
    ]);
    expect((await conflicts(ada, at('16:00'), at('17:00'), created.body.id)).body).toEqual({ conflicts: [] });
  });

  it("shows nothing of another expert's schedule", async () => {
    expect((await conflicts(bob, at('08:00'), at('18:00'))).body).toEqual({ conflicts: [] });
  });

  it('answers 400 with the message for a bad range, and 401 without a session', async () => {
    const backwards = await conflicts(ada, at('12:00'), at('11:00'));
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ end: 'End date must be greater than start' });
    const long = await conflicts(ada, at('00:00'), at('00:00', '2031-03-11'));
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ end: 'Ask about at most 7 days at a time' });
    const junk = await ada.request('GET', '/api/group-sessions/conflicts?start=soon&end=later');
    expect(junk.status).toBe(400);
    expect(junk.body.error.fields).toEqual({
      start: 'Please enter a valid date',
      end: 'Please enter a valid date',
    });
    const missing = await ada.request('GET', '/api/group-sessions/conflicts');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ start: 'Required', end: 'Required' });
    expect(
      (
        await t
          .client()
          .request('GET', `/api/group-sessions/conflicts?start=${at('09:00')}&end=${at('10:00')}`)
      ).status,
    ).toBe(401);
  });
});
