import { describe, expect, it } from 'vitest';
import { groupSessionInput } from './group-session-input';

const now = Date.parse('2026-11-21T10:30:45Z');
const free = groupSessionInput({ currency: 'USD', plan: 'free', now: () => now });
const growth = groupSessionInput({ currency: 'USD', plan: 'growth', now: () => now });

const valid = {
  title: '  Morning breathwork  ',
  description: 'Bring a mat',
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T10:00:00.000Z',
  price: 25,
  groupSizeMax: 6,
  locationType: null,
  locationId: null,
  hidden: false,
  collectPhoneNumber: true,
};

const fields = (schema: typeof free, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]).reverse());
};

describe('group session input', () => {
  it('trims the title and gives dates, minor units and the location choice to store', () => {
    expect(free.parse(valid)).toEqual({
      title: 'Morning breathwork',
      description: 'Bring a mat',
      start: new Date('2026-11-24T09:00:00.000Z'),
      end: new Date('2026-11-24T10:00:00.000Z'),
      price: 2500,
      groupSizeMax: 6,
      locationType: null,
      locationId: null,
      hidden: false,
      collectPhoneNumber: true,
    });
  });

  it('stores an empty description as none and defaults the flags to off', () => {
    const { hidden: _h, collectPhoneNumber: _c, ...rest } = valid;
    expect(free.parse({ ...rest, description: '  ' })).toMatchObject({
      description: null,
      hidden: false,
      collectPhoneNumber: false,
    });
  });

  it("says 'Required' for a missing title, start, end, price and group size", () => {
    expect(
      fields(free, { ...valid, title: '  ', start: '', end: undefined, price: undefined, groupSizeMax: '' }),
    ).toEqual({
      title: 'Required',
      start: 'Required',
      end: 'Required',
      price: 'Required',
      groupSizeMax: 'Required',
    });
  });

  it('limits the title to 60 characters, or 120 with large session limits', () => {
    expect(fields(free, { ...valid, title: 't'.repeat(61) })).toEqual({
      title: 'Too long, please limit the title to 60 characters',
    });
    expect(free.safeParse({ ...valid, title: 't'.repeat(60) }).success).toBe(true);
    expect(growth.safeParse({ ...valid, title: 't'.repeat(120) }).success).toBe(true);
    expect(fields(growth, { ...valid, title: 't'.repeat(121) })).toEqual({
      title: 'Too long, please limit the title to 120 characters',
    });
  });

  it('needs a group size above 0, at most 42, or 500 with large session limits', () => {
    expect(fields(free, { ...valid, groupSizeMax: 0 })).toEqual({
      groupSizeMax: 'Group size must be greater than 0',
    });
    expect(fields(free, { ...valid, groupSizeMax: -3 })).toEqual({
      groupSizeMax: 'Group size must be greater than 0',
    });
    expect(fields(free, { ...valid, groupSizeMax: 43 })).toEqual({
      groupSizeMax: 'Group sessions are limited to 42 participants',
    });
    expect(free.safeParse({ ...valid, groupSizeMax: 42 }).success).toBe(true);
    expect(growth.safeParse({ ...valid, groupSizeMax: 500 }).success).toBe(true);
    expect(fields(growth, { ...valid, groupSizeMax: 501 })).toEqual({
      groupSizeMax: 'Group sessions are limited to 500 participants',
    });
    expect(fields(free, { ...valid, groupSizeMax: 2.5 })).toEqual({
      groupSizeMax: 'Group size must be a whole number',
    });
    expect(fields(free, { ...valid, groupSizeMax: 'six' })).toEqual({ groupSizeMax: 'Must be a number' });
  });

  it('caps the price at 1000 units, or 5000 with the increased price limit, and allows free', () => {
    expect(fields(free, { ...valid, price: 1000.01 })).toEqual({
      price:
        "That's too much! The session price is limited to $1,000.00. Contact us if you need this limit increased.",
    });
    expect(growth.safeParse({ ...valid, price: 5000 }).success).toBe(true);
    expect(fields(growth, { ...valid, price: 5000.01 })).toEqual({
      price:
        "That's too much! The session price is limited to $5,000.00. Contact us if you need this limit increased.",
    });
    expect(fields(free, { ...valid, price: 0.2 })).toEqual({
      price: 'Must be at least $0.50. Use $0.00 for a free session.',
    });
    expect(free.parse({ ...valid, price: 0 }).price).toBe(0);
  });

  it('needs whole prices in a zero-decimal currency', () => {
    const yen = groupSessionInput({ currency: 'JPY', plan: 'free', now: () => now });
    expect(fields(yen, { ...valid, price: 1500.5 })).toEqual({ price: 'Must be a whole number, e.g. 1501' });
    expect(yen.parse({ ...valid, price: 1500 }).price).toBe(1500);
  });

  it('needs the start in the future, compared at minute precision', () => {
    // now is 10:30:45: 10:30 is this minute, so already past; 10:31 is the next minute.
    expect(fields(free, { ...valid, start: '2026-11-21T10:30:00Z', end: '2026-11-21T11:00:00Z' })).toEqual({
      start: 'Start date must be in the future',
    });
    expect(fields(free, { ...valid, start: '2026-11-21T10:30:59Z', end: '2026-11-21T11:00:00Z' })).toEqual({
      start: 'Start date must be in the future',
    });
    expect(
      free.safeParse({ ...valid, start: '2026-11-21T10:31:00Z', end: '2026-11-21T11:00:00Z' }).success,
    ).toBe(true);
  });

  it('keeps an existing start that has passed when editing', () => {
    const editing = groupSessionInput({
      currency: 'USD',
      plan: 'free',
      now: () => now,
      keepStart: '2026-11-21T10:00:00.000Z',
    });
    expect(
      editing.safeParse({ ...valid, start: '2026-11-21T10:00:00+00:00', end: '2026-11-21T11:00:00Z' })
        .success,
    ).toBe(true);
    expect(fields(editing, { ...valid, start: '2026-11-21T09:00:00Z', end: '2026-11-21T11:00:00Z' })).toEqual(
      {
        start: 'Start date must be in the future',
      },
    );
  });

  it("says 'End date must be greater than start' for an end at or before the start", () => {
    expect(fields(free, { ...valid, end: valid.start })).toEqual({
      end: 'End date must be greater than start',
    });
    expect(fields(free, { ...valid, end: '2026-11-24T08:00:00.000Z' })).toEqual({
      end: 'End date must be greater than start',
    });
  });

  it('reports a past start and an end before it together, and other fields alongside', () => {
    expect(
      fields(free, { ...valid, title: '', start: '2026-11-20T09:00:00Z', end: '2026-11-20T08:00:00Z' }),
    ).toEqual({
      title: 'Required',
      start: 'Start date must be in the future',
      end: 'End date must be greater than start',
    });
  });

  it('refuses what is not an instant', () => {
    expect(fields(free, { ...valid, start: 'tomorrow', end: 12 })).toEqual({
      start: 'Please enter a valid date',
      end: 'Required',
    });
  });

  it('needs a location id exactly when the choice is a custom location', () => {
    expect(fields(free, { ...valid, locationType: 'custom', locationId: null })).toEqual({
      locationId: 'Please choose a location',
    });
    expect(fields(free, { ...valid, locationType: 'daily', locationId: 'abc' })).toEqual({
      locationId: 'Please choose a location',
    });
    expect(free.safeParse({ ...valid, locationType: 'custom', locationId: 'abc' }).success).toBe(true);
    expect(fields(free, { ...valid, locationType: 'teams' })).toEqual({
      locationType: 'Please choose a location',
    });
  });
});
