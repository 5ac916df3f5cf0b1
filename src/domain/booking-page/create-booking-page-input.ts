import { z } from 'zod';
import { personNameField } from '../auth/auth-inputs';
import { slugField } from './slug';

export const createBookingPageInput = z.object({
  firstName: personNameField,
  lastName: personNameField,
  slug: slugField,
});
export type CreateBookingPageInput = z.infer<typeof createBookingPageInput>;
