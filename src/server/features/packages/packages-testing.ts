import type { PackageInput } from '../../../domain/packages/package-input';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import { expertWithPage, type Owner } from '../../testing/experts';
import type { TestApp, TestClient } from '../../testing/test-app';
import { ensureDefaultAvailability } from '../availabilities/default-availability';

// Shared setup of the packages integration tests. The services, series and group sessions a
// package includes belong to other areas; the tests insert their rows directly.

/** Ada with a booking page offering two services, a series and a group session in two days. */
export async function adaWithOfferings(t: TestApp) {
  const { client: ada, owner } = await expertWithPage(t, 'ada@example.com', 'ada-coaching');
  const coaching = await insertService(t, owner, 'Coaching call', 1);
  const review = await insertService(t, owner, 'CV review', 2);
  const yoga = await insertSeries(t, owner, 'Yoga series');
  const circle = await insertGroupSession(t, owner, 'Breathwork circle', { inHours: 48 });
  return { ada, owner, coaching, review, yoga, circle };
}

export async function insertService(t: TestApp, owner: Owner, title: string, order = 0) {
  const db = t.services.deps.database.db;
  await ensureDefaultAvailability(db, owner.userId);
  const id = newId();
  await db
    .insert(services)
    .values({ id, pageId: owner.pageId, userId: owner.userId, title, duration: 60, order });
  return id;
}

export async function insertSeries(t: TestApp, owner: Owner, title: string, order = 0) {
  const id = newId();
  await t.services.deps.database.db
    .insert(series)
    .values({ id, pageId: owner.pageId, title, duration: 45, currency: 'USD', groupSizeMax: 6, order });
  return id;
}

const HOUR = 60 * 60 * 1000;

export async function insertGroupSession(
  t: TestApp,
  owner: Owner,
  title: string,
  options: { inHours?: number; status?: 'confirmed' | 'cancelled'; type?: 'group' | 'personal' } = {},
) {
  const id = newId();
  const start = new Date(Date.now() + (options.inHours ?? 24) * HOUR);
  const type = options.type ?? 'group';
  await t.services.deps.database.db.insert(sessions).values({
    id,
    type,
    status: options.status ?? 'confirmed',
    cancelledAt: options.status === 'cancelled' ? new Date() : null,
    pageId: owner.pageId,
    expertId: owner.userId,
    title,
    start,
    end: new Date(start.getTime() + HOUR),
    currency: 'USD',
    groupSizeMax: type === 'group' ? 6 : null,
  });
  return { id, start: start.toISOString() };
}

export function packageBody(overrides: Partial<PackageInput> = {}): PackageInput {
  return {
    title: 'Five coaching calls',
    description: null,
    personalSessions: [],
    groupSessionIds: [],
    series: [],
    price: 400,
    paymentPlanMonths: null,
    expiryDays: null,
    hidden: false,
    confirmedEmpty: true,
    ...overrides,
  };
}

export async function createPackage(client: TestClient, overrides: Partial<PackageInput> = {}) {
  const res = await client.request('POST', '/api/packages', packageBody(overrides));
  if (res.status !== 201) throw new Error(`create package: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; order: number };
}
