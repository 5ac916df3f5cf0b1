import { formatInZone } from '../time/format-in-zone';

// spec (§7, exports): all clients, newest first; these columns; the file named for the date.
export const CLIENTS_CSV_COLUMNS = ['createdAt', 'firstName', 'lastName', 'email', 'lastSessionAt'] as const;

/** clients-2026-11-21.csv: the date as the expert's clock reads it. */
export function clientsCsvFileName(now: number | Date, timeZone: string): string {
  return `clients-${formatInZone(now, timeZone, 'yyyy-MM-dd')}.csv`;
}
