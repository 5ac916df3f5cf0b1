import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../shared/csv';
import { bookingsCsv, bookingsCsvFileName, csvAmount } from './bookings-csv';
import type { SessionBookingView } from './session-view';

const booking = (overrides: Partial<SessionBookingView> = {}): SessionBookingView => ({
  id: 'b1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '5551234567',
  message: null,
  paymentAmount: 2500,
  currency: 'USD',
  discountCode: null,
  discountAmountOff: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

describe('bookingsCsv', () => {
  it('has the spec columns in order, then one row per booking', () => {
    const csv = bookingsCsv([
      booking(),
      booking({
        firstName: 'Zoë',
        message: 'Parking, please',
        discountCode: 'SPRING',
        discountAmountOff: 500,
        paymentAmount: 2000,
      }),
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'createdAt,firstName,lastName,email,message,paymentAmount,currency,discountCode,discountAmountOff',
      '2026-11-20T09:30:00.000Z,Ada,Lovelace,ada@example.com,,25.00,USD,,',
      '2026-11-20T09:30:00.000Z,Zoë,Lovelace,ada@example.com,"Parking, please",20.00,USD,SPRING,5.00',
      '',
    ]);
  });

  it('defuses a name or message that a spreadsheet would run as a formula', () => {
    const csv = bookingsCsv([booking({ firstName: '=1+1', message: '@cmd' })]);
    expect(csv).toContain(",'=1+1,");
    expect(csv).toContain(",'@cmd,");
  });
});

describe('csvAmount', () => {
  it('writes minor units with the currency decimals', () => {
    expect(csvAmount(1999, 'USD')).toBe('19.99');
    expect(csvAmount(5, 'EUR')).toBe('0.05');
    expect(csvAmount(0, 'USD')).toBe('0.00');
    expect(csvAmount(5000, 'JPY')).toBe('5000');
    expect(csvAmount(null, 'USD')).toBeNull();
  });
});

describe('bookingsCsvFileName', () => {
  it("names the file for the session's title and day in the expert's zone", () => {
    const session = { title: 'Café: Morning Breathwork!', start: '2026-11-24T23:30:00.000Z' };
    expect(bookingsCsvFileName(session, 'Europe/Berlin')).toBe(
      'bookings-cafe-morning-breathwork-2026-11-25.csv',
    );
    expect(bookingsCsvFileName({ ...session, title: '***' }, 'UTC')).toBe('bookings-session-2026-11-24.csv');
  });
});
