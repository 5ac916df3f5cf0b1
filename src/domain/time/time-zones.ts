import { tzOffset } from '@date-fns/tz';
import { type InstantInput, toInstant } from './instant';

const validity = new Map<string, boolean>();

/**
 * Whether the runtime knows this IANA zone name ('Europe/London', 'UTC'). Fixed offsets such as
 * '+05:30' are refused: they carry no daylight-saving rules, so availabilities stored with one
 * would drift by an hour twice a year.
 */
export function isValidTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone === '' || /^[+-]/.test(zone)) return false;
  let valid = validity.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    validity.set(zone, valid);
  }
  return valid;
}

/** Minutes ahead of UTC at that instant: 330 for Asia/Kolkata, -240 for New York in summer. */
export function zoneOffsetMinutes(instant: InstantInput, zone: string): number {
  const offset = tzOffset(zone, new Date(toInstant(instant)));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${zone}`);
  return offset;
}

/**
 * The offset in whole milliseconds. Historical local-mean-time offsets have seconds, which
 * tzOffset returns as fractional minutes; rounding to the second keeps arithmetic exact.
 */
export function zoneOffsetMs(instant: InstantInput, zone: string): number {
  return Math.round(zoneOffsetMinutes(instant, zone) * 60) * 1000;
}
