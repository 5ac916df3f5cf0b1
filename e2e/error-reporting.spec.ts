import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../package.json';
import { pgliteDataDir } from '../src/server/boot-paths';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { type FakeSentry, startFakeSentry } from '../src/server/testing/fakes/sentry';
import { DESKTOP, launchBrowser, screenshot } from './support/browser';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';
import type { BrowserSession } from './support/session';
import { closeSession } from './support/session';

// ADR 028: with SENTRY_DSN set, a render crash in the browser reaches the error-reporting service
// (here a local ingestion endpoint) once, with the release and, on the dashboard, the expert's
// id — and nothing that names anyone.

let sentry: FakeSentry;
let session: Partial<BrowserSession>;
let server: RunningServer;
let page: Page;

const expert = {
  firstName: 'Lina',
  lastName: 'Haddad',
  email: 'lina@example.com',
  password: 'coaching-2026',
};
const CRASH = 'Something went wrong. Please try again later.';

beforeAll(async () => {
  sentry = await startFakeSentry();
  // The database is created before the server starts (as the demo sessions do), so the server's
  // own start is a warm one even on a busy machine.
  server = await startServer({ SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'e2e' }, async (dataDir) => {
    const target = { kind: 'pglite' as const, dataDir: pgliteDataDir(dataDir) };
    const database = await openDatabase(target);
    try {
      await migrateDatabase(database, target);
    } finally {
      await database.close();
    }
  });
  const browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  session = { server, browser, page };
});
afterAll(async () => {
  await closeSession(session);
  await sentry?.close();
});

/** No further event within a second and a half: the one that came is the only one. */
async function noMoreEventsThan(count: number) {
  await new Promise((r) => setTimeout(r, 1500));
  expect(sentry.events()).toHaveLength(count);
}

type SentEvent = {
  exception: { values: Array<{ type: string; value: string }> };
  release: string;
  environment: string;
  user?: { id: string };
  request: { url: string; headers?: Record<string, string> };
};

describe('error reporting in the browser', () => {
  it('gives the pages the DSN and lets them send to its origin only when it is set', async () => {
    const res = await fetch(`${server.url}/login`);
    const html = await res.text();
    expect(html).toContain(`<meta name="sentry-dsn" content="${sentry.dsn}" />`);
    expect(html).toContain(`<meta name="sentry-release" content="slotwise@${version}" />`);
    expect(res.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ${new URL(sentry.dsn).origin};`,
    );
  });

  it('reports a dashboard screen that crashes while rendering, once, with the expert id', async () => {
    await signUpThroughUi(page, server.url, expert);
    const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
    const expertId: string = me.user.id;

    // The time off list answers an object where the screen expects a list: the list throws.
    await page.route('**/api/scheduling/time-off', (route) => route.fulfill({ json: { periods: [] } }));
    await page.goto(`${server.url}/dashboard/scheduling/services/time-off?from=${expert.email}`);
    await page.getByRole('alert').getByText(CRASH).waitFor();
    await screenshot(page, 'error-reporting-dashboard-crash');

    const [event] = (await sentry.waitForEvents(1)) as SentEvent[];
    await noMoreEventsThan(1);
    expect(event!.exception.values.at(-1)!.type).toBe('TypeError');
    expect(event!.release).toBe(`slotwise@${version}`);
    expect(event!.environment).toBe('e2e');
    expect(event!.user).toEqual({ id: expertId });
    expect(event!.request.url).toBe(`${server.url}/dashboard/scheduling/services/time-off`);
    expect(event!.request.headers).toBeUndefined();
    const sent = sentry.envelopes.map((e) => e.raw).join('\n');
    expect(sent).not.toContain(expert.email);
    expect(sent).not.toContain(expert.lastName);
    expect(sent.toLowerCase()).not.toContain('cookie');
    await page.unroute('**/api/scheduling/time-off');
  });

  it('reports a public page that crashes while rendering, with no user, and shows the failure', async () => {
    sentry.envelopes.length = 0;
    const created = await page.evaluate(() =>
      fetch('/api/booking-page', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Lina', lastName: 'Haddad', slug: 'lina-haddad' }),
      }).then((r) => r.status),
    );
    expect(created).toBe(201);
    // A client's visit: no dashboard session in this browser context.
    const visitor = await page.context().browser()!.newPage({ viewport: DESKTOP });
    await visitor.route('**/api/public/pages/lina-haddad', (route) => route.fulfill({ json: {} }));
    await visitor.goto(`${server.url}/lina-haddad`);
    await visitor.getByRole('alert').getByText(CRASH).waitFor();
    await screenshot(visitor, 'error-reporting-public-crash');

    const [event] = (await sentry.waitForEvents(1)) as SentEvent[];
    await noMoreEventsThan(1);
    expect(event!.exception.values.at(-1)!.type).toBe('TypeError');
    expect(event!.user).toBeUndefined();
    expect(event!.request.url).toBe(`${server.url}/lina-haddad`);
    await visitor.close();
  });
});
