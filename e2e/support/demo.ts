import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_CREDENTIALS, type DemoSummary, seedDemo } from '../../scripts/demo-data/generate';
import { pgliteDataDir } from '../../src/server/boot-paths';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { DESKTOP, launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';
import type { BrowserSession } from './session';

/**
 * The built server on a database seeded with the demo (`npm run demo` at demo scale, for now),
 * Chromium, and a desktop page. The database is seeded and closed before the server starts:
 * PGlite is never open in two processes.
 */
export async function openDemoSession(): Promise<BrowserSession & { demo: DemoSummary }> {
  let demo: DemoSummary | undefined;
  const server: RunningServer = await startServer({}, async (dataDir, url) => {
    const target = { kind: 'pglite' as const, dataDir: pgliteDataDir(dataDir) };
    const database = await openDatabase(target);
    try {
      await migrateDatabase(database, target);
      demo = await seedDemo(database.db, { now: new Date(), scale: 'demo', publicUrl: url });
    } finally {
      await database.close();
    }
  });
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: DESKTOP });
  return { server, browser, page, demo: demo! };
}

/** Signs in as the demo expert through the form and waits for the dashboard. */
export async function signInAsDemoExpert(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(DEMO_CREDENTIALS.email);
  await page.getByLabel('Password').fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/dashboard/home/sessions`);
}

/** GETs `/api{path}` as the signed-in page and answers its JSON, expecting a 200. */
export async function apiGet<T>(page: Page, baseUrl: string, path: string): Promise<T> {
  const res = await page.request.get(`${baseUrl}/api${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/**
 * Calls the API as the signed-in page (its cookie, our origin) and expects `status` (201 for a
 * POST, else 200 when not given); answers the body, null when empty.
 */
export function expertApi(page: Page, baseUrl: () => string) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown, status?: number) => {
    const res = await page.request.fetch(`${baseUrl()}${path}`, {
      method,
      data,
      headers: { origin: baseUrl() },
    });
    const text = await res.text();
    expect(res.status(), `${method} ${path}: ${text}`).toBe(status ?? (method === 'POST' ? 201 : 200));
    return text ? JSON.parse(text) : null;
  };
}
