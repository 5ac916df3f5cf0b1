// The public slots endpoint under load (issue 4), against PostgreSQL: requests per second and
// p50/p99 latency for a 31-day month of one service. A fresh database is created on the server
// named by BENCH_DATABASE_URL (default: the local PostgreSQL) and dropped afterwards.
//
// Data: Mon–Fri 09:00–17:00 with a lunch break, 60-minute service, 15-minute buffers, 12-hour
// minimum notice; 200 confirmed sessions and 20 time-off periods over the next 60 days.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createRandom } from '../scripts/demo-data/random';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist/server/index.js');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function json(url: string, method: string, body: unknown, cookie = '') {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, cookie },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return {
    body: await res.json().catch(() => null),
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

export async function benchSlotsLoad(seconds = 10, connections = 20): Promise<void> {
  if (!fs.existsSync(entry)) throw new Error('Run `npm run build` first.');
  const dbName = `slotwise_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;
  const port = 4100 + Math.floor(Math.random() * 800);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-bench-'));
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl.toString(),
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(url, child);
    const signUp = await json(`${url}/api/session/sign-up`, 'POST', {
      firstName: 'Bench',
      lastName: 'Expert',
      email: 'bench@example.com',
      password: 'bench-password',
      timezone: 'Europe/London',
    });
    const cookie = signUp.cookie;
    await json(
      `${url}/api/booking-page`,
      'POST',
      { firstName: 'Bench', lastName: 'Expert', slug: 'bench-expert' },
      cookie,
    );
    const lunch = [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, startMinute: 540, endMinute: 750 },
      { weekday, startMinute: 810, endMinute: 1020 },
    ]);
    await json(
      `${url}/api/availabilities/availability/schedule`,
      'PUT',
      { timeZone: 'Europe/London', weeklyPeriods: lunch },
      cookie,
    );
    await json(
      `${url}/api/scheduling/rules`,
      'PUT',
      {
        minNotice: 720,
        maxNotice: null,
        bufferBefore: 15,
        bufferAfter: 15,
        frequency: null,
        alignment: null,
      },
      cookie,
    );
    const service = await json(
      `${url}/api/services`,
      'POST',
      {
        title: 'Coaching call',
        description: null,
        duration: 60,
        price: 0,
        availabilityId: 'availability',
        customSchedulingRules: null,
        locationType: null,
        locationId: null,
        hidden: false,
        collectPhoneNumber: false,
      },
      cookie,
    );

    // Sessions and time off straight into the database.
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    const { rows } = await db.query('select id, user_id from booking_pages limit 1');
    const { id: pageId, user_id: userId } = rows[0];
    const start = Math.ceil(Date.now() / DAY) * DAY;
    const random = createRandom(3);
    const rnd = () => random.next();
    for (let i = 0; i < 200; i++) {
      const s = start + Math.floor(rnd() * 60 * 96) * 15 * MINUTE;
      await db.query(
        `insert into sessions (id, type, page_id, expert_id, title, start, "end", currency) values ($1, 'personal', $2, $3, 'Booked', $4, $5, 'USD')`,
        [`bench-session-${i}`, pageId, userId, new Date(s), new Date(s + 60 * MINUTE)],
      );
    }
    for (let i = 0; i < 20; i++) {
      const s = start + Math.floor(rnd() * 60 * 24) * 60 * MINUTE;
      await db.query('insert into time_off_periods (id, user_id, start, "end") values ($1, $2, $3, $4)', [
        `bench-off-${i}`,
        userId,
        new Date(s),
        new Date(s + (2 + Math.floor(rnd() * 46)) * 60 * MINUTE),
      ]);
    }
    await db.end();

    const from = new Date(start).toISOString();
    const to = new Date(start + 31 * DAY).toISOString();
    const target = `${url}/api/public/pages/bench-expert/services/${service.body.id}/slots?from=${from}&to=${to}`;
    const check = await fetch(target);
    const slots = ((await check.json()) as { slots: string[] }).slots.length;
    await autocannon({ url: target, connections, duration: 2 }); // warm-up
    const result = await autocannon({ url: target, connections, duration: seconds });
    console.log(
      `public slots endpoint, 31 days, ${slots} slots per answer, PostgreSQL, ${connections} connections, ${seconds} s:`,
    );
    console.log(
      `  ${result.requests.average.toFixed(0)} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
