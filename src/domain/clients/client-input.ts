import type { z } from 'zod';
import { bookingClientInput } from '../public-booking/booking-input';

// spec (§5, client form): first name, last name and email are required; the rules of each field
// are the ones a client's booking already applies (the shared validators).
export const clientInput = bookingClientInput.pick({ firstName: true, lastName: true, email: true });
export type ClientInput = z.input<typeof clientInput>;
export type ParsedClientInput = z.output<typeof clientInput>;

// spec (§5, §8): a duplicate email, compared lower-cased.
export const CLIENT_EMAIL_TAKEN = 'This email is already assigned to another client.';
export const CLIENT_NOT_FOUND = 'Client not found';
