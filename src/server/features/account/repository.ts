import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';

export async function findExperimentalFlags(db: DbOrTx, userId: string): Promise<Record<string, boolean>> {
  const [row] = await db
    .select({ flags: users.experimentalFeaturesEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.flags ?? {};
}
