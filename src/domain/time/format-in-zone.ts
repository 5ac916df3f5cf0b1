import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { type InstantInput, toInstant } from './instant';

/**
 * Formats with a date-fns pattern as a clock in zone reads the instant, e.g.
 * formatInZone(t, 'Europe/London', "yyyy-MM-dd'T'HH:mmxxx"). The process zone plays no part.
 */
export function formatInZone(instant: InstantInput, zone: string, pattern: string): string {
  return format(new TZDate(toInstant(instant), zone), pattern);
}
