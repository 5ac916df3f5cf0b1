import { eq } from 'drizzle-orm';
import type { PackageInput } from '../../../domain/packages/package-input';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { series } from '../../db/schema/series';
import { services } from '../../db/schema/services';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import type { TestApp, TestClient } from '../../testing/test-app';
import { ensureDefaultAvailability } from '../availabilities/default-availability';

// Test fixtures for the packages integration tests. The services, series and group sessions a
// package includes are built on other branches; the tests insert their rows directly.

export type Owner = { userId: string; pageId: string };

/** Signs up an expert with a booking page. */
export async function expertWithPage(t: TestApp, email: string, slug: string) {
  const client = await t.expert(email);
  const res = await client.request('POST', '/api/booking-page', {
    firstName: 'Test',
    lastName: 'Expert',
    slug,
  });
  if (res.status !== 201) throw new Error(`booking page for ${email}: ${res.status}`);
  const db = t.services.deps.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, owner: { userId: user!.id, pageId: res.body.id as string } };
}

export async function setPlan(t: TestApp, owner: Owner, plan: string) {
  await t.services.deps.database.db
    .update(users)
    .set({ pricingPlanId: plan })
    .where(eq(users.id, owner.userId));
}

export async function setCurrency(t: TestApp, owner: Owner, currency: string) {
  await t.services.deps.database.db
    .update(bookingPages)
    .set({ currency })
    .where(eq(bookingPages.id, owner.pageId));
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
