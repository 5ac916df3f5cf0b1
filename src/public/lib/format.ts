import type { CurrencyCode } from '../../domain/money/currencies';
import { formatMoney } from '../../domain/money/money';

export function formatPrice(amount: number, currency: string): string {
  if (amount === 0) return 'Free';
  return formatMoney({ amount, currency: currency as CurrencyCode }, undefined, { trimWholeAmounts: true });
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    cache.set(key, f);
  }
  return f;
}

/** "9:30 AM" */
export const formatTime = (iso: string, zone: string) =>
  formatter(zone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** "Monday, March 2" */
export const formatDay = (iso: string, zone: string) =>
  formatter(zone, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso));

/** "Monday, March 2, 2026" */
export const formatLongDate = (iso: string, zone: string) =>
  formatter(zone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** "Mon, Mar 2 · 9:30 AM – 10:30 AM" */
export function formatRange(start: string, end: string, zone: string): string {
  const day = formatter(zone, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(start));
  return `${day} · ${formatTime(start, zone)} – ${formatTime(end, zone)}`;
}

/** "GMT-7" style short name of the zone at an instant. */
export function zoneShortName(zone: string, at = new Date()): string {
  const part = formatter(zone, { timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "Los Angeles" from "America/Los_Angeles". */
export const zoneCity = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** "1 seat left", "3 seats left", "Full". */
export const seatsLabel = (seatsLeft: number) =>
  seatsLeft > 0 ? `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left` : 'Full';
