import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULING_RULES } from '../scheduling/scheduling-rules';
import { type ServiceInput, serviceInput } from './service-input';

const valid: ServiceInput = {
  title: 'Career coaching',
  description: 'A focused hour on your next move.',
  duration: 60,
  price: 120,
  availabilityId: 'availability',
  customSchedulingRules: null,
  locationType: null,
  locationId: null,
  hidden: false,
  collectPhoneNumber: false,
};

function errors(input: unknown, schema = serviceInput('USD')): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('serviceInput', () => {
  it('accepts a service, trimming the title and turning an empty description into none', () => {
    expect(serviceInput('USD').parse({ ...valid, title: '  Career coaching ', description: '   ' })).toEqual({
      ...valid,
      description: null,
    });
  });

  it('treats a missing description and missing custom rules as none', () => {
    const { description: _d, customSchedulingRules: _r, ...rest } = valid;
    expect(serviceInput('USD').parse(rest)).toMatchObject({ description: null, customSchedulingRules: null });
  });

  it('requires a title of at most 60 characters', () => {
    expect(errors({ ...valid, title: '   ' })).toEqual({ title: 'Required' });
    expect(errors({ ...valid, title: null })).toEqual({ title: 'Required' });
    expect(errors({ ...valid, title: 't'.repeat(61) })).toEqual({
      title: 'Too long, please limit the title to 60 characters',
    });
    expect(errors({ ...valid, title: ` ${'t'.repeat(60)} ` })).toEqual({});
  });

  it('limits the description to 2000 characters', () => {
    expect(errors({ ...valid, description: 'd'.repeat(2001) })).toEqual({
      description: 'Too long, please limit the description to 2000 characters',
    });
    expect(errors({ ...valid, description: 'd'.repeat(2000) })).toEqual({});
  });

  it('takes a whole number of minutes from 5 to 720', () => {
    expect(errors({ ...valid, duration: undefined })).toEqual({
      duration: 'Please enter the length in minutes',
    });
    expect(errors({ ...valid, duration: 22.5 })).toEqual({ duration: 'Must be a whole number of minutes' });
    expect(errors({ ...valid, duration: 4 })).toEqual({ duration: 'Must be at least 5 minutes' });
    expect(errors({ ...valid, duration: 721 })).toEqual({
      duration: 'Cannot be longer than 720 minutes (12 hours)',
    });
    expect(errors({ ...valid, duration: 5 })).toEqual({});
    expect(errors({ ...valid, duration: 720 })).toEqual({});
    expect(errors({ ...valid, duration: 37 })).toEqual({});
  });

  it('caps the price at 1000 units, five times more with the increased price limit', () => {
    expect(errors({ ...valid, price: 1000.01 })).toEqual({
      price:
        "That's too much! The service price is limited to $1,000.00. Contact us if you need this limit increased.",
    });
    expect(errors({ ...valid, price: 1000 })).toEqual({});
    const increased = serviceInput('USD', { increasedPriceLimit: true });
    expect(errors({ ...valid, price: 5000 }, increased)).toEqual({});
    expect(errors({ ...valid, price: 5001 }, increased)).toEqual({
      price:
        "That's too much! The service price is limited to $5,000.00. Contact us if you need this limit increased.",
    });
  });

  it('allows a free service but not a price under the currency minimum', () => {
    expect(errors({ ...valid, price: 0 })).toEqual({});
    expect(errors({ ...valid, price: 0.3 })).toEqual({
      price: 'Must be at least $0.50. Use $0.00 for a free service.',
    });
    expect(errors({ ...valid, price: undefined })).toEqual({ price: 'Required' });
    expect(errors({ ...valid, price: '12' })).toEqual({ price: 'Must be a number' });
  });

  it("checks the price in the page's currency", () => {
    const yen = serviceInput('JPY');
    expect(errors({ ...valid, price: 1500.5 }, yen)).toEqual({ price: 'Must be a whole number, e.g. 1501' });
    expect(errors({ ...valid, price: 100001 }, yen)).toEqual({
      price:
        "That's too much! The service price is limited to ¥100,000. Contact us if you need this limit increased.",
    });
    expect(errors({ ...valid, price: 100000 }, yen)).toEqual({});
  });

  it('needs an availability', () => {
    expect(errors({ ...valid, availabilityId: '' })).toEqual({
      availabilityId: 'Please choose an availability',
    });
    expect(errors({ ...valid, availabilityId: null })).toEqual({
      availabilityId: 'Please choose an availability',
    });
  });

  it('checks custom scheduling rules with their own messages', () => {
    const rules = {
      ...DEFAULT_SCHEDULING_RULES,
      minNotice: 1440,
      frequency: { period: 'daily', maxCount: 2 },
    };
    expect(
      serviceInput('USD').parse({ ...valid, customSchedulingRules: rules }).customSchedulingRules,
    ).toEqual(rules);
    expect(
      errors({
        ...valid,
        customSchedulingRules: { ...rules, bufferAfter: 7, frequency: { period: 'daily', maxCount: 0 } },
      }),
    ).toEqual({
      'customSchedulingRules.bufferAfter': 'Please choose one of the buffer lengths',
      'customSchedulingRules.frequency.maxCount': 'Must be at least 1',
    });
  });

  it('takes the location choice: the default, built-in video, Zoom, or a custom location', () => {
    expect(errors({ ...valid, locationType: 'daily' })).toEqual({});
    expect(errors({ ...valid, locationType: 'custom', locationId: 'loc_1' })).toEqual({});
    expect(errors({ ...valid, locationType: 'custom', locationId: null })).toEqual({
      locationId: 'Please choose a location',
    });
    expect(errors({ ...valid, locationType: 'daily', locationId: 'loc_1' })).toEqual({
      locationId: 'Please choose a location',
    });
    expect(errors({ ...valid, locationType: 'teams' })).toEqual({ locationType: 'Please choose a location' });
  });

  it('needs the hidden and phone switches', () => {
    expect(errors({ ...valid, hidden: undefined, collectPhoneNumber: 'yes' })).toEqual({
      hidden: 'Required',
      collectPhoneNumber: 'Required',
    });
  });
});
