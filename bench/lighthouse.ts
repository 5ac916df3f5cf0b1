// `npm run bench -- lighthouse`: Lighthouse (mobile: its default Moto G Power emulation and
// simulated slow 4G) with Debian's Chromium on the public pages of the demo (issue 19): the
// booking page, a service page, a package page and the checkout (the service page's details step
// after picking a time, with the policies tick-box), each without branding and with the accent and
// background colours set through the API. Goal: every category at least 98 on each.
// Needs `npm run build` first; CHROMIUM overrides /usr/bin/chromium.
import fs from 'node:fs';
import path from 'node:path';
import type { Flags, Result } from 'lighthouse';
import lighthouse, { startFlow } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { PublicPageView } from '../src/domain/public-booking/public-page-view';
import { type DemoServer, startDemoServer } from './support/demo-server';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOAL = 98;
/** Where each run's full JSON report goes, to read what an audit flagged. */
const reportsDir = path.resolve(import.meta.dirname, '../test-results/lighthouse');

const BRANDINGS = [
  { name: 'no branding', accentColor: '', backgroundColor: '' },
  { name: 'branded', accentColor: '#0b7285', backgroundColor: '#e6fcf5' },
] as const;

type Row = {
  page: string;
  branding: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  transferKiB: number | null;
  failing: string[];
};

function rowOf(page: string, branding: string, lhr: Result, file: string): Row {
  fs.writeFileSync(path.join(reportsDir, file), JSON.stringify(lhr));
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  const audit = (id: string) => lhr.audits[id];
  // Audits that cost points: scored below 1 in a category that counts them.
  const failing = new Set<string>();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = audit(ref.id);
      if (ref.weight > 0 && a && a.score !== null && a.score < 0.9) failing.add(ref.id);
    }
  }
  return {
    page,
    branding,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Row['scores'],
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
    transferKiB:
      audit('total-byte-weight')?.numericValue !== undefined
        ? audit('total-byte-weight')!.numericValue! / 1024
        : null,
    failing: [...failing],
  };
}

const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
};

/** A plain navigation report of `url` (a fresh tab, cold cache). */
async function navigationReport(browser: Browser, url: string): Promise<Result> {
  const port = Number(new URL(browser.wsEndpoint()).port);
  const result = await lighthouse(url, { ...FLAGS, port });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/**
 * The checkout: the service page loaded (navigation, which carries the load metrics), the first
 * free day and time clicked as a client would, then a snapshot of the details step for the other
 * categories. Performance comes from the navigation (the step itself loads nothing but a script
 * already in the bundle); the snapshot's accessibility, best practices and SEO are the checkout's.
 */
async function checkoutReports(browser: Browser, url: string): Promise<{ nav: Result; snap: Result }> {
  const page = await browser.newPage();
  try {
    const flow = await startFlow(page, { flags: FLAGS });
    await flow.navigate(url);
    await page.locator('button.calendar-day-free').click();
    await page.locator('[aria-label="Available times"] button').click();
    await page.waitForSelector('form input[type="email"], form input[name="email"]');
    await flow.snapshot();
    const flowResult = await flow.createFlowResult();
    const [nav, snap] = flowResult.steps.map((s) => s.lhr) as [Result, Result];
    return { nav, snap };
  } finally {
    await page.close();
  }
}

function print(rows: Row[]) {
  const cell = (n: number | null) => (n === null ? '  –' : String(n).padStart(3));
  console.log(
    `${'page'.padEnd(14)} ${'branding'.padEnd(12)} perf a11y  bp  seo   LCP s  transfer KiB  below 90 / flagged`,
  );
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(14)} ${r.branding.padEnd(12)} ${cell(r.scores.performance)}  ${cell(r.scores.accessibility)} ${cell(
        r.scores['best-practices'],
      )}  ${cell(r.scores.seo)}  ${r.lcpMs === null ? '  –' : (r.lcpMs / 1000).toFixed(1).padStart(5)}  ${
        r.transferKiB === null ? '           –' : r.transferKiB.toFixed(0).padStart(12)
      }  ${r.failing.join(', ')}`,
    );
  }
  const below = rows.flatMap((r) =>
    CATEGORIES.filter((c) => r.scores[c] !== null && r.scores[c]! < GOAL).map(
      (c) => `${r.page} (${r.branding}) ${c} ${r.scores[c]}`,
    ),
  );
  console.log(
    below.length === 0
      ? `every category at least ${GOAL} on every page`
      : `below ${GOAL}: ${below.join('; ')}`,
  );
  console.log(`full reports: ${path.relative(process.cwd(), reportsDir)}/*.json`);
}

export async function benchLighthouse(): Promise<void> {
  fs.mkdirSync(reportsDir, { recursive: true });
  const server: DemoServer = await startDemoServer();
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--remote-debugging-port=0'],
  });
  const rows: Row[] = [];
  try {
    const view = (await (
      await fetch(`${server.url}/api/public/pages/${server.demo.slug}`)
    ).json()) as PublicPageView;
    const service = view.services.find((s) => s.price > 0) ?? view.services[0];
    const pkg = view.packages[0];
    if (!service || !pkg) throw new Error('the demo page lists no service or no package');
    const pages = {
      'booking page': `${server.url}/${server.demo.slug}`,
      'service page': `${server.url}/${server.demo.slug}/${service.id}`,
      'package page': `${server.url}/packages/${pkg.id}`,
    };
    for (const branding of BRANDINGS) {
      await server.api('PUT', '/api/booking-page/branding', {
        accentColor: branding.accentColor,
        backgroundColor: branding.backgroundColor,
      });
      const tag = branding.name.replace(/\W+/g, '-');
      for (const [name, url] of Object.entries(pages)) {
        const lhr = await navigationReport(browser, url);
        rows.push(rowOf(name, branding.name, lhr, `${name.replace(/\W+/g, '-')}.${tag}.json`));
      }
      const { nav, snap } = await checkoutReports(browser, pages['service page']);
      const navRow = rowOf('checkout', branding.name, nav, `checkout-load.${tag}.json`);
      const snapRow = rowOf('checkout', branding.name, snap, `checkout.${tag}.json`);
      rows.push({
        ...snapRow,
        scores: { ...snapRow.scores, performance: navRow.scores.performance },
        lcpMs: navRow.lcpMs,
        transferKiB: navRow.transferKiB,
        failing: [...new Set([...navRow.failing, ...snapRow.failing])],
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  print(rows);
}
