import { describe, expect, it } from 'vitest';
import { inputErrorMessage } from './errors';

// As drizzle throws them: the driver's error (with the SQLSTATE) as the cause.
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('x'), { code }) });

describe('inputErrorMessage', () => {
  it('names the input errors PostgreSQL reports', () => {
    expect(inputErrorMessage(wrapped('22021'))).toBe(
      'The request contains characters that cannot be stored.',
    );
    expect(inputErrorMessage(wrapped('22P05'))).toBe(
      'The request contains characters that cannot be stored.',
    );
    expect(inputErrorMessage(wrapped('22001'))).toBe('A value in the request is too long.');
    expect(inputErrorMessage(wrapped('54000'))).toBe('A value in the request is too long.');
    expect(inputErrorMessage(wrapped('22003'))).toBe('A number in the request is out of range.');
    expect(inputErrorMessage(wrapped('22007'))).toBe('A date or time in the request is not valid.');
    expect(inputErrorMessage(wrapped('22008'))).toBe('A date or time in the request is not valid.');
    expect(inputErrorMessage(wrapped('22P02'))).toBe('A value in the request is not valid.');
  });

  it('leaves every other error to be a 500', () => {
    expect(inputErrorMessage(wrapped('23505'))).toBeNull();
    expect(inputErrorMessage(wrapped('42P01'))).toBeNull();
    expect(inputErrorMessage(wrapped('57P01'))).toBeNull();
    expect(inputErrorMessage(new RangeError('bug'))).toBeNull();
    expect(inputErrorMessage(undefined)).toBeNull();
  });
});
