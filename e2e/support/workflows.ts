import type { Page } from 'playwright-core';

// Helpers of the automation specs: the workflow screens' parts as a person finds them.

export const REMINDER = 'Reminder to the client · 1 hour before the session starts';
export const EMAIL = 'Email to the client · 1 day after the session ends';

export const workflowsUrl = (baseUrl: string) => `${baseUrl}/dashboard/automation/workflows`;

/** A workflow's card on the index, found by its name's link. */
export const workflowCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

/** Picks an option of a Mantine select by the select's label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const actionForm = (page: Page) => page.getByRole('form', { name: 'Action' });
export const actionFormError = (page: Page, message: string) =>
  actionForm(page).getByText(message, { exact: true });

/** Calls the API with the page's session cookie. */
export async function callApi<T>(
  page: Page,
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await page.request.fetch(`${baseUrl}/api${path}`, {
    method,
    data: body,
    headers: { origin: baseUrl },
  });
  return { status: res.status(), json: (await res.json().catch(() => null)) as T };
}

/** Lets a dialog finish fading in (before a screenshot or a click in it). */
export async function dialogShown(page: Page) {
  await page.waitForFunction(() => {
    const content = document.querySelector('[role="dialog"]');
    return content !== null && getComputedStyle(content).opacity === '1';
  });
}
