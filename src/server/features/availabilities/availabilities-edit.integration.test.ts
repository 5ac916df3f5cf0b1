import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../testing/test-app';
import {
  addSecondAvailability,
  officeHours,
  startAvailabilityTests,
  stored,
  weekend,
  weekendSorted,
  workingHours,
} from './availabilities-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaId: string;

beforeAll(async () => {
  ({ t, ada, bob, adaId } = await startAvailabilityTests());
  await addSecondAvailability(t, ada, 'New Hours');
});
afterAll(async () => {
  await t.close();
});

describe('weekly hours and time zone', () => {
  it('replaces the zone and every range, and answers them by weekday then start', async () => {
    const [, mine] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    const res = await ada.request('PUT', `/api/availabilities/${mine.id}/schedule`, weekend);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...mine, timeZone: 'America/New_York', weeklyPeriods: weekendSorted });
    expect((await ada.request('GET', `/api/availabilities/${mine.id}`)).body.weeklyPeriods).toEqual(
      weekendSorted,
    );
    // The default is untouched.
    expect((await ada.request('GET', '/api/availabilities/availability')).body).toEqual(workingHours);
  });

  it('edits the default too, and can leave a week with no hours', async () => {
    const empty = await ada.request('PUT', '/api/availabilities/availability/schedule', {
      timeZone: 'Asia/Tokyo',
      weeklyPeriods: [],
    });
    expect(empty.body).toEqual({ ...workingHours, timeZone: 'Asia/Tokyo', weeklyPeriods: [] });
    const back = await ada.request('PUT', '/api/availabilities/availability/schedule', {
      timeZone: 'Europe/Paris',
      weeklyPeriods: officeHours,
    });
    expect(back.body).toEqual(workingHours);
  });

  it('answers 400 with the form messages and changes nothing', async () => {
    const before = await stored(t, adaId);
    const put = (body: unknown) => ada.request('PUT', '/api/availabilities/availability/schedule', body);

    const overlap = await put({
      timeZone: 'Europe/Paris',
      weeklyPeriods: [
        { weekday: 1, startMinute: 540, endMinute: 1020 },
        { weekday: 1, startMinute: 960, endMinute: 1080 },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.error).toEqual({
      code: 'bad_request',
      message: 'These hours overlap other hours on the same day',
      fields: { 'weeklyPeriods.1.startMinute': 'These hours overlap other hours on the same day' },
    });

    const broken = await put({
      timeZone: 'Mars/Olympus_Mons',
      weeklyPeriods: [
        { weekday: 7, startMinute: 540, endMinute: 1020 },
        { weekday: 2, startMinute: 600, endMinute: 600 },
        { weekday: 3, startMinute: 542, endMinute: 1500 },
      ],
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields).toEqual({
      timeZone: 'Please choose a time zone from the list',
      'weeklyPeriods.0.weekday': 'Please choose a day of the week',
      'weeklyPeriods.1.endMinute': 'The end must be after the start',
      'weeklyPeriods.2.startMinute': 'Please choose a time between 00:00 and 24:00, in steps of 5 minutes',
      'weeklyPeriods.2.endMinute': 'Please choose a time between 00:00 and 24:00, in steps of 5 minutes',
    });

    const crowded = await put({
      timeZone: 'Europe/Paris',
      weeklyPeriods: Array.from({ length: 13 }, (_, i) => ({
        weekday: 4,
        startMinute: i * 60,
        endMinute: i * 60 + 30,
      })),
    });
    expect(crowded.status).toBe(400);
    expect(crowded.body.error.fields).toEqual({
      'weeklyPeriods.12': 'Please use at most 12 time ranges a day',
    });

    const missing = await put({});
    expect(missing.body.error.fields).toEqual({ timeZone: 'Required', weeklyPeriods: 'Required' });
    expect(await stored(t, adaId)).toEqual(before);
  });
});

describe('names', () => {
  it("answers 400 with 'Required' or the 40-character message, on create and on rename", async () => {
    const before = await stored(t, adaId);
    const tooLong = await ada.request('POST', '/api/availabilities', { name: 'n'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toEqual({
      code: 'bad_request',
      message: 'Too long, please limit the name to 40 characters',
      fields: { name: 'Too long, please limit the name to 40 characters' },
    });
    const blank = await ada.request('POST', '/api/availabilities', { name: '  ' });
    expect(blank.body.error.fields).toEqual({ name: 'Required' });
    const rename = await ada.request('PUT', '/api/availabilities/availability/name', {
      name: 'n'.repeat(41),
    });
    expect(rename.status).toBe(400);
    expect(rename.body.error.fields).toEqual({ name: 'Too long, please limit the name to 40 characters' });
    expect((await ada.request('PUT', '/api/availabilities/availability/name', {})).body.error.fields).toEqual(
      {
        name: 'Required',
      },
    );
    expect(await stored(t, adaId)).toEqual(before);
  });

  it('renames (trimmed, 40 characters allowed), the default included', async () => {
    const [, mine] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    const res = await ada.request('PUT', `/api/availabilities/${mine.id}/name`, { name: ' Weekends ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...mine, name: 'Weekends' });
    const long = await ada.request('PUT', '/api/availabilities/availability/name', { name: 'w'.repeat(40) });
    expect(long.body).toEqual({ ...workingHours, name: 'w'.repeat(40) });
    await ada.request('PUT', '/api/availabilities/availability/name', { name: 'Working hours' });
  });
});

describe('tenancy', () => {
  it("answers 404 for another expert's availability, whatever the action, and leaves it alone", async () => {
    const before = await stored(t, adaId);
    const [, mine] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    const path = `/api/availabilities/${mine.id}`;
    const answers = [
      await bob.request('GET', path),
      await bob.request('PUT', `${path}/schedule`, weekend),
      await bob.request('PUT', `${path}/name`, { name: 'Taken' }),
      await bob.request('DELETE', path),
      await ada.request('GET', `/api/availabilities/${'x'.repeat(500)}`),
      await ada.request('PUT', '/api/availabilities/nope/name', { name: 'x' }),
      await ada.request('PUT', '/api/availabilities/nope/schedule', weekend),
      await ada.request('DELETE', '/api/availabilities/nope'),
    ];
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect(answers[0]!.body.error).toEqual({ code: 'not_found', message: 'Not found' });
    expect(await stored(t, adaId)).toEqual(before);
  });
});
