import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

// The tables whose statement triggers mark report rollups for recomputing (migration 0006,
// ADR 022), each with an insert, an update and a delete trigger.
const COUNTED_TABLES = ['bookings', 'sessions', 'booked_packages', 'payment_plan_installments', 'clients'];

async function setMarking(tx: DbOrTx, enabled: boolean) {
  const verb = enabled ? 'enable' : 'disable';
  for (const table of COUNTED_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await tx.execute(sql.raw(`alter table ${table} ${verb} trigger report_mark_${table}_${event}`));
    }
  }
}

/**
 * Loads rows in bulk (the demo data, the benchmarks' seeds) without marking a day per statement,
 * then rebuilds the given experts' rollups once, at commit. Call it inside a transaction: the
 * triggers are off only within it, and other writers to those tables wait for it to end, so no
 * change of theirs goes unmarked.
 */
export async function bulkLoadWithoutRollups<T>(
  tx: DbOrTx,
  expertIds: string[],
  load: () => Promise<T>,
): Promise<T> {
  await setMarking(tx, false);
  const loaded = await load();
  await setMarking(tx, true);
  for (const expertId of expertIds) {
    await tx.execute(sql`insert into report_dirty (txid, expert_id, day)
      values (pg_current_xact_id(), ${expertId}, '-infinity') on conflict do nothing`);
  }
  return loaded;
}
