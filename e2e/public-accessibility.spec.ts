import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPageView } from '../src/domain/public-booking/public-page-view';
import { screenshotBoth } from './support/browser';
import { expertApi, openDemoSession, signInAsDemoExpert } from './support/demo';
import { type BrowserSession, closeSession } from './support/session';

// issue 19: axe-core finds no serious or critical issue on the public pages (the booking page, a
// service page, its checkout step, a package page, the terms) with the expert's branding applied,
// for a few colour pairs including a dark background. Lighthouse's scores: bench/lighthouse.ts.

// Evaluated through the DevTools protocol: a <script> tag would be refused by the pages' CSP.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

let s: BrowserSession & { demo: { slug: string } };
let page: Page;
let api: ReturnType<typeof expertApi>;
let pages: Record<string, string>;

/** axe's serious and critical violations on the page as it is now, described for a failure's report. */
async function seriousViolations(): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}

beforeAll(async () => {
  s = await openDemoSession();
  page = s.page;
  await signInAsDemoExpert(page, s.server.url);
  api = expertApi(page, () => s.server.url);
  const view = (await (
    await page.request.get(`${s.server.url}/api/public/pages/${s.demo.slug}`)
  ).json()) as PublicPageView;
  const service = view.services.find((x) => x.price > 0) ?? view.services[0]!;
  pages = {
    'booking page': `/${s.demo.slug}`,
    'service page': `/${s.demo.slug}/${service.id}`,
    'package page': `/packages/${view.packages[0]!.id}`,
    terms: `/${s.demo.slug}/terms`,
  };
});
afterAll(async () => {
  await closeSession(s);
});

const PAIRS = [
  { name: 'no branding', accentColor: '', backgroundColor: '' },
  { name: 'teal on mint', accentColor: '#0b7285', backgroundColor: '#e6fcf5' },
  { name: 'yellow on a dark background', accentColor: '#ffd43b', backgroundColor: '#1a1b2e' },
  { name: 'red on pale indigo', accentColor: '#e03131', backgroundColor: '#dbe4ff' },
];

describe('the public pages with branding, checked by axe-core', () => {
  for (const pair of PAIRS) {
    it(`has no serious or critical issue: ${pair.name}`, async () => {
      await api('PUT', '/api/booking-page/branding', {
        accentColor: pair.accentColor,
        backgroundColor: pair.backgroundColor,
      });
      const found: string[] = [];
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${s.server.url}${path}`);
        await page.locator('main h1, main h2').first().waitFor();
        // Let the page's data arrive (the skeleton is replaced by content).
        await page.waitForFunction(() => !document.querySelector('.skeleton'));
        found.push(...(await seriousViolations()).map((v) => `${name}: ${v}`));
        if (name === 'service page') {
          // The checkout: the first free day and time, then the details form.
          await page.locator('button.calendar-day-free').first().click();
          await page.getByRole('list', { name: 'Available times' }).getByRole('button').first().click();
          await page.getByLabel('Email').waitFor();
          found.push(...(await seriousViolations()).map((v) => `checkout: ${v}`));
          if (pair.name === 'yellow on a dark background') await screenshotBoth(page, 'public-checkout-dark');
        }
        if (pair.name === 'yellow on a dark background' && name === 'booking page')
          await screenshotBoth(page, 'public-page-dark');
        if (pair.name === 'teal on mint' && name === 'package page')
          await screenshotBoth(page, 'public-package-teal');
      }
      expect(found).toEqual([]);
    });
  }
});
