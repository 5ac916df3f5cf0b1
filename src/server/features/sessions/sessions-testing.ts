import { eq } from 'drizzle-orm';
import {
  bookedPackageSeriesCredits,
  bookedPackageServiceCredits,
  bookedPackageSessions,
  bookedPackages,
} from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setUpExpert } from '../public-booking/booking-test-setup';

// Shared set-up of the sessions integration tests: two experts in London (Ada, Bob) with pages,
// and rows inserted directly as the booking flows record them.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
// Today is read once, when the test file loads, so a file that runs across midnight (pinned at
// 23:59:30, ADR 029) means the same day in its first test and its last.
const today = Math.floor(Date.now() / DAY) * DAY;
/** Whole hours, days from today (negative: in the past), clear of "now" whatever the speed. */
export const hoursFromToday = (days: number, hour = 10) => new Date(today + days * DAY + hour * HOUR);

export type Expert = Awaited<ReturnType<typeof setUpExpert>>;

export async function startSessionsTestApp() {
  const t = await createTestApp();
  const ada = await setUpExpert(t, 'ada@example.com', 'ada');
  const bob = await setUpExpert(t, 'bob@example.com', 'bob');
  return { t, ada, bob, fixtures: sessionFixtures(t) };
}

type SessionValues = Partial<typeof sessions.$inferInsert>;
type BookingValues = Partial<typeof bookings.$inferInsert>;

/** Runs `act` while queueing an email fails, as a database or mail store failure half-way would. */
export async function withFailingOutbox<T>(t: TestApp, act: () => Promise<T>): Promise<T> {
  const outbox = t.services.deps.outbox;
  const queue = outbox.queue;
  outbox.queue = async () => {
    throw new Error('mail store down');
  };
  try {
    return await act();
  } finally {
    outbox.queue = queue;
  }
}

export function sessionFixtures(t: TestApp) {
  const db = () => t.services.deps.database.db;

  async function session(owner: Expert, values: SessionValues & { start: Date }) {
    const id = newId();
    await db()
      .insert(sessions)
      .values({
        id,
        type: 'personal',
        status: 'confirmed',
        pageId: owner.pageId,
        expertId: owner.userId,
        title: 'Coaching call',
        end: new Date(values.start.getTime() + HOUR),
        currency: 'USD',
        price: 5000,
        totalPaymentAmount: 5000,
        ...values,
      });
    return id;
  }

  async function booking(sessionId: string, values: BookingValues = {}) {
    const [s] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    const id = newId();
    const first = values.clientFirstName ?? 'Grace';
    await db()
      .insert(bookings)
      .values({
        id,
        sessionId,
        expertId: s!.expertId,
        pageId: s!.pageId,
        clientFirstName: first,
        clientLastName: 'Hopper',
        clientEmail: `${first.toLowerCase()}@example.com`,
        clientTimezone: 'America/New_York',
        paymentAmount: s!.price ?? 0,
        currency: s!.currency,
        ...values,
      });
    if (s!.type === 'group' && (values.status ?? 'confirmed') !== 'expired' && !values.cancelledAt) {
      await db()
        .update(sessions)
        .set({ groupSizeCurrent: s!.groupSizeCurrent + 1 })
        .where(eq(sessions.id, sessionId));
    }
    return id;
  }

  return {
    db,
    session,
    booking,
    /** A personal session with its one client's booking. */
    async personal(
      owner: Expert,
      values: SessionValues & { start: Date },
      bookingValues: BookingValues = {},
    ) {
      const id = await session(owner, { clientFirstName: 'Grace', clientLastName: 'Hopper', ...values });
      const bookingId = await booking(id, bookingValues);
      return { id, bookingId };
    },
    group(owner: Expert, values: SessionValues & { start: Date }) {
      return session(owner, {
        type: 'group',
        title: 'Morning breathwork',
        groupSizeMax: 6,
        price: 2500,
        ...values,
      });
    },
    async sessionRow(id: string) {
      const [row] = await db().select().from(sessions).where(eq(sessions.id, id));
      return row;
    },
    /**
     * A booked package whose one service credit (and one series credit) paid for the booking:
     * `available` of each starts at count - 1, as the booking left it.
     */
    async paidWithPackage(owner: Expert, sessionId: string, bookingId: string, credit: 'service' | 'series') {
      const bookedPackageId = newId();
      await db().insert(bookedPackages).values({
        id: bookedPackageId,
        pageId: owner.pageId,
        packageTitle: 'Five calls',
        clientFirstName: 'Grace',
        clientLastName: 'Hopper',
        clientEmail: 'grace@example.com',
        currency: 'USD',
      });
      const creditId = newId();
      const table = credit === 'service' ? bookedPackageServiceCredits : bookedPackageSeriesCredits;
      await db()
        .insert(table)
        .values({ id: creditId, bookedPackageId, title: 'Coaching call', count: 5, available: 4 });
      await db()
        .insert(bookedPackageSessions)
        .values({
          bookedPackageId,
          sessionId,
          ...(credit === 'service' ? { serviceCreditId: creditId } : { seriesCreditId: creditId }),
        });
      await db().update(bookings).set({ bookedPackageId }).where(eq(bookings.id, bookingId));
      return { bookedPackageId, creditId };
    },
    async creditAvailable(credit: 'service' | 'series', creditId: string) {
      const table = credit === 'service' ? bookedPackageServiceCredits : bookedPackageSeriesCredits;
      const [row] = await db()
        .select({ available: table.available })
        .from(table)
        .where(eq(table.id, creditId));
      return row?.available;
    },
    async packageSessions(sessionId: string) {
      return db().select().from(bookedPackageSessions).where(eq(bookedPackageSessions.sessionId, sessionId));
    },
  };
}
