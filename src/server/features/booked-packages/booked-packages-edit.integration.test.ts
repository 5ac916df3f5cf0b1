import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPackageServiceCredits } from '../../db/schema/booked-packages';
import type { TestApp } from '../../testing/test-app';
import type { Expert } from '../sessions/sessions-testing';
import { type BookedPackageFixtures, DAY, startBookedPackagesTestApp } from './booked-packages-testing';

// spec (doc 1, §4, §5): editing a booked package's counts, and its expiration.

let t: TestApp;
let ada: Expert;
let bob: Expert;
let fx: BookedPackageFixtures;
let coaching: string;
let review: string;
let mentoring: string;
let yoga: string;
let pilates: string;

beforeAll(async () => {
  ({ t, ada, bob, fx } = await startBookedPackagesTestApp());
  coaching = await ada.service({ title: 'Coaching call', price: 50 });
  review = await ada.service({ title: 'CV review', price: 30 });
  mentoring = await ada.service({ title: 'Mentoring', price: 80 });
  yoga = await fx.series(ada, 'Yoga series');
  pilates = await fx.series(ada, 'Pilates series');
});
afterAll(async () => {
  await t.close();
});

const edit = (id: string, body: unknown, who: Expert = ada) =>
  who.expert.request('PUT', `/api/booked-packages/${id}/counts`, body);

/** Coaching 5 (2 used), CV review 1, Yoga 4 (1 used). */
const standard = () =>
  fx.bookedPackage(ada, {
    services: [
      { itemId: coaching, title: 'Coaching call', count: 5, used: 2 },
      { itemId: review, title: 'CV review', count: 1 },
    ],
    series: [{ itemId: yoga, title: 'Yoga series', count: 4, used: 1 }],
  });

const unchangedSeries = () => [{ seriesId: yoga, count: 4 }];

describe('editing counts', () => {
  it('sets available to the new count minus the sessions used', async () => {
    const p = await standard();
    const res = await edit(p.id, {
      services: [
        { serviceId: coaching, count: 8 },
        { serviceId: review, count: 1 },
      ],
      series: [{ seriesId: yoga, count: 3 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.services).toEqual([
      { id: p.serviceCredits[0], itemId: coaching, title: 'Coaching call', count: 8, used: 2, available: 6 },
      { id: p.serviceCredits[1], itemId: review, title: 'CV review', count: 1, used: 0, available: 1 },
    ]);
    expect(res.body.series).toEqual([
      { id: p.seriesCredits[0], itemId: yoga, title: 'Yoga series', count: 3, used: 1, available: 2 },
    ]);
    expect(res.body.creditsLeft).toBe(9);
  });

  it('leaves nothing available when the new count is below the sessions used, or 0', async () => {
    const p = await standard();
    const res = await edit(p.id, {
      services: [
        { serviceId: coaching, count: 1 },
        { serviceId: review, count: 0 },
      ],
      series: [{ seriesId: yoga, count: 1 }],
    });
    expect(res.status).toBe(200);
    const credits = await fx.credits(p.id);
    expect(credits.services.map((c) => [c.title, c.count, c.available])).toEqual([
      ['CV review', 0, 0],
      ['Coaching call', 1, 0],
    ]);
    expect(credits.series.map((c) => [c.title, c.count, c.available])).toEqual([['Yoga series', 1, 0]]);
  });

  it('keeps available as it is when a count does not change', async () => {
    const p = await fx.bookedPackage(ada, {
      services: [{ itemId: coaching, title: 'Coaching call', count: 5, used: 2 }],
    });
    // A session given up without its credit coming back (not ours to change here): 1 of 5 left.
    await fx
      .db()
      .update(bookedPackageServiceCredits)
      .set({ available: 1 })
      .where(eq(bookedPackageServiceCredits.id, p.serviceCredits[0]!));
    const res = await edit(p.id, { services: [{ serviceId: coaching, count: 5 }], series: [] });
    expect(res.status).toBe(200);
    expect((await fx.credits(p.id)).services[0]).toMatchObject({ count: 5, available: 1 });
  });

  it('adds a service or series with available equal to its count and no sessions', async () => {
    const p = await standard();
    const res = await edit(p.id, {
      services: [
        { serviceId: coaching, count: 5 },
        { serviceId: review, count: 1 },
        { serviceId: mentoring, count: 2 },
      ],
      series: [
        { seriesId: yoga, count: 4 },
        { seriesId: pilates, count: 3 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.services.find((c: { itemId: string }) => c.itemId === mentoring)).toMatchObject({
      title: 'Mentoring',
      count: 2,
      used: 0,
      available: 2,
    });
    expect(res.body.series.find((c: { itemId: string }) => c.itemId === pilates)).toMatchObject({
      title: 'Pilates series',
      count: 3,
      used: 0,
      available: 3,
    });
    const added = res.body.services.find((c: { itemId: string }) => c.itemId === mentoring);
    const sessions = await ada.expert.request(
      'GET',
      `/api/booked-packages/${p.id}/sessions?credit=${added.id}`,
    );
    expect(sessions.body.items).toEqual([]);
  });

  it('gives a removed service or series available 0, keeps its sessions, and lets it be added again afresh', async () => {
    const p = await standard();
    const removed = await edit(p.id, { services: [{ serviceId: review, count: 1 }], series: [] });
    expect(removed.status).toBe(200);
    expect(removed.body.services).toEqual([
      { id: p.serviceCredits[0], itemId: null, title: 'Coaching call', count: 5, used: 2, available: 0 },
      { id: p.serviceCredits[1], itemId: review, title: 'CV review', count: 1, used: 0, available: 1 },
    ]);
    expect(removed.body.series).toEqual([
      { id: p.seriesCredits[0], itemId: null, title: 'Yoga series', count: 4, used: 1, available: 0 },
    ]);
    const history = await ada.expert.request(
      'GET',
      `/api/booked-packages/${p.id}/sessions?credit=${p.serviceCredits[0]}`,
    );
    expect(history.body.items).toHaveLength(2);

    const again = await edit(p.id, {
      services: [
        { serviceId: review, count: 1 },
        { serviceId: coaching, count: 3 },
      ],
      series: [],
    });
    expect(again.status).toBe(200);
    const coachingCredits = again.body.services.filter((c: { title: string }) => c.title === 'Coaching call');
    expect(coachingCredits).toHaveLength(2);
    expect(coachingCredits.find((c: { itemId: string | null }) => c.itemId === coaching)).toMatchObject({
      count: 3,
      used: 0,
      available: 3,
    });
  });

  it.each([
    ['a negative count', -1],
    ['no count', null],
    ['a count that is not a number', 'three'],
  ])("refuses %s with 'Sessions count must be a positive number' and writes nothing", async (_, count) => {
    const p = await standard();
    const before = await fx.credits(p.id);
    const res = await edit(p.id, {
      services: [
        { serviceId: coaching, count: 7 },
        { serviceId: review, count },
        { serviceId: mentoring, count: 2 },
      ],
      series: unchangedSeries(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'bad_request',
      message: 'Sessions count must be a positive number',
      fields: { 'services.1.count': 'Sessions count must be a positive number' },
    });
    expect(await fx.credits(p.id)).toEqual(before);
  });

  it('refuses a series count below 0 and a service added twice', async () => {
    const p = await standard();
    const before = await fx.credits(p.id);
    const negative = await edit(p.id, { services: [], series: [{ seriesId: yoga, count: -2 }] });
    expect(negative.body.error.fields).toEqual({
      'series.0.count': 'Sessions count must be a positive number',
    });
    const twice = await edit(p.id, {
      services: [
        { serviceId: mentoring, count: 1 },
        { serviceId: mentoring, count: 2 },
      ],
      series: unchangedSeries(),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('Each service can only be added once');
    expect(await fx.credits(p.id)).toEqual(before);
  });

  it("answers 404 for another expert's or an unknown service or series, and writes nothing", async () => {
    const p = await standard();
    const before = await fx.credits(p.id);
    const bobs = await bob.service({ title: "Bob's call", price: 40 });
    const bobsSeries = await fx.series(bob, "Bob's series");
    for (const body of [
      {
        services: [
          { serviceId: coaching, count: 9 },
          { serviceId: bobs, count: 1 },
        ],
        series: unchangedSeries(),
      },
      { services: [{ serviceId: coaching, count: 9 }], series: [{ seriesId: bobsSeries, count: 1 }] },
      { services: [{ serviceId: 'no-such-service', count: 1 }], series: [] },
    ]) {
      const res = await edit(p.id, body);
      expect(res.status).toBe(404);
    }
    expect(await fx.credits(p.id)).toEqual(before);
  });

  it('adds a service once when the same edit is submitted twice at the same moment', async () => {
    const p = await standard();
    const body = {
      services: [
        { serviceId: coaching, count: 5 },
        { serviceId: review, count: 1 },
        { serviceId: mentoring, count: 2 },
      ],
      series: unchangedSeries(),
    };
    const results = await Promise.all([edit(p.id, body), edit(p.id, body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const credits = await fx.credits(p.id);
    expect(credits.services.filter((c) => c.serviceId === mentoring)).toHaveLength(1);
  });
});

describe('moving the expiry', () => {
  const move = (id: string, body: unknown) =>
    ada.expert.request('PUT', `/api/booked-packages/${id}/expiration`, body);

  it('changes only expiresAt', async () => {
    const p = await fx.bookedPackage(ada, {
      services: [{ itemId: coaching, title: 'Coaching call', count: 5, used: 1 }],
      values: { expiresAt: new Date(Date.now() + DAY) },
    });
    const before = await fx.packageRow(p.id);
    const credits = await fx.credits(p.id);
    const expiresAt = new Date(Math.floor(Date.now() / DAY) * DAY + 40 * DAY).toISOString();
    const res = await move(p.id, { expiresAt });
    expect(res.status).toBe(200);
    expect(res.body.expiresAt).toBe(expiresAt);
    const after = await fx.packageRow(p.id);
    expect({ ...after, updatedAt: before.updatedAt }).toEqual({ ...before, expiresAt: new Date(expiresAt) });
    expect(await fx.credits(p.id)).toEqual(credits);
  });

  it('gives a package that never expired an expiry', async () => {
    const p = await fx.bookedPackage(ada);
    const expiresAt = new Date(Date.now() + 3 * DAY).toISOString();
    expect((await move(p.id, { expiresAt })).body.expiresAt).toBe(expiresAt);
  });

  it.each([
    ['in the past', () => new Date(Date.now() - DAY).toISOString(), 'Expiration date must be in the future'],
    ['now', () => new Date(Date.now() - 1000).toISOString(), 'Expiration date must be in the future'],
    ['missing', () => undefined, 'Required'],
    ['empty', () => '', 'Required'],
    ['not a date', () => 'next tuesday', 'Please enter a valid date'],
  ])('refuses an expiry %s and changes nothing', async (_, value, message) => {
    const expiresAt = new Date(Date.now() + 5 * DAY);
    const p = await fx.bookedPackage(ada, { values: { expiresAt } });
    const res = await move(p.id, { expiresAt: value() });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message, fields: { expiresAt: message } });
    expect((await fx.packageRow(p.id)).expiresAt).toEqual(expiresAt);
  });
});
