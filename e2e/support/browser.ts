import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { installShiftedDate } from '../../src/testing/shifted-date';

const root = path.resolve(import.meta.dirname, '../..');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

// Debian's Chromium; the flags keep it off the network this machine does not have. Every page
// runs on the test's clock (ADR 029), through onTestClock. Not Playwright's clock: its Date
// cannot be subclassed, which breaks @date-fns/tz's TZDate in the app, and it replaces the
// timers, requestAnimationFrame and `performance` as well.
// `fakeMedia`: a synthetic camera and microphone, granted without a prompt (the call room).
// `hostResolverRules`: Chromium's --host-resolver-rules, e.g. 'MAP book.example 127.0.0.1:3000'
// (a custom domain reaching the test server without DNS, issue 19).
export async function launchBrowser(
  options: { fakeMedia?: boolean; hostResolverRules?: string } = {},
): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(options.fakeMedia ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
      ...(options.hostResolverRules ? [`--host-resolver-rules=${options.hostResolverRules}`] : []),
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => onTestClock(await newContext(options));
  // A page of its own context, as Browser.newPage makes, closed with the page.
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close().catch(() => {}));
    return page;
  };
  return browser;
}

async function onTestClock(context: BrowserContext): Promise<BrowserContext> {
  // Both processes read the machine's time through `performance`; the test's Date is shifted.
  const offset = Math.round(Date.now() - (performance.timeOrigin + performance.now()));
  await context.addInitScript(installShiftedDate, offset);
  return context;
}

/** Keeps a screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(root, 'test-results/screenshots', `${name}.png`), fullPage: true });
}

/**
 * Full-page screenshots at desktop and phone width from the top (so the sticky header is not
 * drawn over the middle), restoring the desktop viewport.
 */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}
