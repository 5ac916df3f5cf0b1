import { describe, expect, it } from 'vitest';
import { seatBookingInput, seatRefusal, seatState } from './group-seat';

const now = Date.parse('2031-03-03T10:00:00Z');
const session = { status: 'confirmed', start: now + 60_000, seatsLeft: 2 };

describe('seatState', () => {
  it('is open while seats are left before the start', () => {
    expect(seatState(session, now)).toBe('open');
  });

  it('is full with no seats left', () => {
    expect(seatState({ ...session, seatsLeft: 0 }, now)).toBe('full');
  });

  it('is past from the start on, even when full', () => {
    expect(seatState({ ...session, start: now }, now)).toBe('past');
    expect(seatState({ ...session, start: now - 1, seatsLeft: 0 }, now)).toBe('past');
  });

  it('is cancelled whatever the time', () => {
    expect(seatState({ ...session, status: 'cancelled', start: now - 1 }, now)).toBe('cancelled');
  });
});

describe('seatRefusal', () => {
  it('says why a seat cannot be taken', () => {
    expect(seatRefusal('full')).toBe('This session is full.');
    expect(seatRefusal('past')).toBe('This session has already taken place.');
    expect(seatRefusal('cancelled')).toBe('This session was cancelled.');
  });
});

describe('seatBookingInput', () => {
  it("validates the client's fields with the booking form's messages", () => {
    const result = seatBookingInput.safeParse({
      client: { firstName: '', lastName: 'Lee', email: 'x@', message: 'm'.repeat(801), timeZone: 'UTC' },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['client.firstName', 'Required'],
      ['client.email', 'Invalid email address'],
      ['client.message', 'Too long, please limit the message to 800 characters'],
    ]);
  });
});
