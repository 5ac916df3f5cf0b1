import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPackageServiceCredits, bookedPackageSessions } from '../../db/schema/booked-packages';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { at } from '../public-booking/booking-test-setup';
import { bookedApi, buy, setUpPackageSeller } from './package-testing';

// issue 4: 20 concurrent package redemptions with 5 credits → exactly 5 (on PostgreSQL with
// TEST_DATABASE_URL; PGlite runs one statement at a time, so there it checks the counting).

let t: TestApp;
let seller: Awaited<ReturnType<typeof setUpPackageSeller>>;
const db = () => t.services.deps.database.db;

beforeAll(async () => {
  t = await createTestApp();
  seller = await setUpPackageSeller(t);
});
afterAll(async () => {
  await t.close();
});

// Twenty distinct offered hours: Monday to Wednesday, 09:00 to 16:00 in London (GMT then).
const starts = ['2031-03-03', '2031-03-04', '2031-03-05']
  .flatMap((day) => ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => at(`${h}:00`, day)))
  .slice(0, 20);

describe('redeeming one package concurrently', () => {
  it('20 concurrent bookings of distinct times with 5 credits: exactly 5 succeed, the rest 409', async () => {
    const bundle = await seller.sell({
      price: 0,
      personalSessions: [{ serviceId: seller.coaching, count: 5 }],
    });
    const pkg = bookedApi(t, (await buy(t, bundle.id)).body.usePath);
    const results = await Promise.all(
      starts.map((start) =>
        pkg.book({ kind: 'service', serviceId: seller.coaching, start, timeZone: 'Europe/Paris' }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.error.message).toBe('No sessions of this kind are left in your package.');
    }

    const [credit] = await db()
      .select()
      .from(bookedPackageServiceCredits)
      .where(eq(bookedPackageServiceCredits.bookedPackageId, pkg.id));
    expect(credit).toMatchObject({ count: 5, available: 0 });
    const booked = await db()
      .select({ start: sessions.start })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(and(eq(bookings.bookedPackageId, pkg.id), isNotNull(bookings.id)));
    expect(booked).toHaveLength(5);
    expect(new Set(booked.map((b) => b.start.getTime())).size).toBe(5);
    expect(
      await db()
        .select()
        .from(bookedPackageSessions)
        .where(eq(bookedPackageSessions.bookedPackageId, pkg.id)),
    ).toHaveLength(5);
    expect((await pkg.view()).body.services[0]).toMatchObject({ available: 0 });
  });
});
