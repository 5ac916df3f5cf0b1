import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { availabilities, availabilityWeeklyPeriods } from '../../db/schema/availabilities';
import { bookingPages } from '../../db/schema/booking-pages';
import { services } from '../../db/schema/services';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaId: string;

const db = () => t.services.deps.database.db;
const userId = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const setPlan = (email: string, plan: string) =>
  db().update(users).set({ pricingPlanId: plan }).where(eq(users.email, email));

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.expert('ada@example.com');
  bob = await t.expert('bob@example.com');
  adaId = await userId('ada@example.com');
  await db().update(users).set({ timezone: 'Europe/Paris' }).where(eq(users.id, adaId));
});
afterAll(async () => {
  await t.close();
});

const officeHours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 }));
const workingHours = {
  id: 'availability',
  name: 'Working hours',
  timeZone: 'Europe/Paris',
  order: 0,
  isDefault: true,
  weeklyPeriods: officeHours,
  serviceCount: 0,
};
const weekend = {
  timeZone: 'America/New_York',
  weeklyPeriods: [
    { weekday: 6, startMinute: 780, endMinute: 1020 },
    { weekday: 0, startMinute: 600, endMinute: 720 },
    { weekday: 6, startMinute: 540, endMinute: 720 },
  ],
};
const weekendSorted = [
  { weekday: 0, startMinute: 600, endMinute: 720 },
  { weekday: 6, startMinute: 540, endMinute: 720 },
  { weekday: 6, startMinute: 780, endMinute: 1020 },
];

/** Ada's rows as stored, to check a refused request changed nothing. */
async function stored() {
  const rows = await db()
    .select()
    .from(availabilities)
    .where(eq(availabilities.userId, adaId))
    .orderBy(availabilities.order);
  const periods = await db()
    .select()
    .from(availabilityWeeklyPeriods)
    .where(eq(availabilityWeeklyPeriods.userId, adaId))
    .orderBy(
      availabilityWeeklyPeriods.availabilityId,
      availabilityWeeklyPeriods.weekday,
      availabilityWeeklyPeriods.startMinute,
    );
  return {
    rows: rows.map((r) => [r.id, r.name, r.timeZone, r.order]),
    periods: periods.map((p) => [p.availabilityId, p.weekday, p.startMinute, p.endMinute]),
  };
}

describe('listing and reading', () => {
  it('gives a new expert Working hours, Monday to Friday 09:00-17:00 in their zone', async () => {
    const res = await ada.request('GET', '/api/availabilities');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ availabilities: [workingHours] });
    const one = await ada.request('GET', '/api/availabilities/availability');
    expect(one.body).toEqual(workingHours);
  });

  it('gives each expert their own default, under the same id', async () => {
    const res = await bob.request('GET', '/api/availabilities/availability');
    expect(res.body).toEqual({ ...workingHours, timeZone: 'UTC' });
  });

  it('is described in the OpenAPI document', async () => {
    const paths = Object.keys((await t.client().request('GET', '/api/openapi.json')).body.paths);
    for (const path of [
      '/availabilities',
      '/availabilities/{id}',
      '/availabilities/{id}/schedule',
      '/availabilities/{id}/name',
    ])
      expect(paths, path).toContain(path);
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/availabilities')).status).toBe(401);
    expect((await t.client().request('POST', '/api/availabilities', { name: 'x' })).status).toBe(401);
  });
});

describe('the plan gate (multipleAvailabilities)', () => {
  it('refuses a second availability on the free plan with the upgrade message, creating nothing', async () => {
    const before = await stored();
    const res = await ada.request('POST', '/api/availabilities', { name: 'New Hours', cloneFromId: null });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'forbidden',
      message: 'Upgrade to Pro to use Multiple availabilities',
    });
    expect(await stored()).toEqual(before);
  });

  it('holds against a double submit, even before the default exists', async () => {
    const carol = await t.expert('carol@example.com');
    const carolId = await userId('carol@example.com');
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => carol.request('POST', '/api/availabilities', { name: 'New Hours' })),
    );
    expect(results.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    const rows = await db().select().from(availabilities).where(eq(availabilities.userId, carolId));
    expect(rows.map((r) => r.id)).toEqual(['availability']);
  });

  it('with the feature, creates a new one with office hours in the expert zone, ordered last', async () => {
    await setPlan('ada@example.com', 'pro');
    const res = await ada.request('POST', '/api/availabilities', { name: ' New Hours ', cloneFromId: null });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{20}$/),
      name: 'New Hours',
      timeZone: 'Europe/Paris',
      order: 1,
      isDefault: false,
      weeklyPeriods: officeHours,
      serviceCount: 0,
    });
    expect((await ada.request('GET', `/api/availabilities/${res.body.id}`)).body).toEqual(res.body);
  });

  it('gives concurrent creates distinct places in the order', async () => {
    const created = await Promise.all(
      ['A', 'B', 'C'].map((name) => ada.request('POST', '/api/availabilities', { name })),
    );
    expect(created.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(created.map((r) => r.body.order).sort()).toEqual([2, 3, 4]);
    for (const r of created)
      expect((await ada.request('DELETE', `/api/availabilities/${r.body.id}`)).status).toBe(200);
  });

  it('refuses another one after a downgrade, while the existing ones keep working', async () => {
    await setPlan('ada@example.com', 'free');
    const res = await ada.request('POST', '/api/availabilities', { name: 'Third' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Upgrade to Pro to use Multiple availabilities');
    const list = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Working hours', 'New Hours']);
    await setPlan('ada@example.com', 'pro');
  });
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
    const before = await stored();
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
    expect(await stored()).toEqual(before);
  });
});

describe('cloning', () => {
  it("copies the source's weekly hours and zone under the name given", async () => {
    const [, source] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    const res = await ada.request('POST', '/api/availabilities', {
      name: 'New Hours (clone)',
      cloneFromId: source.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'New Hours (clone)',
      timeZone: 'America/New_York',
      weeklyPeriods: weekendSorted,
      isDefault: false,
      // max + 1: the three created concurrently above are gone again.
      order: 2,
      serviceCount: 0,
    });
    // A copy, not a link: changing the clone leaves the source alone.
    await ada.request('PUT', `/api/availabilities/${res.body.id}/schedule`, {
      timeZone: 'UTC',
      weeklyPeriods: [],
    });
    expect((await ada.request('GET', `/api/availabilities/${source.id}`)).body.weeklyPeriods).toEqual(
      weekendSorted,
    );
    await ada.request('DELETE', `/api/availabilities/${res.body.id}`);
  });

  it('clones the default', async () => {
    const res = await ada.request('POST', '/api/availabilities', {
      name: 'Working hours (clone)',
      cloneFromId: 'availability',
    });
    expect(res.body).toMatchObject({ timeZone: 'Europe/Paris', weeklyPeriods: officeHours });
    await ada.request('DELETE', `/api/availabilities/${res.body.id}`);
  });

  it("answers 404 for another expert's or an unknown source, creating nothing", async () => {
    const before = await stored();
    await setPlan('bob@example.com', 'pro');
    const [, adas] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    const foreign = await bob.request('POST', '/api/availabilities', { name: 'Mine', cloneFromId: adas.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Not found');
    const unknown = await ada.request('POST', '/api/availabilities', { name: 'Mine', cloneFromId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(await stored()).toEqual(before);
    expect((await bob.request('GET', '/api/availabilities')).body.availabilities).toHaveLength(1);
  });
});

describe('names', () => {
  it("answers 400 with 'Required' or the 40-character message, on create and on rename", async () => {
    const before = await stored();
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
    expect(await stored()).toEqual(before);
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
    const before = await stored();
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
    expect(await stored()).toEqual(before);
  });
});

describe('deleting', () => {
  let pageId: string;

  /** Services are another slice's; rows are inserted directly (a service needs a booking page). */
  async function addService(title: string, availabilityId: string) {
    const [row] = await db()
      .insert(services)
      .values({ id: `svc-${title}`, pageId, userId: adaId, title, duration: 30, availabilityId })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    pageId = 'page-ada';
    await db().insert(bookingPages).values({
      id: pageId,
      userId: adaId,
      slug: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
    });
  });

  it("refuses the default with our message, whoever's default it is", async () => {
    const res = await ada.request('DELETE', '/api/availabilities/availability');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Your default availability cannot be deleted');
    expect((await bob.request('DELETE', '/api/availabilities/availability')).status).toBe(400);
    expect((await ada.request('GET', '/api/availabilities/availability')).status).toBe(200);
  });

  it('counts the services that use each availability', async () => {
    const [, weekends] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    await addService('intro', weekends.id);
    await addService('deep-dive', weekends.id);
    await addService('check-in', 'availability');
    const list = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    expect(list.map((a: { name: string; serviceCount: number }) => [a.name, a.serviceCount])).toEqual([
      ['Working hours', 1],
      ['Weekends', 2],
    ]);
    expect((await ada.request('GET', `/api/availabilities/${weekends.id}`)).body.serviceCount).toBe(2);
  });

  it('moves its services to the default in the same change, and answers how many moved', async () => {
    const [, weekends] = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    const res = await ada.request('DELETE', `/api/availabilities/${weekends.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ servicesMoved: 2 });

    const rows = await db()
      .select({ id: services.id, availabilityId: services.availabilityId })
      .from(services)
      .where(eq(services.userId, adaId))
      .orderBy(services.id);
    expect(rows).toEqual([
      { id: 'svc-check-in', availabilityId: 'availability' },
      { id: 'svc-deep-dive', availabilityId: 'availability' },
      { id: 'svc-intro', availabilityId: 'availability' },
    ]);
    expect((await ada.request('GET', `/api/availabilities/${weekends.id}`)).status).toBe(404);
    const periods = await db()
      .select()
      .from(availabilityWeeklyPeriods)
      .where(
        and(
          eq(availabilityWeeklyPeriods.userId, adaId),
          eq(availabilityWeeklyPeriods.availabilityId, weekends.id),
        ),
      );
    expect(periods).toEqual([]);
    const list = (await ada.request('GET', '/api/availabilities')).body.availabilities;
    expect(list).toEqual([{ ...workingHours, serviceCount: 3 }]);
  });

  it('answers 0 when no service used it, and a second delete is not found', async () => {
    const created = await ada.request('POST', '/api/availabilities', { name: 'Spare' });
    const path = `/api/availabilities/${created.body.id}`;
    const [first, second] = await Promise.all([ada.request('DELETE', path), ada.request('DELETE', path)]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    expect((first.status === 200 ? first : second).body).toEqual({ servicesMoved: 0 });
  });
});
