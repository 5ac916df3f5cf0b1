import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

export type BrowserSession = { server: RunningServer; browser: Browser; page: Page };

/** The built server on a fresh database, Chromium, and one desktop-sized page. */
export async function openSession(): Promise<BrowserSession> {
  const server = await startServer();
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: DESKTOP });
  return { server, browser, page };
}

export async function closeSession(session: Partial<BrowserSession> | undefined): Promise<void> {
  await session?.browser?.close();
  await session?.server?.stop();
}
