import { describe, expect, it } from 'vitest';
import { cancelSessionInput, rescheduleSessionInput, sessionPageQuery } from './session-inputs';

const NOW = Date.parse('2026-11-20T10:30:20Z');
const rule = { originalStart: '2026-11-24T10:00:00.000Z', now: () => NOW };
const firstError = (value: unknown) => {
  const result = rescheduleSessionInput(rule).safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('rescheduleSessionInput', () => {
  it('takes a new start in the future with an optional trimmed message', () => {
    const parsed = rescheduleSessionInput(rule).parse({
      start: '2026-11-25T11:00:00.000Z',
      message: '  Sorry, something came up  ',
    });
    expect(parsed).toEqual({ start: '2026-11-25T11:00:00.000Z', message: 'Sorry, something came up' });
    expect(
      rescheduleSessionInput(rule).parse({ start: '2026-11-25T11:00:00Z', message: '   ' }).message,
    ).toBe(null);
  });

  it('says Required without a start', () => {
    expect(firstError({ start: '' })).toBe('Required');
    expect(firstError({ start: null })).toBe('Required');
    expect(firstError({})).toBe('Required');
  });

  it('refuses the original time', () => {
    expect(firstError({ start: '2026-11-24T10:00:00.000Z' })).toBe('Cannot be the same as the original time');
    expect(firstError({ start: '2026-11-24T11:00:00+01:00' })).toBe(
      'Cannot be the same as the original time',
    );
  });

  it('refuses a start that is not in the future, at minute precision', () => {
    expect(firstError({ start: '2026-11-20T10:30:00.000Z' })).toBe('Start date must be in the future');
    expect(firstError({ start: '2026-11-19T10:30:00.000Z' })).toBe('Start date must be in the future');
    expect(firstError({ start: '2026-11-20T10:31:00.000Z' })).toBeNull();
  });

  it('limits the message to 800 characters', () => {
    expect(firstError({ start: '2026-11-25T11:00:00Z', message: 'x'.repeat(801) })).toBe(
      'Too long, please limit the message to 800 characters',
    );
    expect(firstError({ start: '2026-11-25T11:00:00Z', message: 'x'.repeat(800) })).toBeNull();
  });
});

describe('cancelSessionInput', () => {
  it('takes an optional message of at most 800 characters, trimmed', () => {
    expect(cancelSessionInput.parse({})).toEqual({ message: null });
    expect(cancelSessionInput.parse({ message: ' See you soon ' })).toEqual({ message: 'See you soon' });
    expect(cancelSessionInput.safeParse({ message: 'x'.repeat(801) }).error?.issues[0]?.message).toBe(
      'Too long, please limit the message to 800 characters',
    );
  });
});

describe('sessionPageQuery', () => {
  it('defaults to the first page of upcoming sessions', () => {
    expect(sessionPageQuery.parse({})).toEqual({ list: 'upcoming', page: 1 });
    expect(sessionPageQuery.parse({ list: 'cancelled', page: '3' })).toEqual({ list: 'cancelled', page: 3 });
    expect(sessionPageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(sessionPageQuery.safeParse({ list: 'all' }).success).toBe(false);
  });
});
