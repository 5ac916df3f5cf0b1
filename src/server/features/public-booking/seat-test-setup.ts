import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import type { TestApp, TestClient } from '../../testing/test-app';
import { at } from './booking-test-setup';

// Shared set-up of the group seat integration tests: the expert's group sessions and series,
// made through the dashboard API as an expert would, and what a test reads back.

export type GroupSessionFields = {
  title?: string;
  start?: string;
  end?: string;
  price?: number;
  groupSizeMax?: number;
  hidden?: boolean;
  collectPhoneNumber?: boolean;
  description?: string;
};

/** A standalone group session (Monday 2031-03-03, 18:00-19:30 UTC unless told). */
export async function createGroupSession(expert: TestClient, fields: GroupSessionFields = {}) {
  const res = await expert.request('POST', '/api/group-sessions', {
    title: 'Evening yoga',
    description: 'Bring a mat.',
    start: at('18:00'),
    end: at('19:30'),
    price: 0,
    groupSizeMax: 6,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
    ...fields,
  });
  if (res.status !== 201) throw new Error(`group session: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

export async function createSeries(expert: TestClient, fields: Record<string, unknown> = {}) {
  const res = await expert.request('POST', '/api/series', {
    title: 'Weekly circle',
    description: 'An hour together.',
    duration: 60,
    price: 20,
    groupSizeMax: 6,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
    ...fields,
  });
  if (res.status !== 201) throw new Error(`series: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

export async function scheduleSeriesSession(expert: TestClient, seriesId: string, start: string) {
  const res = await expert.request('POST', `/api/series/${seriesId}/sessions`, { start });
  if (res.status !== 201) throw new Error(`series session: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** Database reads and shortcuts of the file's test app (read on each call, after beforeAll). */
export function seatFixtures(app: () => TestApp) {
  const db = () => app().services.deps.database.db;
  return {
    db,
    book: (sessionId: string, body: unknown) =>
      app().client().request('POST', `/api/public/group-sessions/${sessionId}/bookings`, body),
    view: (sessionId: string) => app().client().request('GET', `/api/public/group-sessions/${sessionId}`),
    async sessionRow(id: string) {
      const [row] = await db().select().from(sessions).where(eq(sessions.id, id));
      return row!;
    },
    bookingsOf: (sessionId: string) => db().select().from(bookings).where(eq(bookings.sessionId, sessionId)),
    /** Moves a session into the past or cancels it, as time or the expert would. */
    async setSession(id: string, values: Partial<typeof sessions.$inferInsert>) {
      await db().update(sessions).set(values).where(eq(sessions.id, id));
    },
  };
}
