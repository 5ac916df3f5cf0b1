import { describe, expect, it } from 'vitest';
import { defaultProviderInput, locationInput } from './location-input';

const messages = (input: unknown) => {
  const r = locationInput.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('locationInput', () => {
  it('trims and accepts a name up to 60 and a location up to 2000 characters', () => {
    expect(locationInput.parse({ name: ` ${'n'.repeat(60)} `, location: 'l'.repeat(2000) })).toEqual({
      name: 'n'.repeat(60),
      location: 'l'.repeat(2000),
    });
  });

  it('requires both fields', () => {
    expect(messages({ name: '  ', location: '' })).toEqual({ name: 'Required', location: 'Required' });
    expect(messages({})).toEqual({ name: 'Required', location: 'Required' });
  });

  it('limits the name to 60 and the location to 2000 characters', () => {
    expect(messages({ name: 'n'.repeat(61), location: 'l'.repeat(2001) })).toEqual({
      name: 'Too long, please limit the name to 60 characters',
      location: 'Too long, please limit the location to 2000 characters',
    });
  });
});

describe('defaultProviderInput', () => {
  it('accepts built-in video, Zoom, or a custom location id', () => {
    expect(defaultProviderInput.parse({ type: 'daily' })).toEqual({ type: 'daily' });
    expect(defaultProviderInput.parse({ type: 'custom', locationId: 'abc' })).toEqual({
      type: 'custom',
      locationId: 'abc',
    });
  });

  it('refuses anything else', () => {
    expect(defaultProviderInput.safeParse({ type: 'teams' }).error?.issues[0]?.message).toBe(
      'Please choose where your sessions take place',
    );
    expect(defaultProviderInput.safeParse({ type: 'custom' }).error?.issues[0]?.message).toBe('Required');
  });
});
