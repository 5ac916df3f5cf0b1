import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { series } from '../../db/schema/series';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import { setPlan } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// Shared set-up of the group session and series integration tests. Each test file still starts
// its own fresh test app; these are the experts, bodies and rows those tests build on.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const iso = (ms: number) => new Date(ms).toISOString();
// Whole minutes, days ahead: clear of "now" whatever the test's speed.
// The day is read once, when the test file loads: a file that runs across midnight (pinned at
// 23:59:30, ADR 029) still means the same day by at(6, 9) in its first test and its last.
const today = Math.floor(Date.now() / DAY) * DAY;
export const at = (days: number, hours = 0) => iso(today + days * DAY + hours * HOUR);

export async function createPage(client: TestClient, slug: string) {
  const res = await client.request('POST', '/api/booking-page', {
    firstName: 'Test',
    lastName: 'Expert',
    slug,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/**
 * A fresh test app with two signed-up experts, Ada and Bob. With `pages`, both have a booking
 * page (ada-coaching, bob-coaching), as the tests of everything after the first step need.
 */
export async function startGroupTestApp(options: { pages?: boolean } = {}) {
  const t = await createTestApp();
  const ada = await t.expert('ada@example.com');
  const bob = await t.expert('bob@example.com');
  let adaPageId = '';
  if (options.pages) {
    adaPageId = (await createPage(ada, 'ada-coaching')).id;
    await createPage(bob, 'bob-coaching');
  }
  return { t, ada, bob, adaPageId };
}

/** Database helpers for the file's test app; `app` is read on each call, after beforeAll set it. */
export function groupFixtures(app: () => TestApp) {
  const db = () => app().services.deps.database.db;
  return {
    db,
    setPlan: (email: string, plan: string) => setPlan(app(), email, plan),
    countSessions: async () => (await db().select({ id: sessions.id }).from(sessions)).length,
    countSeries: async () => (await db().select({ id: series.id }).from(series)).length,
    /** A client's place in the session, as the booking flow (issue 4) will record it. */
    async book(
      sessionId: string,
      options: { count?: boolean; cancelled?: boolean; hold?: 'live' | 'lapsed' | 'expired' } = {},
    ) {
      const [session] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
      await db()
        .insert(bookings)
        .values({
          id: newId(),
          sessionId,
          expertId: session!.expertId,
          pageId: session!.pageId,
          clientFirstName: 'Cleo',
          clientLastName: 'Client',
          clientEmail: `cleo-${newId(6)}@example.com`,
          currency: session!.currency,
          cancelledAt: options.cancelled ? new Date() : null,
          // A seat held for a payment (ADR 016): still in time, past its time, or released.
          ...(options.hold === 'expired' ? { status: 'expired' as const } : {}),
          ...(options.hold === 'live' || options.hold === 'lapsed'
            ? {
                status: 'pending' as const,
                holdExpiresAt: new Date(Date.now() + (options.hold === 'live' ? 1 : -1) * 60_000),
              }
            : {}),
        });
      if (options.count !== false) {
        await db()
          .update(sessions)
          .set({ groupSizeCurrent: session!.groupSizeCurrent + 1 })
          .where(eq(sessions.id, sessionId));
      }
    },
  };
}

/** A valid standalone group session body for POST/PUT /api/group-sessions. */
export const validSession = (overrides: Record<string, unknown> = {}) => ({
  title: 'Morning breathwork',
  description: 'Bring a mat.',
  start: at(3, 9),
  end: at(3, 10),
  price: 25,
  groupSizeMax: 6,
  locationType: null,
  locationId: null,
  hidden: false,
  collectPhoneNumber: false,
  ...overrides,
});

/** A valid series body for POST/PUT /api/series. */
export const validSeries = (overrides: Record<string, unknown> = {}) => ({
  title: 'Weekly circle',
  description: 'An hour together.',
  duration: 60,
  price: 20,
  groupSizeMax: 6,
  locationType: null,
  locationId: null,
  hidden: false,
  collectPhoneNumber: false,
  ...overrides,
});

export async function createSeries(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.request('POST', '/api/series', validSeries(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string; order: number };
}

export async function schedule(client: TestClient, seriesId: string, start: string) {
  const res = await client.request('POST', `/api/series/${seriesId}/sessions`, { start });
  expect(res.status).toBe(201);
  return res.body as { id: string; start: string; end: string };
}
