import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { partnerAdmins, partners } from '../../db/schema/partners';
import { partnerExperts } from '../../db/schema/support';
import { newId } from '../../ids';

// Partners are set up by the operator, not in the product (spec: no screen creates one). Local
// installs and tests use this: `npm run partner:seed -- --name "…" --admin a@x --expert b@y`.

export type PartnerSeed = { id?: string; name: string; adminEmails: string[]; expertEmails: string[] };

/** Creates (or renames) the partner, makes the admins its admins and attaches the experts. */
export async function seedPartner(db: DbOrTx, seed: PartnerSeed): Promise<string> {
  const id = seed.id ?? newId();
  const emails = [...seed.adminEmails, ...seed.expertEmails].map((e) => e.trim().toLowerCase());
  const found = emails.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
    : [];
  const idOf = (email: string) => {
    const user = found.find((u) => u.email === email.trim().toLowerCase());
    if (!user) throw new Error(`No user with the email ${email}: sign up first`);
    return user.id;
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(partners)
      .values({ id, name: seed.name })
      .onConflictDoUpdate({
        target: partners.id,
        set: { name: seed.name },
      });
    for (const email of seed.adminEmails) {
      await tx
        .insert(partnerAdmins)
        .values({ partnerId: id, userId: idOf(email) })
        .onConflictDoNothing();
    }
    for (const email of seed.expertEmails) {
      const userId = idOf(email);
      await tx.delete(partnerExperts).where(eq(partnerExperts.userId, userId));
      await tx.insert(partnerExperts).values({ partnerId: id, userId });
    }
  });
  return id;
}
