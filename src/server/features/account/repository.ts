import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';

/** The account fields /api/me adds to the signed-in user: navigation flags and team ownership. */
export async function findAccountFlags(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ flags: users.experimentalFeaturesEnabled, teamOwnerId: users.teamOwnerId })
    .from(users)
    .where(eq(users.id, userId));
  return { flags: row?.flags ?? {}, teamOwner: row?.teamOwnerId === userId };
}

export async function findUserName(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
