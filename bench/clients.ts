// The clients CRM at scale (issue 5): the demo generator's large data set (50,000 clients,
// 200,000 bookings) seeded on PostgreSQL and on PGlite, then, through the service functions
// (server time, no HTTP): the first list page for each sort and order, a page deep in the list,
// a 2-character prefix search, fuzzy searches with typos, and the whole CSV export with its time
// and peak memory. Targets: list and search pages < 30 ms median on PostgreSQL; the export of
// 50,000 clients < 3 s with flat memory.
//
//   npm run bench -- clients                    both databases
//   BENCH_TARGETS=postgres npm run bench -- clients
//   BENCH_DATABASE_URL=postgres://… (default: the local PostgreSQL; a database is created and dropped)
//   BENCH_CLIENTS=100000 npm run bench -- clients    another number of clients (200,000 bookings)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedDemo } from '../scripts/demo-data/generate';
import { CLIENT_SORT_FIELDS, type ClientListQuery } from '../src/domain/clients/client-list';
import { type Database, type DatabaseTarget, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { exportClientsCsv } from '../src/server/features/clients/export-service';
import { listClients } from '../src/server/features/clients/list-service';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NOW = new Date('2026-11-21T12:00:00Z');
const SAMPLES = 40;
// A full garbage collection on demand, to measure what the export really keeps.
setFlagsFromString('--expose-gc');

type Stats = { median: number; p99: number };

async function timed(run: () => Promise<unknown>, samples = SAMPLES): Promise<Stats> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { median: at(0.5), p99: at(0.99) };
}

const fmt = (s: Stats) => `median ${s.median.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`;

/** A typo a person makes: two neighbouring letters swapped, or one dropped. */
function typo(word: string, i: number): string {
  const at = 1 + (i % Math.max(1, word.length - 2));
  return i % 2 === 0
    ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
    : word.slice(0, at) + word.slice(at + 1);
}

async function benchDatabase(label: string, database: Database) {
  const db = database.db;
  const seedStarted = performance.now();
  const clients = Number(process.env.BENCH_CLIENTS ?? 50_000);
  const demo = await seedDemo(db, {
    now: NOW,
    scale: clients === 50_000 ? 'large' : { clients, bookings: 200_000 },
  });
  console.log(
    `${label}: seeded ${demo.counts.clients} clients, ${demo.counts.bookings} bookings in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  await db.execute(sql`analyze`);
  const list = (query: ClientListQuery) => listClients(db, demo.userId, query);

  const results: Array<[string, Stats]> = [];
  for (const sort of CLIENT_SORT_FIELDS)
    for (const order of ['desc', 'asc'] as const)
      results.push([`list ${sort} ${order}`, await timed(() => list({ sort, order }))]);

  // Page 41 of the default order (after 1,000 clients): keyset pages cost the same at any depth.
  let cursor: string | undefined;
  for (let i = 0; i < 40; i++) cursor = (await list({ cursor })).nextCursor ?? undefined;
  results.push(['list createdAt desc, page 41', await timed(() => list({ cursor }))]);
  let emailCursor: string | undefined;
  for (let i = 0; i < 40; i++)
    emailCursor = (await list({ sort: 'email', order: 'asc', cursor: emailCursor })).nextCursor ?? undefined;
  results.push([
    'list email asc, page 41',
    await timed(() => list({ sort: 'email', order: 'asc', cursor: emailCursor })),
  ]);

  results.push(['prefix search "ma"', await timed(() => list({ q: 'ma' }))]);
  results.push([
    'prefix search "zo", sort lastName asc',
    await timed(() => list({ q: 'zo', sort: 'lastName', order: 'asc' })),
  ]);
  const firstPage = await list({});
  const sampleClients = firstPage.items.slice(0, 10);
  const fuzzyQueries = sampleClients.map((c, i) =>
    i % 3 === 2 ? typo(c.email.split('@')[0]!, i) : `${typo(c.firstName, i)} ${c.lastName}`,
  );
  let found = 0;
  for (const [i, q] of fuzzyQueries.entries()) {
    const page = await list({ q });
    if (page.items.some((c) => c.id === sampleClients[i]!.id)) found++;
  }
  let next = 0;
  results.push([
    `fuzzy search (typos, e.g. "${fuzzyQueries[0]}"; ${found}/${fuzzyQueries.length} found on page 1)`,
    await timed(() => list({ q: fuzzyQueries[next++ % fuzzyQueries.length] })),
  ]);
  const lastNames = sampleClients.map((c, i) => typo(c.lastName, i + 1));
  results.push([
    `fuzzy search, one last name with a typo (e.g. "${lastNames[0]}")`,
    await timed(() => list({ q: lastNames[next++ % lastNames.length] })),
  ]);
  const email = sampleClients[0]!.email;
  const emailFirst = (await list({ q: email })).items[0]?.id === sampleClients[0]!.id;
  results.push([
    `fuzzy search, a whole email ("${email}"; its client ${emailFirst ? 'first' : 'NOT first'})`,
    await timed(() => list({ q: email }), 10),
  ]);
  results.push([
    'fuzzy search "example" (a word in every email)',
    await timed(() => list({ q: 'example' }), 10),
  ]);

  for (const [name, stats] of results) console.log(`${label}: ${name}: ${fmt(stats)}`);

  // The export, read to the end as a client would. Memory: the heap left after a full garbage
  // collection, every 5 chunks (a chunk is one batch of 1,000 clients), so what the export
  // keeps shows, not garbage not yet collected; and the process's peak RSS.
  const gc = runInNewContext('gc') as () => void;
  gc();
  const retained: number[] = [];
  const started = performance.now();
  const { stream } = await exportClientsCsv(db, { id: demo.userId, timezone: 'UTC' }, Date.now());
  let bytes = 0;
  let lines = 0;
  let chunks = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
    if (++chunks % 5 === 0) {
      gc();
      retained.push(process.memoryUsage().heapUsed);
    }
  }
  const ms = performance.now() - started;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `${label}: export ${lines - 1} clients (${mb(bytes)}, ${chunks} chunks) in ${(ms / 1000).toFixed(2)} s (with a full GC every 5 chunks); heap after GC from ${mb(retained[0] ?? 0)} to ${mb(retained.at(-1) ?? 0)} (min ${mb(Math.min(...retained))}, max ${mb(Math.max(...retained))}); process peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
  const plainStarted = performance.now();
  const plain = (
    await exportClientsCsv(db, { id: demo.userId, timezone: 'UTC' }, Date.now())
  ).stream.getReader();
  while (!(await plain.read()).done);
  console.log(
    `${label}: export without the GCs: ${((performance.now() - plainStarted) / 1000).toFixed(2)} s`,
  );
}

async function onPostgres() {
  const name = `slotwise_bench_clients_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', url: url.toString() };
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database, target);
    await benchDatabase('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-bench-clients-'));
  const target: DatabaseTarget = { kind: 'pglite', dataDir };
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database, target);
    await benchDatabase('PGlite', database);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchClients(): Promise<void> {
  const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
  if (targets.includes('postgres')) await onPostgres();
  if (targets.includes('pglite')) await onPglite();
}
