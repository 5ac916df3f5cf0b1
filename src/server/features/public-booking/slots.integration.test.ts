import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { sessions } from '../../db/schema/sessions';
import { timeOffPeriods } from '../../db/schema/time-off';
import { newId } from '../../ids';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let ada: TestClient;
let serviceId: string;
let userId: string;
let pageId: string;

const db = () => t.services.deps.database.db;
// A Monday far enough ahead that "now" never reaches it.
const MONDAY = '2031-03-03';
const day = (from: string, to: string) => `?from=${MONDAY}T${from}:00Z&to=${MONDAY}T${to}:00Z`;
const slotsUrl = (query: string, slug = 'ada-lovelace', id = serviceId) =>
  `/api/public/pages/${slug}/services/${id}/slots${query}`;
const hours = (slots: string[]) => slots.map((s) => s.slice(11, 16));

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.expert('ada@example.com');
  await db().update(users).set({ timezone: 'Europe/London' }).where(eq(users.email, 'ada@example.com'));
  const page = await ada.request('POST', '/api/booking-page', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    slug: 'ada-lovelace',
  });
  expect(page.status).toBe(201);
  const created = await ada.request('POST', '/api/services', {
    title: 'Coaching call',
    description: null,
    duration: 60,
    price: 0,
    availabilityId: 'availability',
    customSchedulingRules: null,
    locationType: null,
    locationId: null,
    hidden: true,
    collectPhoneNumber: false,
  });
  expect(created.status).toBe(201);
  serviceId = created.body.id;
  const [row] = await db().select().from(bookingPages).where(eq(bookingPages.slug, 'ada-lovelace'));
  userId = row!.userId;
  pageId = row!.id;
});
afterAll(async () => {
  await t.close();
});

describe('public slots', () => {
  it('offers the hours of Working hours, in the availability zone, without signing in (hidden services too)', async () => {
    const res = await t.client().request('GET', slotsUrl(day('00:00', '23:59')));
    expect(res.status).toBe(200);
    // London is on GMT in March until the 30th: 09:00-17:00 local is 09:00-17:00 UTC.
    expect(res.body).toEqual({
      duration: 60,
      timeZone: 'Europe/London',
      slots: ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => `${MONDAY}T${h}:00:00.000Z`),
    });
  });

  it('leaves out sessions (with buffers) and time off, and follows the rules', async () => {
    const rules = await ada.request('PUT', '/api/scheduling/rules', {
      minNotice: 0,
      maxNotice: null,
      bufferBefore: 15,
      bufferAfter: 0,
      frequency: null,
      alignment: 30,
    });
    expect(rules.status).toBe(200);
    await db()
      .insert(sessions)
      .values({
        id: newId(),
        type: 'personal',
        pageId,
        expertId: userId,
        title: 'Booked',
        start: new Date(`${MONDAY}T11:00:00Z`),
        end: new Date(`${MONDAY}T12:00:00Z`),
        currency: 'USD',
      });
    await db()
      .insert(timeOffPeriods)
      .values({
        id: newId(),
        userId,
        start: new Date(`${MONDAY}T14:00:00Z`),
        end: new Date(`${MONDAY}T15:30:00Z`),
      });
    const res = await t.client().request('GET', slotsUrl(day('00:00', '23:59')));
    // 10:00 ends as the 11:00 session starts (no buffer after); 12:00 has no 15 minutes free
    // before it; 13:30 would run into the time off.
    expect(hours(res.body.slots)).toEqual(['09:00', '09:30', '10:00', '12:30', '13:00', '15:30', '16:00']);
  });

  it('a cap of one session a day closes the day that has one, and not the next', async () => {
    await ada.request('PUT', '/api/scheduling/rules', {
      minNotice: 0,
      maxNotice: null,
      bufferBefore: 0,
      bufferAfter: 0,
      frequency: { period: 'daily', maxCount: 1 },
      alignment: null,
    });
    const twoDays = `?from=${MONDAY}T00:00:00Z&to=2031-03-05T00:00:00Z`;
    const res = await t.client().request('GET', slotsUrl(twoDays));
    expect(res.body.slots.every((s: string) => s.startsWith('2031-03-04'))).toBe(true);
    expect(res.body.slots).toHaveLength(8);
  });

  it('answers 404 for an unknown page or service', async () => {
    expect((await t.client().request('GET', slotsUrl(day('00:00', '23:59'), 'nobody'))).status).toBe(404);
    expect(
      (await t.client().request('GET', slotsUrl(day('00:00', '23:59'), 'ada-lovelace', 'nope'))).status,
    ).toBe(404);
  });

  it('answers 400 with a clear message for a bad range', async () => {
    const bad = await t.client().request('GET', slotsUrl('?from=monday&to=tuesday'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please give from and to as ISO 8601 date-times');
    const backwards = await t.client().request('GET', slotsUrl(day('12:00', '09:00')));
    expect(backwards.body.error.message).toBe('to must be after from');
    const long = await t
      .client()
      .request('GET', slotsUrl(`?from=${MONDAY}T00:00:00Z&to=2031-06-01T00:00:00Z`));
    expect(long.body.error.message).toBe('Please ask for at most 62 days at a time');
  });
});
