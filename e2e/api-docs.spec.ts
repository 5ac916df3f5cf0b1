import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession, openSession } from './support/session';

let session: BrowserSession;
let server: RunningServer;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  // A script the CSP refused, or one that failed, would show here.
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('requestfailed', (r) => problems.push(`${r.url()} failed`));
});
afterAll(() => closeSession(session));

describe('the API reference at /api/docs', () => {
  it('lists every area and its operations from our own origin, under the CSP', async () => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const res = await page.goto(`${server.url}/api/docs`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: /Slotwise API/ }).waitFor();
    await page.locator('.opblock').first().waitFor();

    expect(await page.locator('.opblock-tag').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^services/), expect.stringMatching(/^public-booking/)]),
    );
    expect(await page.locator('.opblock').count()).toBeGreaterThan(100);
    await expect(
      page.locator('.opblock-summary-operation-id', { hasText: /^listServices$/ }).count(),
    ).resolves.toBe(1);
    expect(requested.every((u) => u.startsWith(server.url))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('shows what an operation needs and answers, and takes screenshots', async () => {
    const listServices = page.locator('.opblock', {
      has: page.locator('.opblock-summary-operation-id', { hasText: /^listServices$/ }),
    });
    await listServices.locator('.opblock-summary-control').click();
    const body = listServices.locator('.opblock-body');
    await body.waitFor();
    await expect(body.locator('.responses-table .response-col_status').allInnerTexts()).resolves.toEqual(
      expect.arrayContaining(['200', '401', '409', '500']),
    );
    // The lock says the session cookie is needed.
    await expect(listServices.locator('.authorization__btn').count()).resolves.toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, 'api-docs');
    expect(problems).toEqual([]);
  });
});
