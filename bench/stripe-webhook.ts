// Stripe webhooks (issue 14, ADR 032) on PGlite: the time from a signed checkout.session.completed
// reaching POST /api/webhooks/stripe to its answer, by which the booking is confirmed and its
// emails queued (one transaction), for 200 paid bookings; then a duplicate delivery of each.
// The real SDK talks to the local fake Stripe; the server is the app in-process (no socket).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { bootServices } from '../src/server/boot';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema/auth';
import { paymentAccounts } from '../src/server/db/schema/payment-accounts';
import { sessions } from '../src/server/db/schema/sessions';
import { createLogger } from '../src/server/logger';
import { startFakeStripe } from '../src/server/testing/fakes/stripe-fake';

const BOOKINGS = 200;
const SECRET = 'whsec_bench';
const URL_BASE = 'http://localhost:3998';

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(2).padStart(6)} ms   p99 ${at(0.99).toFixed(2).padStart(6)} ms`;
};

/** Weekday slots in January and February 2031 (London is on GMT then), 09:00 to 16:00. */
function slots(count: number): string[] {
  const out: string[] = [];
  for (let day = new Date('2031-01-06T00:00:00Z'); out.length < count; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (let hour = 9; hour < 17 && out.length < count; hour++) {
      out.push(`${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00.000Z`);
    }
  }
  return out;
}

export async function benchStripeWebhook(): Promise<void> {
  const fake = await startFakeStripe();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-bench-stripe-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: URL_BASE,
    LOG_LEVEL: 'silent',
    WORKERS: 'off',
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.url,
  });
  const services = await bootServices(config, createLogger('silent'));
  try {
    const app = createApp(services.deps);
    const cookies = new Map<string, string>();
    const call = async (method: string, route: string, body?: unknown) => {
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
        const eq = pair!.indexOf('=');
        cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
      }
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : undefined;
    };
    const db = services.deps.database.db;
    await call('POST', '/api/session/sign-up', {
      firstName: 'Bench',
      lastName: 'Expert',
      email: 'bench@example.com',
      password: 'secret-password',
    });
    await db.update(users).set({ timezone: 'Europe/London' }).where(eq(users.email, 'bench@example.com'));
    await call('POST', '/api/booking-page', { firstName: 'Bench', lastName: 'Expert', slug: 'bench' });
    const service = await call('POST', '/api/services', {
      title: 'Coaching call',
      price: 50,
      description: null,
      duration: 60,
      availabilityId: 'availability',
      customSchedulingRules: null,
      locationType: null,
      locationId: null,
      hidden: false,
      collectPhoneNumber: false,
    });
    await call('POST', '/api/payments/accounts/stripe/connect');
    await db.update(paymentAccounts).set({ stripeChargesEnabled: true });

    const sessionIds: string[] = [];
    const started = performance.now();
    for (const [i, start] of slots(BOOKINGS).entries()) {
      const booked = await call('POST', '/api/public/pages/bench/bookings', {
        serviceId: service.id,
        start,
        client: {
          firstName: 'Client',
          lastName: `N${i}`,
          email: `client${i}@example.com`,
          phone: null,
          message: null,
          timeZone: 'Europe/London',
        },
      });
      sessionIds.push(String(booked.checkoutUrl).split('/').at(-1)!);
    }
    console.log(`  ${BOOKINGS} paid bookings held in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const deliver = async (event: Parameters<typeof fake.signed>[0]) => {
      const request = fake.signed(
        event,
        `${URL_BASE}/api/webhooks/stripe`,
        SECRET,
        Math.floor(Date.now() / 1000),
      );
      const began = performance.now();
      const res = await app.fetch(request);
      await res.text();
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
      return performance.now() - began;
    };
    const events = sessionIds.map((id) => fake.pay(id, Math.floor(Date.now() / 1000)).completed);
    const first: number[] = [];
    for (const event of events) first.push(await deliver(event));
    const again: number[] = [];
    for (const event of events) again.push(await deliver(event));
    const confirmed = await db.$count(sessions, eq(sessions.status, 'confirmed'));
    console.log(`  ${'receipt → booking confirmed'.padEnd(38)} ${stats(first)}   (${confirmed} confirmed)`);
    console.log(`  ${'duplicate delivery (no change)'.padEnd(38)} ${stats(again)}`);
  } finally {
    await services.shutdown();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
