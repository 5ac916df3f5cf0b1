import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { availabilities } from '../../db/schema/availabilities';
import { services } from '../../db/schema/services';
import type { TestApp, TestClient } from '../../testing/test-app';

// Shared setup of the services integration tests.

export const coaching = {
  title: 'Career coaching',
  description: 'A focused hour on your next move.',
  duration: 60,
  price: 120,
  availabilityId: 'availability',
  customSchedulingRules: null,
  locationType: null,
  locationId: null,
  hidden: false,
  collectPhoneNumber: false,
};

export const weeklyRules = {
  minNotice: 1440,
  maxNotice: 43200,
  bufferBefore: 15,
  bufferAfter: 30,
  frequency: { period: 'weekly', maxCount: 3 },
  alignment: 30,
};

/** Creates a service through the API: Career coaching unless overridden. */
export async function create(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.request('POST', '/api/services', { ...coaching, ...overrides });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const titles = async (client: TestClient) =>
  (await client.request('GET', '/api/services')).body.services.map((s: { title: string }) => s.title);

/** The expert's service rows as stored, in their order. */
export const rowsOf = (t: TestApp, email: string) =>
  t.services.deps.database.db
    .select({ id: services.id, title: services.title, order: services.order, updatedAt: services.updatedAt })
    .from(services)
    .innerJoin(users, eq(users.id, services.userId))
    .where(eq(users.email, email))
    .orderBy(services.order);

/** Availabilities are another area's; the expert's second one ('deep-work') is inserted directly. */
export async function insertDeepWork(t: TestApp, userId: string): Promise<void> {
  await t.services.deps.database.db
    .insert(availabilities)
    .values({ userId, id: 'deep-work', name: 'Deep work', timeZone: 'UTC' });
}
