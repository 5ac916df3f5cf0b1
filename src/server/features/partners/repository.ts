import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { partnerAdmins, partners } from '../../db/schema/partners';
import { partnerExperts } from '../../db/schema/support';

/** The partners the user administers (spec: partners filtered by adminsIds), by name. */
export function listAdministeredPartners(db: DbOrTx, userId: string) {
  return db
    .select({ id: partners.id, name: partners.name })
    .from(partnerAdmins)
    .innerJoin(partners, eq(partners.id, partnerAdmins.partnerId))
    .where(eq(partnerAdmins.userId, userId))
    .orderBy(asc(partners.name), asc(partners.id));
}

/** The partner, only when the user is one of its admins: anyone else gets nothing (404). */
export async function findAdministeredPartner(db: DbOrTx, userId: string, partnerId: string) {
  const [row] = await db
    .select({ id: partners.id, name: partners.name })
    .from(partnerAdmins)
    .innerJoin(partners, eq(partners.id, partnerAdmins.partnerId))
    .where(and(eq(partnerAdmins.userId, userId), eq(partnerAdmins.partnerId, partnerId)));
  return row ?? null;
}

/** The experts attached to the partner, in sign-up order. */
export function listPartnerExperts(db: DbOrTx, partnerId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      planId: users.pricingPlanId,
      signedUpAt: users.createdAt,
    })
    .from(partnerExperts)
    .innerJoin(users, eq(users.id, partnerExperts.userId))
    .where(eq(partnerExperts.partnerId, partnerId))
    .orderBy(asc(users.createdAt), asc(users.id));
}
