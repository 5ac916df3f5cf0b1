import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoSummary } from '../scripts/demo-data/generate';
import { NAV_ITEMS } from '../src/domain/account/navigation';
import { GENERIC_ERROR_MESSAGE } from '../src/domain/shared/messages';
import { navTarget } from '../src/web/app/shell/nav-targets';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { openDemoSession, signInAsDemoExpert } from './support/demo';
import { emailLinks, mailboxWith, sendEveryKindOfEmail } from './support/link-check-emails';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession } from './support/session';

// Issue 13 (ADR 030): every internal link a person can reach — the dashboard from /dashboard,
// the demo expert's public pages, and every email in the dev mailbox — opens a real screen.
// Links are checked once per route pattern (ids replaced by :id), every distinct pattern once.

/**
 * Route patterns that are Not found today because the issue that builds them is still open.
 * Each must still be dead (when one starts working, delete it here), and no other link may be.
 */
const EXPECTED_MISSING: Record<string, string> = {};

/** Links a crawl must not follow: signing out would end the crawl's session. */
const SKIPPED = new Set(['/logout']);
const MAX_VISITS = 200;

let session: BrowserSession & { demo: DemoSummary };
let server: RunningServer;
let browser: Browser;
let page: Page;

/** A 20-character id, a signed token (id.signature), a JWT or a random token: the parts that vary per link. */
function isVariable(segment: string): boolean {
  if (/^[0-9A-Za-z]{20}$/.test(segment) && /[0-9A-Z]/.test(segment)) return true;
  if (segment.length >= 24 && /^[\w-]+(\.[\w-]+)+$/.test(segment)) return true;
  // A random token (a package's use link, sign-in and reset links): long, upper and lower case.
  return /^[\w-]{24,}$/.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment);
}

/** "/dashboard/home/clients/:id?tab=notes": the route a link opens, whatever its ids. */
function routePattern(url: URL): string {
  const path = url.pathname
    .split('/')
    .map((segment) => (isVariable(decodeURIComponent(segment)) ? ':id' : segment))
    .join('/');
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => `${key}=${isVariable(value) ? ':id' : /^\d+$/.test(value) ? ':n' : value}`)
    .sort();
  return query.length ? `${path}?${query.join('&')}` : path;
}

const pathOf = (pattern: string) => pattern.split('?')[0]!;
const expectedMissing = (pattern: string) => EXPECTED_MISSING[pathOf(pattern)];

type Checked = { pattern: string; url: string; from: string; dead: string | null };

/** Why the page on screen is a dead end, or null: Not found, a 404/5xx, or a crash. */
async function deadEnd(target: Page, status: number | undefined): Promise<string | null> {
  if (status !== undefined && (status === 404 || status >= 500)) return `HTTP ${status}`;
  const headings = (await target.locator('h1, h2').allTextContents()).map((h) => h.trim());
  const bad = headings.find(
    (h) => /not found/i.test(h) || h === GENERIC_ERROR_MESSAGE || /^Failed to load/.test(h),
  );
  return bad ? `shows '${bad}'` : null;
}

/**
 * Waits until the screen is drawn: a heading, nothing labelled "Loading…" or busy, and the same
 * headings and links across a short pause (the network being quiet is not enough: a busy
 * machine can take longer than that to run the app's code).
 */
async function settle(target: Page): Promise<void> {
  await target.waitForLoadState('networkidle');
  await target
    .waitForFunction(
      () =>
        document.querySelector('h1, h2') !== null &&
        document.querySelector('[role="status"][aria-label^="Loading"], [aria-busy="true"]') === null,
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => {});
  let last = '';
  for (let i = 0; i < 20; i++) {
    const now = await target.evaluate(
      () =>
        `${[...document.querySelectorAll('h1, h2')].map((h) => h.textContent).join('|')}#${document.querySelectorAll('a[href]').length}`,
    );
    if (now === last) return;
    last = now;
    await target.waitForTimeout(300);
    await target.waitForLoadState('networkidle');
  }
}

const tabSets = new Set<string>();
const progressFile = path.resolve(import.meta.dirname, '../test-results/link-check.txt');
/** Each page as it is checked, in test-results/link-check.txt, to follow a long run. */
const progress = (line: string) => fs.appendFileSync(progressFile, `${line}\n`);

/**
 * Where the page's tabs lead: they are buttons that navigate (TabbedArea, a client's tabs), so
 * each is clicked once per set of tabs and the address it opens noted.
 */
async function tabTargets(target: Page): Promise<string[]> {
  const tabs = target.getByRole('tab');
  const labels = await tabs.allTextContents();
  const key = labels.join('|');
  if (labels.length === 0 || tabSets.has(key)) return [];
  tabSets.add(key);
  const start = target.url();
  const found: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    if (target.url() !== start) {
      await target.goto(start);
      await settle(target);
    }
    await tabs.nth(i).click();
    await target.waitForURL((url) => url.href !== start, { timeout: 3_000 }).catch(() => {});
    found.push(target.url());
  }
  return found;
}

/** The same-origin links on the page, absolute, as the browser resolves them. */
async function linksOn(target: Page): Promise<string[]> {
  return target.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
}

/**
 * Visits each internal link once per route pattern, breadth first from `seeds`, and follows
 * the links of each page it opens. API addresses (CSV exports, invites) are fetched instead.
 */
async function crawl(seeds: Array<{ url: string; from: string }>, seen: Map<string, Checked>) {
  const queue = [...seeds];
  let visits = 0;
  while (queue.length > 0 && visits < MAX_VISITS) {
    const { url, from } = queue.shift()!;
    const parsed = new URL(url);
    if (parsed.origin !== server.url || SKIPPED.has(parsed.pathname)) continue;
    const pattern = routePattern(parsed);
    if (seen.has(pattern)) continue;
    const checked: Checked = { pattern, url, from, dead: null };
    seen.set(pattern, checked);
    visits++;
    if (parsed.pathname.startsWith('/api/')) {
      const res = await page.request.get(url, { maxRedirects: 0 });
      if (res.status() === 404 || res.status() >= 500) checked.dead = `HTTP ${res.status()}`;
      continue;
    }
    const res = await page.goto(url);
    await settle(page);
    checked.dead = await deadEnd(page, res?.status());
    progress(`${checked.dead ? 'DEAD' : 'ok  '} ${pattern}  (from ${from})`);
    if (checked.dead) continue;
    const here = routePattern(new URL(page.url()));
    for (const link of await linksOn(page)) queue.push({ url: link, from: here });
    for (const link of await tabTargets(page)) queue.push({ url: link, from: `a tab on ${here}` });
  }
}

/** Links only a click shows: the account menu, and the navigation drawer at phone width. */
async function hiddenLinks(): Promise<string[]> {
  await page.goto(`${server.url}/dashboard/home/sessions`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const links = await menu
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('navigation', { name: 'Main' }).waitFor();
  links.push(
    ...(await drawer.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))),
  );
  await page.keyboard.press('Escape');
  await page.setViewportSize(DESKTOP);
  return links;
}

beforeAll(async () => {
  fs.rmSync(progressFile, { force: true });
  session = await openDemoSession();
  ({ server, page, browser } = session);
  await signInAsDemoExpert(page, server.url);
  // Seeding the demo takes most of a minute on a busy machine.
}, 240_000);
afterAll(() => closeSession(session));

describe('link check', () => {
  const seen = new Map<string, Checked>();

  it('keeps the top navigation honest: an area not built is not available, never a link to Not found', async () => {
    await page.goto(`${server.url}/dashboard/home/sessions`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of NAV_ITEMS) {
      const entry = nav.getByRole('link', { name: item.label, exact: true });
      const target = navTarget(item);
      if (target) {
        expect(await entry.getAttribute('href'), item.label).toBe(target);
        continue;
      }
      expect(await entry.getAttribute('aria-disabled'), item.label).toBe('true');
      expect(await entry.getAttribute('href'), item.label).toBeNull();
      // Still not built: when its screen lands, its nav entry must become a link.
      const res = await page.goto(`${server.url}${item.path}`);
      await settle(page);
      expect(
        await deadEnd(page, res?.status()),
        `${item.path} works: give '${item.label}' its nav target`,
      ).not.toBeNull();
      await page.goto(`${server.url}/dashboard/home/sessions`);
    }
  });

  it('opens every dashboard screen, public page and email link, except the expected-missing ones', async () => {
    const started = Date.now();
    await sendEveryKindOfEmail(browser, server, session.demo.slug, session.demo.expertEmail);
    const emails = await mailboxWith(page, server, [
      /^Booking confirmed: /,
      /^New booking: /,
      /^Package confirmed: /,
      /^Your package: /,
      /^Verify your email/,
      /^Your Slotwise sign-in link$/,
      /^Reset your Slotwise password$/,
    ]);

    // The mailbox as a person reads it.
    await page.goto(`${server.url}/dev/mailbox`);
    await page.getByRole('heading', { name: 'Dev mailbox' }).waitFor();
    await screenshot(page, 'link-check-dev-mailbox-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'link-check-dev-mailbox-phone');
    await page.setViewportSize(DESKTOP);

    const dashboardSeeds = [`${server.url}/dashboard`, ...(await hiddenLinks())];
    await crawl(
      dashboardSeeds.map((url) => ({ url, from: 'the dashboard shell' })),
      seen,
    );
    await crawl([{ url: `${server.url}/${session.demo.slug}`, from: 'the demo booking page' }], seen);

    // Links in emails: sign-in and verification links sign a browser in, so they open in a
    // browser of their own; the rest (manage, package and dashboard links) in the expert's.
    const fromEmails = emails.flatMap((email) =>
      emailLinks(email).map((url) => ({ url, from: `email '${email.subject}' to ${email.to}` })),
    );
    const auth = fromEmails.filter((l) => new URL(l.url).pathname.startsWith('/api/auth/'));
    await crawl(
      fromEmails.filter((l) => !auth.includes(l)),
      seen,
    );
    for (const link of auth) {
      const parsed = new URL(link.url);
      const pattern = routePattern(parsed);
      if (seen.has(pattern)) continue;
      const own = await browser.newPage({ viewport: DESKTOP });
      try {
        const res = await own.goto(link.url);
        await settle(own);
        seen.set(pattern, {
          pattern,
          url: link.url,
          from: link.from,
          dead: await deadEnd(own, res?.status()),
        });
      } finally {
        await own.close();
      }
    }

    const all = [...seen.values()].sort((a, b) => a.pattern.localeCompare(b.pattern));
    const missingFound = all.filter((c) => expectedMissing(c.pattern));
    console.log(
      [
        `Link check: ${all.length} route patterns in ${Math.round((Date.now() - started) / 1000)} s`,
        ...all.map(
          (c) =>
            `  ${c.dead ? 'DEAD' : 'ok  '} ${c.pattern}  (from ${c.from})${c.dead ? ` — ${c.dead}` : ''}`,
        ),
        'Expected missing, found linked:',
        ...missingFound.map((c) => `  ${c.pattern} — ${expectedMissing(c.pattern)} (from ${c.from})`),
      ].join('\n'),
    );

    const deadLinks = all
      .filter((c) => c.dead && !expectedMissing(c.pattern))
      .map((c) => `${c.pattern} (from ${c.from}): ${c.dead}`);
    const nowWorking = missingFound
      .filter((c) => !c.dead)
      .map((c) => `${c.pattern}: works now, remove it from EXPECTED_MISSING`);
    expect(deadLinks).toEqual([]);
    expect(nowWorking).toEqual([]);
    // The crawl reached each part: dashboard screens, public pages and the emails' links.
    for (const pattern of [
      '/dashboard/home/sessions/:id',
      `/${session.demo.slug}/:id`,
      '/booking/:id',
      '/packages/use?packageId=:id&token=:id',
    ]) {
      expect(seen.has(pattern), pattern).toBe(true);
    }
    expect(all.length).toBeGreaterThan(30);
  }, 600_000);
});
