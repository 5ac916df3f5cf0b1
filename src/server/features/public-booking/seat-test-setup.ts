import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { sessions } from '../../db/schema/sessions';
import type { TestApp, TestClient } from '../../testing/test-app';
import {
  createSeries as createSeriesBody,
  schedule,
  validSession,
} from '../group-sessions/group-sessions-testing';
import { at } from './booking-test-setup';

// Shared set-up of the group seat integration tests: the expert's group sessions and series,
// made through the dashboard API as an expert would (the group session tests' bodies), and what
// a test reads back.

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

/** A standalone group session (Monday 2031-03-03, 18:00-19:30 UTC, free, 6 seats unless told). */
export async function createGroupSession(expert: TestClient, fields: GroupSessionFields = {}) {
  const res = await expert.request(
    'POST',
    '/api/group-sessions',
    validSession({ title: 'Evening yoga', start: at('18:00'), end: at('19:30'), price: 0, ...fields }),
  );
  if (res.status !== 201) throw new Error(`group session: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** A series (Weekly circle, 60 minutes, $20, 6 seats unless told); its id. */
export const createSeries = async (expert: TestClient, fields: Record<string, unknown> = {}) =>
  (await createSeriesBody(expert, fields)).id;

/** A session of the series at `start`; its id. */
export const scheduleSeriesSession = async (expert: TestClient, seriesId: string, start: string) =>
  (await schedule(expert, seriesId, start)).id;

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
