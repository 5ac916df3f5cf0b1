// `npm run demo`: a Slotwise with a demo expert and months of bookings, ready to click through.
//
//   npm run demo                      build if needed, seed once into ./data-demo, start the server
//   npm run demo -- --reset           wipe the demo data first (PGlite: the data directory)
//   npm run demo -- --scale large     50,000 clients and 200,000 bookings
//   npm run demo -- --seed-only       seed and exit (with DATABASE_URL set, seeds PostgreSQL)
//
// The database is opened, seeded and closed before the server starts: PGlite must never be open
// in two processes at once.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { databaseTarget } from '../src/server/boot';
import { loadConfig } from '../src/server/config';
import type { Db } from '../src/server/db/client';
import { users } from '../src/server/db/schema/auth';
import { bookingPages } from '../src/server/db/schema/booking-pages';
import { withConfiguredDatabase } from './configured-database';
import { DEMO_EXPERT } from './demo-data/catalogue';
import { DEMO_CREDENTIALS, type DemoScale, seedDemo } from './demo-data/generate';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return args[i]!.includes('=') ? args[i]!.split('=')[1] : args[i + 1];
};

const scaleArg = option('--scale') ?? 'demo';
if (scaleArg !== 'demo' && scaleArg !== 'large') {
  console.error(`Unknown --scale ${scaleArg}: use demo or large`);
  process.exit(2);
}
const scale: DemoScale = scaleArg;
process.env.DATA_DIR ??= './data-demo';
const config = loadConfig();

async function demoExpertExists(db: Db) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CREDENTIALS.email));
  return row;
}

/** Refuses to delete anything that does not look like a data directory. */
function wipeDataDir(dir: string) {
  if (!fs.existsSync(dir)) return;
  const dangerous = [path.parse(dir).root, root, os.homedir()].map((p) => path.resolve(p));
  const entries = fs.readdirSync(dir);
  const looksLikeData =
    (entries.length === 0 || entries.includes('pglite') || entries.includes('secrets.json')) &&
    !entries.includes('package.json') &&
    !entries.includes('.git');
  if (dangerous.includes(path.resolve(dir)) || !looksLikeData) {
    throw new Error(`Refusing to wipe ${dir}: it does not look like a Slotwise data directory`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

async function prepareDatabase() {
  const target = databaseTarget(config);
  if (flag('--reset') && target.kind === 'pglite') wipeDataDir(config.dataDir);
  await withConfiguredDatabase(async (db) => {
    const existing = await demoExpertExists(db);
    if (existing && flag('--reset')) {
      // PostgreSQL: remove the demo expert. The page goes first, because services keep the
      // owner's availability without a cascade.
      await db.delete(bookingPages).where(eq(bookingPages.userId, existing.id));
      await db.delete(users).where(eq(users.id, existing.id));
    } else if (existing) {
      console.log('Demo data already present (use --reset to start over).');
      return;
    }
    console.log(
      `Seeding demo data (${scale} scale) into ${target.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}…`,
    );
    const started = performance.now();
    const summary = await seedDemo(db, {
      now: new Date(),
      scale,
      publicUrl: config.publicUrl,
      // Only the slow steps: at demo scale this stays quiet, at large scale it shows progress.
      onProgress: (step, ms) => {
        if (ms >= 1_000) console.log(`  ${step.padEnd(40)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
    console.log(`Seeded ${total.toLocaleString('en-GB')} rows in ${seconds} s`);
    for (const [table, count] of Object.entries(summary.counts)) {
      console.log(`  ${table.padEnd(40)} ${count.toLocaleString('en-GB').padStart(8)}`);
    }
  }, config);
}

async function buildIfNeeded() {
  // The same check as `npm start` (scripts/start.mjs).
  const fingerprint = pathToFileURL(path.join(root, 'scripts/fingerprint.mjs')).href;
  const { isBuildCurrent } = (await import(fingerprint)) as { isBuildCurrent(root: string): boolean };
  if (isBuildCurrent(root)) return;
  console.log('Building Slotwise (first start or sources changed)…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}

async function waitForHealth(url: string, child: ReturnType<typeof spawn>): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

function startServer() {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/index.js')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: config.dataDir, PORT: String(config.port) },
    stdio: 'inherit',
  });
  // Ctrl-C reaches the server too (same process group); pass on signals sent only to us, and
  // stay alive until the server has shut down cleanly.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return child;
}

try {
  if (!flag('--seed-only')) await buildIfNeeded();
  await prepareDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (!flag('--seed-only')) {
  const child = startServer();
  // PUBLIC_URL when set (behind a proxy), otherwise http://localhost:PORT.
  const site = config.publicUrl;
  if (await waitForHealth(`http://localhost:${config.port}`, child)) {
    console.log(
      [
        '',
        '  Slotwise demo',
        `  Dashboard:     ${site}/dashboard`,
        `  Email:         ${DEMO_CREDENTIALS.email}`,
        `  Password:      ${DEMO_CREDENTIALS.password}`,
        `  Booking page:  ${site}/${DEMO_EXPERT.slug}`,
        '',
        '  Press Ctrl-C to stop.',
        '',
      ].join('\n'),
    );
  }
}
