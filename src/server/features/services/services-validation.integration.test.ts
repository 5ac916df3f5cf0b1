import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertWithPage, setPageCurrency, setPlan } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { coaching, create, rowsOf, weeklyRules } from './services-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada } = await expertWithPage(t, 'ada@example.com', 'ada-coaching'));
  ({ client: bob } = await expertWithPage(t, 'bob@example.com', 'bob-coaching'));
  await create(ada);
});
afterAll(async () => {
  await t.close();
});

describe('validation', () => {
  const expectFields = async (body: Record<string, unknown>, fields: Record<string, string>) => {
    const before = await rowsOf(t, 'ada@example.com');
    const res = await ada.request('POST', '/api/services', body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
    expect(res.body.error.message).toBe(Object.values(fields)[0]);
    expect(await rowsOf(t, 'ada@example.com')).toEqual(before);
  };

  it('gives the title, description and duration messages', async () => {
    await expectFields(
      { ...coaching, title: ' ', description: 'd'.repeat(2001), duration: null },
      {
        title: 'Required',
        description: 'Too long, please limit the description to 2000 characters',
        duration: 'Please enter the length in minutes',
      },
    );
    await expectFields(
      { ...coaching, title: 't'.repeat(61), duration: 4 },
      { title: 'Too long, please limit the title to 60 characters', duration: 'Must be at least 5 minutes' },
    );
    await expectFields(
      { ...coaching, duration: 721 },
      { duration: 'Cannot be longer than 720 minutes (12 hours)' },
    );
    await expectFields({ ...coaching, duration: 30.5 }, { duration: 'Must be a whole number of minutes' });
  });

  it('gives the price messages', async () => {
    await expectFields(
      { ...coaching, price: 1000.01 },
      {
        price:
          "That's too much! The service price is limited to $1,000.00. Contact us if you need this limit increased.",
      },
    );
    await expectFields(
      { ...coaching, price: 0.49 },
      { price: 'Must be at least $0.50. Use $0.00 for a free service.' },
    );
    await expectFields({ ...coaching, price: undefined }, { price: 'Required' });
    await expectFields({ ...coaching, price: 'ten' }, { price: 'Must be a number' });
  });

  it('asks for whole amounts in a zero-decimal page currency', async () => {
    const { client: yen, owner: yuki } = await expertWithPage(t, 'yuki@example.com', 'yuki-coaching');
    await setPageCurrency(t, yuki.pageId, 'JPY');
    const res = await yen.request('POST', '/api/services', { ...coaching, price: 4999.5 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ price: 'Must be a whole number, e.g. 5000' });
    const ok = await yen.request('POST', '/api/services', { ...coaching, price: 5000 });
    expect(ok.body.price).toEqual({ amount: 5000, currency: 'JPY' });
  });

  it('gives the availability, location and switch messages', async () => {
    await expectFields(
      { ...coaching, availabilityId: '', hidden: 'no', collectPhoneNumber: null },
      {
        availabilityId: 'Please choose an availability',
        hidden: 'Required',
        collectPhoneNumber: 'Required',
      },
    );
    await expectFields({ ...coaching, locationType: 'custom' }, { locationId: 'Please choose a location' });
    await expectFields({ ...coaching, locationType: 'teams' }, { locationType: 'Please choose a location' });
  });

  it('gives the custom rules messages under their fields', async () => {
    await expectFields(
      {
        ...coaching,
        customSchedulingRules: {
          minNotice: 7,
          maxNotice: 1,
          bufferBefore: 3,
          bufferAfter: 4,
          frequency: { period: 'monthly', maxCount: 51 },
          alignment: 45,
        },
      },
      {
        'customSchedulingRules.minNotice': 'Please choose one of the notice periods',
        'customSchedulingRules.maxNotice': 'Please choose one of the notice periods',
        'customSchedulingRules.bufferBefore': 'Please choose one of the buffer lengths',
        'customSchedulingRules.bufferAfter': 'Please choose one of the buffer lengths',
        'customSchedulingRules.frequency.period': 'Please choose daily or weekly',
        'customSchedulingRules.frequency.maxCount': 'Cannot be greater than 50',
        'customSchedulingRules.alignment': 'Please choose one of the start time intervals',
      },
    );
    await expectFields(
      { ...coaching, customSchedulingRules: { ...weeklyRules, minNotice: 10080, maxNotice: 10080 } },
      { 'customSchedulingRules.maxNotice': 'Must be longer than the minimum notice' },
    );
  });

  it('refuses a body that is not an object', async () => {
    const res = await ada.request('POST', '/api/services', undefined, { raw: '"Career coaching"' });
    expect(res.status).toBe(400);
  });

  it('changes nothing when an update is invalid', async () => {
    const [first] = (await ada.request('GET', '/api/services')).body.services;
    const res = await ada.request('PUT', `/api/services/${first.id}`, { ...coaching, title: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ title: 'Required' });
    expect((await ada.request('GET', `/api/services/${first.id}`)).body).toEqual(first);
  });
});

describe('the increased price limit', () => {
  const cap = (amount: string) =>
    `That's too much! The service price is limited to ${amount}. Contact us if you need this limit increased.`;

  it('is five times the cap on a plan with it, and only there', async () => {
    const [first] = (await bob.request('GET', '/api/services')).body.services ?? [];
    expect(first).toBeUndefined();
    const refused = await bob.request('POST', '/api/services', { ...coaching, price: 5000 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ price: cap('$1,000.00') });

    await setPlan(t, 'bob@example.com', 'pro');
    expect(
      (await bob.request('POST', '/api/services', { ...coaching, price: 1000.5 })).body.error.fields,
    ).toEqual({
      price: cap('$1,000.00'),
    });

    await setPlan(t, 'bob@example.com', 'growth');
    const allowed = await bob.request('POST', '/api/services', { ...coaching, price: 5000 });
    expect(allowed.status).toBe(201);
    expect(allowed.body.price).toEqual({ amount: 500000, currency: 'USD' });
    const above = await bob.request('POST', '/api/services', { ...coaching, price: 5000.01 });
    expect(above.status).toBe(400);
    expect(above.body.error.fields).toEqual({ price: cap('$5,000.00') });

    // Back on the free plan, saving the expensive service again is held to the base cap.
    await setPlan(t, 'bob@example.com', 'free');
    const edit = await bob.request('PUT', `/api/services/${allowed.body.id}`, { ...coaching, price: 5000 });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields).toEqual({ price: cap('$1,000.00') });
    expect((await bob.request('GET', `/api/services/${allowed.body.id}`)).body.price.amount).toBe(500000);
  });
});
