import { describe, expect, it } from 'vitest';
import { seriesInput, seriesSessionInput } from './series-input';
import { seriesDeleteWarnings } from './series-view';

const free = seriesInput({ currency: 'EUR', plan: 'free' });
const growth = seriesInput({ currency: 'EUR', plan: 'growth' });
const valid = {
  title: ' Yoga basics ',
  description: '',
  duration: 30,
  price: 15,
  groupSizeMax: 6,
  locationType: 'daily',
  locationId: null,
  hidden: false,
  collectPhoneNumber: false,
};
const fields = (schema: typeof free, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]).reverse());
};

describe('series input', () => {
  it('trims the title and converts the price to minor units', () => {
    expect(free.parse(valid)).toEqual({ ...valid, title: 'Yoga basics', description: null, price: 1500 });
  });

  it('limits the title to 60 characters on every plan', () => {
    expect(fields(free, { ...valid, title: 'y'.repeat(61) })).toEqual({
      title: 'Too long, please limit the title to 60 characters',
    });
    expect(fields(growth, { ...valid, title: 'y'.repeat(61) })).toEqual({
      title: 'Too long, please limit the title to 60 characters',
    });
    expect(fields(free, { ...valid, title: '' })).toEqual({ title: 'Required' });
  });

  it('offers only the spec durations', () => {
    for (const duration of [10, 15, 30, 45, 60, 90, 120]) {
      expect(free.safeParse({ ...valid, duration }).success).toBe(true);
    }
    expect(fields(free, { ...valid, duration: 20 })).toEqual({
      duration: 'Please choose one of the durations',
    });
    expect(fields(free, { ...valid, duration: undefined })).toEqual({ duration: 'Required' });
  });

  it("words the price limits as the spec's series messages", () => {
    expect(fields(free, { ...valid, price: 1001 })).toEqual({
      price:
        "That's too much! The service price is limited to €1,000.00. Contact us if you need this limit increased.",
    });
    expect(growth.safeParse({ ...valid, price: 5000 }).success).toBe(true);
    expect(fields(free, { ...valid, price: 0.1 })).toEqual({
      price: 'Must be at least €0.50. Use €0.00 for a free service.',
    });
    const yen = seriesInput({ currency: 'JPY', plan: 'free' });
    expect(fields(yen as typeof free, { ...valid, price: 99.5 })).toEqual({
      price: 'Must be a whole number, e.g. 100',
    });
  });

  it('limits the group size to 42, or 500 with large session limits', () => {
    expect(fields(free, { ...valid, groupSizeMax: 0 })).toEqual({
      groupSizeMax: 'Group size must be greater than 0',
    });
    expect(fields(free, { ...valid, groupSizeMax: 43 })).toEqual({
      groupSizeMax: 'Group sessions are limited to 42 participants',
    });
    expect(growth.safeParse({ ...valid, groupSizeMax: 500 }).success).toBe(true);
    expect(fields(growth, { ...valid, groupSizeMax: 501 })).toEqual({
      groupSizeMax: 'Group sessions are limited to 500 participants',
    });
  });
});

describe('series session input', () => {
  const now = Date.parse('2026-11-21T10:30:10Z');
  it('takes a start in the future', () => {
    const schema = seriesSessionInput({ now: () => now });
    expect(schema.parse({ start: '2026-11-21T10:31:00Z' })).toEqual({
      start: new Date('2026-11-21T10:31:00Z'),
    });
    expect(schema.safeParse({ start: '2026-11-21T10:30:00Z' }).error?.issues[0]?.message).toBe(
      'Start date must be in the future',
    );
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe('Required');
  });
});

describe('seriesDeleteWarnings', () => {
  it('warns about upcoming sessions and packages, or nothing', () => {
    expect(seriesDeleteWarnings({ upcomingSessions: 0, packages: 0 })).toEqual([]);
    expect(seriesDeleteWarnings({ upcomingSessions: 2, packages: 1 })).toEqual([
      'It has 2 upcoming sessions. They will be removed from this series and stay on your booking page as single group sessions.',
      'It is included in 1 package. Clients who bought it lose access to this series.',
    ]);
  });
});
