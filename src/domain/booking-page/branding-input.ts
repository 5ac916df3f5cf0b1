import { z } from 'zod';
import { text } from '../shared/strings';
import { COLOR_FORMAT_MESSAGE, COLOR_MAX_LENGTH, HEX_COLOR } from './colors';

// The Branding tab (spec doc 2, §2 Booking page, §5 Colors, §6 branding gate; issue 19): the
// accent and background colours, each '#hex' or empty; both empty means no custom branding.

const colorField = text(COLOR_FORMAT_MESSAGE)
  .trim()
  .max(COLOR_MAX_LENGTH, COLOR_FORMAT_MESSAGE)
  .refine((value) => value === '' || HEX_COLOR.test(value), COLOR_FORMAT_MESSAGE);

export const brandingInput = z.object({ accentColor: colorField, backgroundColor: colorField });
export type BrandingInput = z.infer<typeof brandingInput>;
