import { formatInZone } from '../../../domain/time/format-in-zone';

// How booked packages read on screen, always in the expert's zone.

/** "12 Jun 2026". */
export const dayLabel = (iso: string, zone: string) => formatInZone(Date.parse(iso), zone, 'd MMM yyyy');

/** "12 Jun 2026, 17:30". */
export const dayTimeLabel = (iso: string, zone: string) =>
  formatInZone(Date.parse(iso), zone, 'd MMM yyyy, HH:mm');

export const clientName = (client: { firstName: string; lastName: string }) =>
  `${client.firstName} ${client.lastName}`.trim();

/** "3 sessions left", "1 session left". */
export function sessionsLeftLabel(count: number): string {
  return `${count} ${count === 1 ? 'session' : 'sessions'} left`;
}
