import { eq } from 'drizzle-orm';
import { addEmail, clientSearchFields, normalizeEmail } from '../../../domain/public-booking/client-fields';
import { clientEmailMappings, clients } from '../../db/schema/clients';
import { newId } from '../../ids';
import { expertWithPage, type Owner } from '../../testing/experts';
import type { TestApp, TestClient } from '../../testing/test-app';

// Shared setup of the clients integration tests: experts with pages, and clients inserted
// directly (with the application's own search fields) when a test needs many of them.

export type SeedClient = {
  firstName: string;
  lastName: string;
  email: string;
  createdAt?: Date;
  lastActiveAt?: Date | null;
  lastSessionAt?: Date | null;
};

/** Ada (ada-coaching) and Bob (bob-tutoring), each with a booking page. */
export async function twoExperts(t: TestApp) {
  const ada = await expertWithPage(t, 'ada@example.com', 'ada-coaching');
  const bob = await expertWithPage(t, 'bob@example.com', 'bob-tutoring');
  return { ada, bob };
}

/** Inserts clients of a page (in batches) with their email mappings; returns their ids in order. */
export async function insertClients(t: TestApp, owner: Owner, seeds: SeedClient[]): Promise<string[]> {
  const db = t.services.deps.database.db;
  const ids = seeds.map(() => newId());
  for (let i = 0; i < seeds.length; i += 500) {
    const batch = seeds.slice(i, i + 500).map((seed, j) => ({ seed, id: ids[i + j]! }));
    await db.insert(clients).values(
      batch.map(({ seed, id }) => ({
        id,
        pageId: owner.pageId,
        firstName: seed.firstName,
        lastName: seed.lastName,
        primaryEmail: seed.email,
        ...addEmail([], seed.email),
        ...clientSearchFields(seed.firstName, seed.lastName, seed.email),
        createdAt: seed.createdAt ?? new Date(),
        lastActiveAt: seed.lastActiveAt ?? null,
        lastSessionAt: seed.lastSessionAt ?? null,
      })),
    );
    await db.insert(clientEmailMappings).values(
      batch.map(({ seed, id }) => ({
        pageId: owner.pageId,
        emailNormalized: normalizeEmail(seed.email),
        clientId: id,
      })),
    );
  }
  return ids;
}

export async function createClient(
  expert: TestClient,
  body: { firstName: string; lastName: string; email: string },
) {
  const res = await expert.request('POST', '/api/clients', body);
  if (res.status !== 201) throw new Error(`create client: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; email: string };
}

/** Every client row of a page and the mappings of the page, for asserting that nothing changed. */
export async function pageRows(t: TestApp, pageId: string) {
  const db = t.services.deps.database.db;
  const rows = await db.select().from(clients).where(eq(clients.pageId, pageId));
  const mappings = await db.select().from(clientEmailMappings).where(eq(clientEmailMappings.pageId, pageId));
  return {
    clients: rows.map((r) => ({ id: r.id, firstName: r.firstName, email: r.primaryEmail, emails: r.emails })),
    mappings: mappings.map((m) => `${m.emailNormalized}→${m.clientId}`).sort(),
  };
}

/** A page of the list as "First Last" names. */
export async function listNames(expert: TestClient, query = '') {
  const res = await expert.request('GET', `/api/clients${query}`);
  if (res.status !== 200) throw new Error(`list: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { items: { firstName: string; lastName: string }[]; nextCursor: string | null };
  return { names: body.items.map((c) => `${c.firstName} ${c.lastName}`), nextCursor: body.nextCursor };
}
