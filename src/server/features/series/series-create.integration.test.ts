import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../testing/test-app';
import { groupFixtures, startGroupTestApp, validSeries } from '../group-sessions/group-sessions-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
const { setPlan, countSeries } = groupFixtures(() => t);

beforeAll(async () => {
  ({ t, ada, bob } = await startGroupTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('before the booking page exists', () => {
  it('lists nothing and refuses to create, with the spec message', async () => {
    expect((await ada.request('GET', '/api/series')).body).toEqual([]);
    const res = await ada.request('POST', '/api/series', validSeries());
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Please create a booking page before setting up your personal sessions.',
    );
    await ada.request('POST', '/api/booking-page', { firstName: 'Ada', lastName: 'L', slug: 'ada' });
    await bob.request('POST', '/api/booking-page', { firstName: 'Bob', lastName: 'B', slug: 'bob' });
  });
});

describe('creating a series', () => {
  it('creates it in the page currency with the defaults of the form', async () => {
    const res = await ada.request('POST', '/api/series', {
      title: ' Yoga basics ',
      duration: 30,
      price: 15,
      groupSizeMax: 6,
      locationType: null,
      locationId: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'Yoga basics',
      description: null,
      duration: 30,
      price: 1500,
      currency: 'USD',
      groupSizeMax: 6,
      hidden: false,
      collectPhoneNumber: false,
      locationType: null,
      locationId: null,
      workflowsIds: [],
      order: expect.any(Number),
      upcomingSessionCount: 0,
      packageCount: 0,
    });
    const detail = await ada.request('GET', `/api/series/${res.body.id}`);
    expect(detail.body).toEqual({ series: res.body, sessions: [] });
    await ada.request('DELETE', `/api/series/${res.body.id}`);
  });

  it('answers every validation message of the form and saves nothing', async () => {
    const before = await countSeries();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ title: '' }, { title: 'Required' }],
      [{ title: 's'.repeat(61) }, { title: 'Too long, please limit the title to 60 characters' }],
      [{ duration: 25 }, { duration: 'Please choose one of the durations' }],
      [{ duration: undefined }, { duration: 'Required' }],
      [
        { price: 1000.01 },
        {
          price:
            "That's too much! The service price is limited to $1,000.00. Contact us if you need this limit increased.",
        },
      ],
      [{ price: 0.3 }, { price: 'Must be at least $0.50. Use $0.00 for a free service.' }],
      [{ price: 'ten' }, { price: 'Must be a number' }],
      [{ groupSizeMax: 0 }, { groupSizeMax: 'Group size must be greater than 0' }],
      [{ groupSizeMax: 43 }, { groupSizeMax: 'Group sessions are limited to 42 participants' }],
      [{ locationType: 'daily', locationId: 'x' }, { locationId: 'Please choose a location' }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await ada.request('POST', '/api/series', validSeries(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect(await countSeries()).toBe(before);
  });

  it('allows 500 participants and a $5,000 price only with the plan; the title stays at 60', async () => {
    const refused = await ada.request('POST', '/api/series', validSeries({ groupSizeMax: 500, price: 5000 }));
    expect(refused.body.error.fields).toEqual({
      groupSizeMax: 'Group sessions are limited to 42 participants',
      price:
        "That's too much! The service price is limited to $1,000.00. Contact us if you need this limit increased.",
    });
    await setPlan('ada@example.com', 'growth');
    try {
      const allowed = await ada.request(
        'POST',
        '/api/series',
        validSeries({ groupSizeMax: 500, price: 5000 }),
      );
      expect(allowed.status).toBe(201);
      expect(allowed.body).toMatchObject({ groupSizeMax: 500, price: 500000 });
      const over = await ada.request(
        'POST',
        '/api/series',
        validSeries({ title: 's'.repeat(61), groupSizeMax: 501 }),
      );
      expect(over.body.error.fields).toEqual({
        title: 'Too long, please limit the title to 60 characters',
        groupSizeMax: 'Group sessions are limited to 500 participants',
      });
      await ada.request('DELETE', `/api/series/${allowed.body.id}`);
    } finally {
      await setPlan('ada@example.com', 'free');
    }
  });

  it("refuses another expert's location", async () => {
    const bobs = (await bob.request('POST', '/api/locations', { name: 'Bob room', location: 'Elsewhere' }))
      .body;
    const res = await ada.request(
      'POST',
      '/api/series',
      validSeries({ locationType: 'custom', locationId: bobs.id }),
    );
    expect(res.status).toBe(404);
  });
});
