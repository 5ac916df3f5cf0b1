import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpInput } from '../../domain/auth/auth-inputs';
import { ApiError } from './api-client';
import { apiFormErrors, zodValidate } from './zod-form';

describe('zodValidate', () => {
  const validate = zodValidate(signUpInput);

  it('gives the first spec message for each field', () => {
    expect(validate({ firstName: '', lastName: 'Lovelace', email: 'ada', password: '123' })).toEqual({
      firstName: 'Too short, please use at least 1 character',
      email: 'Invalid email address',
      password: 'Too short, a password is at least 6 characters',
    });
  });

  it('asks for a missing email and password with the spec words', () => {
    expect(validate({ firstName: 'Ada', lastName: 'Lovelace', email: '', password: '' })).toEqual({
      email: 'Required',
      password: 'Please enter a password',
    });
  });

  it('names a nested field by its whole path', () => {
    const nested = zodValidate(
      z.object({ rules: z.object({ count: z.number().min(1, 'Must be at least 1') }) }),
    );
    expect(nested({ rules: { count: 0 } })).toEqual({ 'rules.count': 'Must be at least 1' });
  });

  it('has no errors for valid values', () => {
    expect(
      validate({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret1' }),
    ).toEqual({});
  });
});

describe('apiFormErrors', () => {
  it("puts the API's field messages under the form's own fields", () => {
    const error = new ApiError(401, 'wrong_password', 'Invalid password', { password: 'Invalid password' });
    expect(apiFormErrors(error, ['email', 'password'])).toEqual({
      fields: { password: 'Invalid password' },
      message: null,
    });
  });

  it('keeps the message at form level when no field of the form is named', () => {
    const error = new ApiError(400, 'bad_request', 'This link is invalid', { token: 'This link is invalid' });
    expect(apiFormErrors(error, ['password'])).toEqual({ fields: {}, message: 'This link is invalid' });
    expect(apiFormErrors(new ApiError(429, 'too_many', 'Too many attempts'), ['email']).message).toBe(
      'Too many attempts',
    );
  });

  it('uses the generic message for anything that is not an API error', () => {
    expect(apiFormErrors(new Error('boom'), ['email']).message).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(apiFormErrors(null, ['email'])).toEqual({ fields: {}, message: null });
  });
});
