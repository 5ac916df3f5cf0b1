// What the database benchmarks share: a run on a fresh PostgreSQL database (on the server named
// by BENCH_DATABASE_URL, default the local one; dropped afterwards) and then on PGlite in a
// temporary data directory, and the timing of one operation.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseTarget, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type BenchOn = (database: Database, target: DatabaseTarget) => Promise<void>;

/** Runs `bench` on a migrated PostgreSQL database (pool of `max`), then on a migrated PGlite. */
export async function onPostgresAndPglite(
  name: string,
  options: { postgresLabel: string; max: number },
  bench: BenchOn,
): Promise<void> {
  const run = async (label: string, target: DatabaseTarget) => {
    const database = await openDatabase(target);
    try {
      console.log(`\n${label}`);
      await migrateDatabase(database, target);
      await bench(database, target);
    } finally {
      await database.close();
    }
  };

  // BENCH_TARGETS=postgres or =pglite runs on one of them; both by default (as the clients bench).
  const on = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
  const dbName = `slotwise_bench_${name}_${process.pid}`;
  if (on.includes('postgres')) await onPostgres(dbName, options, run);
  if (on.includes('pglite')) await onPglite(name, run);
}

async function onPostgres(
  dbName: string,
  options: { postgresLabel: string; max: number },
  run: (label: string, target: DatabaseTarget) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    await run(options.postgresLabel, { kind: 'postgres', url: url.toString(), max: options.max });
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

async function onPglite(name: string, run: (label: string, target: DatabaseTarget) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `slotwise-bench-${name}-`));
  try {
    await run('PGlite', { kind: 'pglite', dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints and returns the median of `iterations` runs (after 20 to warm up), with the p99. */
export async function measure(name: string, run: () => Promise<unknown>, iterations = 200) {
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
