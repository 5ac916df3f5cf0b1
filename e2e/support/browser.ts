import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

// Debian's Chromium; the flags keep it off the network this machine does not have.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
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
