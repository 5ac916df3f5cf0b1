import type { DiscountInput } from '../../../domain/discounts/discount-input';
import { clients } from '../../db/schema/clients';
import { newId } from '../../ids';
import type { Owner } from '../../testing/experts';
import type { TestApp, TestClient } from '../../testing/test-app';

// Shared setup of the discount codes integration tests. Clients and products belong to other
// areas; the tests insert their rows directly.

export function discountBody(overrides: Partial<DiscountInput> = {}): DiscountInput {
  return {
    code: 'SPRING10',
    valueType: 'percentage',
    percentOff: 10,
    amountOff: null,
    maxRedemptions: null,
    clientId: null,
    products: null,
    ...overrides,
  };
}

export async function createDiscount(client: TestClient, overrides: Partial<DiscountInput> = {}) {
  const res = await client.request('POST', '/api/discounts', discountBody(overrides));
  if (res.status !== 201) throw new Error(`create discount: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; code: string };
}

export async function insertClient(t: TestApp, owner: Owner, firstName: string, lastName: string) {
  const id = newId();
  const lower = (s: string) => s.toLowerCase();
  await t.services.deps.database.db.insert(clients).values({
    id,
    pageId: owner.pageId,
    firstName,
    lastName,
    primaryEmail: `${lower(firstName)}@example.com`,
    emails: [`${lower(firstName)}@example.com`],
    emailsNormalized: [`${lower(firstName)}@example.com`],
    firstNameLower: lower(firstName),
    lastNameLower: lower(lastName),
    firstNameChar: lower(firstName)[0]!,
    lastNameChar: lower(lastName)[0]!,
  });
  return id;
}
