// Calendars (issue 16, ADR 039): the public slot response (HTTP, the app in-process, PGlite) for an
// expert with 0 and with 3 connected calendars, the busy cache warm and cold. The calendars are the
// in-memory double with 150 ms per provider call, as a real provider might take; the page reads
// the cache only, so a cold cache costs a queued refresh, never a provider call. Target: p95 under
// 300 ms with 3 calendars, warm. p50/p95 over 200 requests (after 20 to warm up).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { bootServices } from '../src/server/boot';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema/auth';
import { calendarBusy, calendarSyncState } from '../src/server/db/schema/calendar-cache';
import { connectedAccounts } from '../src/server/db/schema/connected-accounts';
import { refreshAccountBusy } from '../src/server/features/calendars/busy-refresh';
import { createLogger } from '../src/server/logger';
import { createFakeCalendars } from '../src/server/testing/fakes/calendar-adapter';

const URL_BASE = 'http://localhost:3998';
const START = '2031-02-24T08:00:00.000Z';
const REQUESTS = 200;
const PROVIDER_DELAY_MS = 150;
const DAY = 86_400_000;

const quantiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
};

/** About 3 busy events a weekday per calendar over the 90 days cached, at shifting hours. */
function busyTimes(seed: number) {
  const out: Array<{ start: number; end: number }> = [];
  const from = Date.parse(START);
  for (let d = 0; d < 90; d++) {
    for (let k = 0; k < 3; k++) {
      const start = from + d * DAY + ((seed * 7 + d * 5 + k * 3) % 10) * 3_600_000 + 30 * 60_000;
      out.push({ start, end: start + 45 * 60_000 });
    }
  }
  return out;
}

export async function benchCalendarSlots(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-bench-calendars-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: URL_BASE,
    LOG_LEVEL: 'silent',
    WORKERS: 'off',
    CLOCK_START: START,
  });
  const fake = createFakeCalendars({ delayMs: PROVIDER_DELAY_MS });
  const services = await bootServices(config, createLogger('silent'), { calendars: fake.adapters });
  try {
    const app = createApp(services.deps);
    const db = services.deps.database.db;
    const request = async (method: string, route: string, cookies: Map<string, string>, body?: unknown) => {
      const headers = new Headers({ origin: URL_BASE, 'content-type': 'application/json' });
      if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await app.fetch(
        new Request(`${URL_BASE}${route}`, {
          method,
          headers,
          body: body ? JSON.stringify(body) : undefined,
        }),
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      );
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
      }
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : undefined;
    };
    const expert = async (slug: string, calendars: number) => {
      const cookies = new Map<string, string>();
      const email = `${slug}@example.com`;
      await request('POST', '/api/session/sign-up', cookies, {
        firstName: 'Bench',
        lastName: 'Expert',
        email,
        password: 'secret-password',
      });
      await db.update(users).set({ timezone: 'Europe/London' }).where(eq(users.email, email));
      await request('POST', '/api/booking-page', cookies, { firstName: 'Bench', lastName: 'Expert', slug });
      const service = await request('POST', '/api/services', cookies, {
        title: 'Coaching call',
        price: 0,
        description: null,
        duration: 60,
        availabilityId: 'availability',
        customSchedulingRules: null,
        locationType: null,
        locationId: null,
        hidden: false,
        collectPhoneNumber: false,
      });
      await db.update(users).set({ pricingPlanId: 'pro' }).where(eq(users.email, email));
      const accountIds: string[] = [];
      for (let n = 1; n <= calendars; n++) {
        const account = fake.addAccount({
          provider: 'apple',
          externalId: `https://caldav.bench/${slug}/${n}/`,
          email: `${slug}${n}@icloud.test`,
          password: 'p',
        });
        account.busy.set(account.calendars[0]!.id, busyTimes(n));
        const connected = await request('POST', '/api/calendars/apple', cookies, {
          username: `${slug}${n}@icloud.test`,
          password: 'p',
        });
        accountIds.push(connected.id);
      }
      return { route: `/api/public/pages/${slug}/services/${service.id}/slots`, accountIds };
    };

    const none = await expert('bench-none', 0);
    const three = await expert('bench-three', 3);
    const deps = { ...services.deps, db };
    const warm = async () => {
      for (const id of three.accountIds) await refreshAccountBusy(deps, id, Date.parse(START));
    };
    const cool = async () => {
      for (const id of three.accountIds) {
        await db.delete(calendarBusy).where(eq(calendarBusy.accountId, id));
        await db.delete(calendarSyncState).where(eq(calendarSyncState.accountId, id));
      }
    };
    const started = performance.now();
    await warm();
    console.log(
      `  warming 3 calendars (${PROVIDER_DELAY_MS} ms a provider call, ${busyTimes(1).length} busy each): ${(performance.now() - started).toFixed(0)} ms`,
    );
    const week = (i: number) => {
      const from = Date.parse('2031-03-03T00:00:00Z') + (i % 8) * 7 * DAY;
      return `?from=${new Date(from).toISOString()}&to=${new Date(from + 7 * DAY).toISOString()}`;
    };
    const run = async (label: string, route: string, before?: () => Promise<void>) => {
      const anonymous = new Map<string, string>();
      const times: number[] = [];
      for (let i = 0; i < REQUESTS + 20; i++) {
        if (before) await before();
        const began = performance.now();
        await request('GET', `${route}${week(i)}`, anonymous);
        if (i >= 20) times.push(performance.now() - began);
      }
      const { p50, p95 } = quantiles(times);
      console.log(
        `  ${label.padEnd(40)} p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms${
          label.includes('warm') && label.includes('3')
            ? p95 < 300
              ? '   (target < 300 ms: met)'
              : '   (target < 300 ms: MISSED)'
            : ''
        }`,
      );
    };
    await run('0 calendars', none.route);
    await run('3 calendars, cache warm', three.route);
    await run('3 calendars, cache cold (rows absent)', three.route, cool);
    const busyCalls = fake.calls.busy;
    console.log(
      `  provider calls made by slot requests: ${busyCalls - three.accountIds.length} (the page never waits on one)`,
    );
    await db.delete(connectedAccounts);
  } finally {
    await services.shutdown();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
