import { formatInZone } from '../../../../domain/time/format-in-zone';

/** A day as the expert's clock reads it: "21 Nov 2026"; a dash for never. */
export const clientDay = (iso: string | null, zone: string) =>
  iso ? formatInZone(Date.parse(iso), zone, 'd MMM yyyy') : '—';

/** A session's day and time: "Sat 21 Nov 2026, 14:00". */
export const sessionTime = (iso: string, zone: string) =>
  formatInZone(Date.parse(iso), zone, 'EEE d MMM yyyy, HH:mm');
