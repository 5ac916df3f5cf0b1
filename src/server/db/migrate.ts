import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, DatabaseTarget } from './client';

// The migrations ship beside the bundled server (dist/server/migrations) and live in
// src/server/db/migrations in the source tree; look in both so dev, tests and start agree.
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

// Arbitrary constant: every server process takes the same advisory lock, so when several
// start at once against PostgreSQL only one applies the migrations.
const MIGRATION_LOCK = 7_351_920_442;

/** The time stamp drizzle-kit gave the newest migration (drizzle records it as created_at). */
function newestMigrationMillis(folder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Whether the newest migration is already applied — drizzle's own test — answered with one
 * query, so an up-to-date database skips the migrator's set-up statements at start-up.
 */
async function isUpToDate(database: Database, folder: string): Promise<boolean> {
  try {
    // Both drivers answer { rows }.
    const result = (await database.db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: Array<{ created_at: string | number }> };
    const last = result.rows[0];
    return last !== undefined && Number(last.created_at) >= newestMigrationMillis(folder);
  } catch {
    return false; // no migrations table yet
  }
}

export async function migrateDatabase(database: Database, target: DatabaseTarget): Promise<void> {
  const folder = migrationsFolder();
  if (await isUpToDate(database, folder)) return;
  if (target.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
