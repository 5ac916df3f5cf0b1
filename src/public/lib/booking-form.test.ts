import { describe, expect, it } from 'vitest';
import { checkClientFields, fieldErrorsFromApi } from './booking-form';

const valid = { firstName: 'Lin', lastName: 'Chen', email: 'lin@example.com', phone: '', message: '' };

describe('checkClientFields', () => {
  it('accepts a complete form', () => {
    expect(checkClientFields(valid, false)).toEqual({});
  });

  it('asks for names and email, and phone only when the service collects it', () => {
    const empty = { firstName: ' ', lastName: '', email: '', phone: '', message: '' };
    expect(checkClientFields(empty, false)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
    });
    expect(checkClientFields(valid, true)).toEqual({ phone: 'Required' });
  });

  it('refuses a malformed email and a message over 800 characters', () => {
    expect(checkClientFields({ ...valid, email: 'lin@' }, false)).toEqual({ email: 'Invalid email address' });
    expect(checkClientFields({ ...valid, message: 'x'.repeat(800) }, false)).toEqual({});
    expect(checkClientFields({ ...valid, message: 'x'.repeat(801) }, false)).toEqual({
      message: 'Too long, please limit the message to 800 characters',
    });
  });

  it("maps the API's client.* fields onto the form", () => {
    expect(fieldErrorsFromApi({ 'client.email': 'Invalid email address', start: 'x' })).toEqual({
      email: 'Invalid email address',
    });
  });
});
