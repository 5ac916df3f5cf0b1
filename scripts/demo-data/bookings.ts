// Who booked what: a client for every one-to-one session (some cancelled or rescheduled), and
// participants for every group session so that the total number of bookings hits the target.
import { addDaysInZone } from '../../src/domain/time/calendar-days';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/domain/time/instant';
import { SERIES } from './catalogue';
import type { createClientPicker } from './clients';
import type { BookingModel, ClientModel, ScalePlan, SessionModel } from './model';
import { BOOKING_MESSAGES, CANCELLATION_MESSAGES, RESCHEDULING_MESSAGES } from './names';
import type { Random } from './random';

export type BookingInput = {
  rnd: Random;
  newId: () => string;
  zone: string;
  now: number;
  plan: ScalePlan;
  picker: ReturnType<typeof createClientPicker>;
  /** Group sessions are created no earlier than this (their series or the page). */
  groupCreatedFloor: (session: SessionModel) => number;
};

/** spec settings.schedulingRules.minNotice: 12 hours, 48 for the in-person deep dive. */
export const minNoticeOf = (session: SessionModel) => (session.serviceKey === 'deepDive' ? 48 : 12) * HOUR_MS;

const toSecond = (t: number) => Math.floor(t / 1000) * 1000;
const between = (rnd: Random, from: number, to: number) =>
  toSecond(from + rnd.next() * Math.max(0, to - from));

function book(
  input: BookingInput,
  session: SessionModel,
  client: ClientModel,
  createdAt: number,
): BookingModel {
  const booking: BookingModel = {
    id: input.newId(),
    session,
    client,
    createdAt,
    message: input.rnd.chance(0.25) ? input.rnd.pick(BOOKING_MESSAGES) : null,
    cancelledAt: null,
    paymentAmount: session.price,
    discount: null,
    bookedPackage: null,
    creditId: null,
  };
  session.bookings.push(booking);
  client.bookings.push(booking);
  return booking;
}

function bookPersonal(input: BookingInput, session: SessionModel): boolean {
  const { rnd, now } = input;
  const duration = session.end - session.start;
  const minNotice = minNoticeOf(session);
  const past = session.start < now;
  if (rnd.chance(0.06)) {
    // Reschedule: the original time was a few days either side of where the session is now.
    const shift = rnd.pick([-7, -3, -2, -1, 1, 2, 3, 7]);
    const oldStart = addDaysInZone(session.start, shift, input.zone);
    session.rescheduled = {
      start: oldStart,
      end: oldStart + duration,
      at: 0,
      by: rnd.chance(0.6) ? 'client' : 'expert',
      message: rnd.pick(RESCHEDULING_MESSAGES),
    };
  }
  const earliestStart = Math.min(session.start, session.rescheduled?.start ?? session.start);
  const lead = rnd.weighted<number>([
    [rnd.int(0, 3 * 24) * HOUR_MS, 40],
    [rnd.int(3, 10) * DAY_MS, 40],
    [rnd.int(10, 30) * DAY_MS, 20],
  ]);
  const jitter = rnd.int(0, 3599) * 1000;
  const createdAt = toSecond(
    Math.min(earliestStart - minNotice - lead - jitter, now - rnd.int(10, 72 * 60) * MINUTE_MS),
  );
  const client = input.picker.pick(createdAt, session.serviceKey === 'intro' ? 4 : 2);
  if (!client) return false;
  session.createdAt = createdAt;
  book(input, session, client, createdAt);
  if (session.rescheduled) {
    session.rescheduled.at = between(rnd, createdAt, Math.min(earliestStart - HOUR_MS, now));
  } else if (rnd.chance(past ? 0.08 : 0.04)) {
    session.status = 'cancelled';
    session.cancelledAt = between(rnd, createdAt, Math.min(session.start - HOUR_MS, now));
    session.cancelledBy = rnd.chance(0.5) ? null : 'client';
    session.cancellationMessage = rnd.chance(0.6) ? rnd.pick(CANCELLATION_MESSAGES) : null;
  }
  return true;
}

/** Sizes for the group sessions that add up to exactly `total`, within each session's cap. */
function fillSizes(rnd: Random, desired: number[], caps: number[], total: number): number[] {
  const sizes = desired.map(() => 0);
  let remaining = total;
  while (remaining > 0) {
    const open = sizes.flatMap((n, i) => (n < caps[i]! ? [i] : []));
    if (open.length === 0)
      throw new Error(`The group sessions cannot hold ${total} bookings: use more clients or fewer bookings`);
    const weight = open.reduce((sum, i) => sum + desired[i]!, 0);
    let added = 0;
    const pass = remaining;
    for (const i of open) {
      const share = weight > 0 ? Math.floor((pass * desired[i]!) / weight) : 0;
      const add = Math.min(caps[i]! - sizes[i]!, share, remaining);
      sizes[i] = sizes[i]! + add;
      remaining -= add;
      added += add;
    }
    if (added === 0) {
      for (const i of rnd.shuffle(open)) {
        if (remaining === 0) break;
        sizes[i] = sizes[i]! + 1;
        remaining -= 1;
      }
    }
  }
  return sizes;
}

export function assignBookings(input: BookingInput, sessions: SessionModel[]): SessionModel[] {
  const { rnd, now, plan } = input;
  const kept = sessions.filter((s) => s.type === 'group' || bookPersonal(input, s));
  const personalCount = kept.length - kept.filter((s) => s.type === 'group').length;
  const groups = kept.filter((s) => s.type === 'group');

  const lastBookable = (s: SessionModel) => Math.min(s.start - HOUR_MS, now - 10 * MINUTE_MS);
  for (const s of groups) {
    s.createdAt = toSecond(
      Math.min(Math.max(input.groupCreatedFloor(s), s.start - rnd.int(28, 42) * DAY_MS), now - HOUR_MS),
    );
  }
  const timeFactor = (s: SessionModel) =>
    s.start < now ? 1 : Math.max(0.2, 1 - (s.start - now) / (50 * DAY_MS));
  const fillOf = (s: SessionModel) => (s.seriesKey ? SERIES[s.seriesKey].fill : 0.7);
  const target = Math.max(0, plan.bookings - personalCount);

  // The daily class is sized to carry whatever the small groups cannot (at most 500 places,
  // the plan limit for large group sessions).
  const masterclasses = groups.filter((s) => s.seriesKey === 'masterclass');
  if (masterclasses.length > 0) {
    const small = groups
      .filter((s) => s.seriesKey !== 'masterclass')
      .reduce((sum, s) => sum + s.groupSizeMax! * fillOf(s) * timeFactor(s), 0);
    const weight = masterclasses.reduce((sum, s) => sum + timeFactor(s), 0);
    const max = Math.min(500, Math.max(20, Math.ceil((target - small) / weight / 0.85 / 10) * 10));
    for (const s of masterclasses) s.groupSizeMax = max;
  }
  const caps = groups.map((s) =>
    Math.min(s.groupSizeMax!, lastBookable(s) >= s.createdAt ? input.picker.eligible(lastBookable(s)) : 0),
  );
  const desired = groups.map((s) => s.groupSizeMax! * fillOf(s) * timeFactor(s) * (0.7 + 0.6 * rnd.next()));
  const sizes = fillSizes(rnd, desired, caps, target);

  groups.forEach((s, i) => {
    const size = sizes[i]!;
    const until = lastBookable(s);
    const taken = new Set<ClientModel>();
    const times = Array.from({ length: size }, () => between(rnd, s.createdAt, until)).sort((a, b) => a - b);
    for (let t of times) {
      let client = input.picker.pick(t);
      for (let attempt = 0; client && taken.has(client) && attempt < 30; attempt++) {
        // Later in the booking window more clients exist to choose from.
        if (attempt > 10) t = between(rnd, t, until);
        client = input.picker.pick(t);
      }
      if (!client || taken.has(client)) {
        // Scan everyone who exists by the end of the booking window, from a random place.
        t = until;
        client = undefined;
        const eligible = input.picker.eligible(t);
        const from = rnd.int(0, Math.max(0, eligible - 1));
        for (let k = 0; k < eligible && !client; k++) {
          const candidate = input.picker.at((from + k) % eligible);
          if (!taken.has(candidate)) client = candidate;
        }
        if (!client) throw new Error(`No free client for group session ${s.id}`);
      }
      taken.add(client);
      const booking = book(input, s, client, t);
      if (rnd.chance(0.03)) booking.cancelledAt = between(rnd, t, Math.min(s.start - HOUR_MS, now));
    }
  });

  // spec: a group session with no bookings is deleted rather than cancelled, so only sessions
  // with participants are cancelled: one past Leadership circle, plus a rare other one.
  const cancellable = groups.filter((s) => s.start < now && s.bookings.length > 0);
  const circle = cancellable.filter((s) => s.seriesKey === 'circle');
  const chosen = new Set(cancellable.filter(() => rnd.chance(0.01)));
  if (circle.length > 0) chosen.add(circle[Math.floor(circle.length / 3)]!);
  for (const s of chosen) {
    const lastBooking = Math.max(...s.bookings.map((b) => b.createdAt));
    s.status = 'cancelled';
    s.cancelledAt = between(rnd, Math.max(lastBooking, s.start - 2 * DAY_MS), s.start - HOUR_MS);
    s.cancelledBy = null;
    s.cancellationMessage = "I'm unwell and have to cancel this week's session. Sorry, everyone.";
  }
  return kept;
}
