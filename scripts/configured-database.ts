import { databaseTarget } from '../src/server/boot';
import { type Config, loadConfig } from '../src/server/config';
import { type Db, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';

/**
 * An operator script's database: the one the server would use (DATABASE_URL, or the embedded one
 * in DATA_DIR, which only one process may open: stop the server first), migrated, closed after.
 */
export async function withConfiguredDatabase<T>(
  work: (db: Db, config: Config) => Promise<T>,
  config: Config = loadConfig(),
): Promise<T> {
  const target = databaseTarget(config);
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database, target);
    return await work(database.db, config);
  } finally {
    await database.close();
  }
}
