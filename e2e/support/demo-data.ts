import { DEMO_CREDENTIALS, type DemoSummary, seedDemo } from '../../scripts/demo-data/generate';
import { pgliteDataDir } from '../../src/server/boot-paths';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';

export { DEMO_CREDENTIALS };

/**
 * Migrates a fresh data directory and seeds the demo expert into it (`npm run demo`'s data at
 * the demo scale: 300 clients, 900 bookings), before the server starts on it.
 */
export async function seedDemoInto(dataDir: string, publicUrl?: string): Promise<DemoSummary> {
  const target = { kind: 'pglite' as const, dataDir: pgliteDataDir(dataDir) };
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database, target);
    return await seedDemo(database.db, { now: new Date(), scale: 'demo', publicUrl });
  } finally {
    await database.close();
  }
}
