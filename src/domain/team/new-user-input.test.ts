import { describe, expect, it } from 'vitest';
import { countryOptions, isCountryCode } from './countries';
import { newUserInput } from './new-user-input';
import { isTeamOwner } from './team-rules';

const messages = (input: unknown) =>
  Object.fromEntries(
    (newUserInput.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('the new-user form (spec doc 2, §3; issue 18)', () => {
  it('takes names of 2 to 40 characters, trimmed, an email and a country', () => {
    expect(
      newUserInput.parse({
        firstName: ' Al ',
        lastName: 'x'.repeat(40),
        email: ' al@example.com ',
        country: 'US',
      }),
    ).toEqual({
      firstName: 'Al',
      lastName: 'x'.repeat(40),
      email: 'al@example.com',
      country: 'US',
    });
  });

  it('says what is wrong with each field', () => {
    expect(messages({ firstName: 'A', lastName: 'x'.repeat(41), email: 'nope', country: 'ZZ' })).toEqual({
      // spec §5 Profile: 2 to 40 characters, the short message says at least 1.
      firstName: 'Too short, please use at least 1 character',
      lastName: 'Too long, please limit the name to 40 characters',
      email: 'Invalid email address',
      country: 'Choose a country',
    });
    expect(messages({})).toEqual({
      firstName: 'Too short, please use at least 1 character',
      lastName: 'Too short, please use at least 1 character',
      email: 'Required',
      country: 'Required',
    });
  });
});

describe('team ownership and countries', () => {
  it('is a team owner whose team id is their own id', () => {
    expect(isTeamOwner({ id: 'a', teamOwnerId: 'a' })).toBe(true);
    expect(isTeamOwner({ id: 'b', teamOwnerId: 'a' })).toBe(false);
    expect(isTeamOwner({ id: 'c', teamOwnerId: null })).toBe(false);
  });

  it('lists countries by name and knows their codes', () => {
    expect(countryOptions().find((c) => c.value === 'US')?.label).toBe('United States');
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
  });
});
