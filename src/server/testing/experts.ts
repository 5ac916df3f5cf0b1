import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth';
import { bookingPages } from '../db/schema/booking-pages';
import type { TestApp, TestClient } from './test-app';

// Experts for integration tests: signed up, with a booking page, on a plan.

/** The ids a test needs to insert rows of an expert's page directly. */
export type Owner = { userId: string; pageId: string };

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.services.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** Signs up an expert and creates their booking page (Test Expert, at `slug`). */
export async function expertWithPage(
  t: TestApp,
  email: string,
  slug: string,
): Promise<{ client: TestClient; owner: Owner }> {
  const client = await t.expert(email);
  const res = await client.request('POST', '/api/booking-page', {
    firstName: 'Test',
    lastName: 'Expert',
    slug,
  });
  if (res.status !== 201) throw new Error(`booking page for ${email}: ${res.status}`);
  return { client, owner: { userId: await userIdOf(t, email), pageId: res.body.id as string } };
}

/** Puts the expert on a pricing plan ('free', 'pro', 'growth', …). */
export async function setPlan(t: TestApp, email: string, plan: string): Promise<void> {
  await t.services.deps.database.db.update(users).set({ pricingPlanId: plan }).where(eq(users.email, email));
}

/** Sets the currency the expert's booking page sells in. */
export async function setPageCurrency(t: TestApp, pageId: string, currency: string): Promise<void> {
  await t.services.deps.database.db.update(bookingPages).set({ currency }).where(eq(bookingPages.id, pageId));
}
