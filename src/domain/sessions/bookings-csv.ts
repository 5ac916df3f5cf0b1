import { CURRENCIES, isCurrencyCode } from '../money/currencies';
import { type CsvValue, csvDocument } from '../shared/csv';
import { formatInZone } from '../time/format-in-zone';
import type { SessionBookingView } from './session-view';

// spec (doc 1, §7): the bookings export of a session, in this column order.
export const BOOKINGS_CSV_COLUMNS = [
  'createdAt',
  'firstName',
  'lastName',
  'email',
  'message',
  'paymentAmount',
  'currency',
  'discountCode',
  'discountAmountOff',
] as const;

/** Minor units as the decimal a spreadsheet reads: 2500 USD is 25.00, 5000 JPY is 5000. */
export function csvAmount(minor: number | null, currency: string): string | null {
  if (minor === null) return null;
  const decimals = isCurrencyCode(currency) ? CURRENCIES[currency].decimals : 2;
  if (decimals === 0) return String(minor);
  // Digits, not floating point: exact for every amount.
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export function bookingsCsv(bookings: readonly SessionBookingView[]): string {
  const rows = bookings.map((b): CsvValue[] => [
    b.createdAt,
    b.firstName,
    b.lastName,
    b.email,
    b.message,
    csvAmount(b.paymentAmount, b.currency),
    b.currency,
    b.discountCode,
    csvAmount(b.discountAmountOff, b.currency),
  ]);
  return csvDocument(BOOKINGS_CSV_COLUMNS, rows);
}

/** "bookings-morning-breathwork-2026-11-24.csv": the session's title and day in the expert's zone. */
export function bookingsCsvFileName(session: { title: string; start: string }, zone: string): string {
  const slug =
    session.title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'session';
  return `bookings-${slug}-${formatInZone(Date.parse(session.start), zone, 'yyyy-MM-dd')}.csv`;
}
