import type { Page } from 'playwright-core';
import { screenshotBoth } from './browser';
import type { BrowserSession } from './session';

// Helpers of the automation specs: the workflow screens' parts as a person finds them.

export const REMINDER = 'Reminder to the client · 1 hour before the session starts';
export const EMAIL = 'Email to the client · 1 day after the session ends';

export type WorkflowScreens = ReturnType<typeof workflowScreens>;

/** The helpers for one spec's page and server. */
export function workflowScreens({ page, server }: Pick<BrowserSession, 'page' | 'server'>) {
  const actionForm = () => page.getByRole('form', { name: 'Action' });
  return {
    listUrl: () => `${server.url}/dashboard/automation/workflows`,
    /** A workflow's card on the index, found by its name's link. */
    card: (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) }),
    /** Picks an option of a Mantine select by the select's label. */
    async choose(label: string, option: string) {
      await page.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    },
    actionForm,
    fieldError: (message: string) => actionForm().getByText(message, { exact: true }),
    /** Calls the API with the page's session cookie. */
    async api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
      const res = await page.request.fetch(`${server.url}/api${path}`, {
        method,
        data: body,
        headers: { origin: server.url },
      });
      return { status: res.status(), json: (await res.json().catch(() => null)) as T };
    },
    /** Lets a dialog finish fading in (before a screenshot or a click in it). */
    dialogShown: () => dialogShown(page),
    /** Desktop and phone screenshots, with the earlier steps' notifications closed first. */
    async screenshot(name: string) {
      const notifications = page.locator('.mantine-Notification-closeButton');
      for (const close of await notifications.all()) await close.click().catch(() => {});
      await notifications.first().waitFor({ state: 'detached' });
      await screenshotBoth(page, name);
    },
  };
}

async function dialogShown(page: Page) {
  await page.waitForFunction(() => {
    const content = document.querySelector('[role="dialog"]');
    return content !== null && getComputedStyle(content).opacity === '1';
  });
}
