// What the database benchmarks share: timing a call (median, p99), and running one benchmark on
// a fresh PostgreSQL database (on BENCH_DATABASE_URL's server, default the local one, dropped
// afterwards) and then on a fresh PGlite data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseTarget, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `run` 20 times to warm up, then `iterations` times; prints and answers the median. */
export async function measure(name: string, run: () => Promise<unknown>, iterations = 200): Promise<number> {
  for (let i = 0; i < 20; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `  ${name.padEnd(38)} median ${at(0.5).toFixed(2).padStart(6)} ms   p99 ${at(0.99).toFixed(2).padStart(6)} ms`,
  );
  return at(0.5);
}

/** After seeding: `analyze`, then prints how many `what` `countQuery` counts and how long it took. */
export async function seeded(
  database: Database,
  what: string,
  countQuery: SQL,
  started: number,
): Promise<number> {
  await database.db.execute(sql`analyze`);
  const result = (await database.db.execute(countQuery)) as unknown as { rows: Array<{ n: number }> };
  const n = Number(result.rows[0]!.n);
  console.log(
    `  seeded ${n.toLocaleString('en-GB')} ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return n;
}

/** `bench` on a migrated PostgreSQL database, then on a migrated PGlite one. */
export async function onBothDatabases(
  name: string,
  postgresLabel: string,
  bench: (database: Database) => Promise<void>,
): Promise<void> {
  const dbName = `slotwise_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const target: DatabaseTarget = { kind: 'postgres', url: url.toString(), max: 2 };
    const database = await openDatabase(target);
    try {
      console.log(`\n${postgresLabel}`);
      await migrateDatabase(database, target);
      await bench(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `slotwise-bench-${name}-`));
  const target: DatabaseTarget = { kind: 'pglite', dataDir };
  const database = await openDatabase(target);
  try {
    console.log('\nPGlite');
    await migrateDatabase(database, target);
    await bench(database);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
