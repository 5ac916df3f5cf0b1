import type { Page } from 'playwright-core';
import { screenshotBoth } from './browser';

export type NewExpert = { firstName: string; lastName: string; email: string; password: string };

/** Signs up through the form, as a person would, and waits for the dashboard. */
export async function signUpThroughUi(page: Page, baseUrl: string, expert: NewExpert): Promise<void> {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('First name').fill(expert.firstName);
  await page.getByLabel('Last name').fill(expert.lastName);
  await page.getByLabel('Email').fill(expert.email);
  await page.getByLabel('Password').fill(expert.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(`${baseUrl}/dashboard/home/sessions`);
}

/**
 * Reloads the screen with its data request held back (its loading state), then failed with a
 * 500 (its error state), then lets 'Try again' load it for real. Screenshots both states.
 */
export async function checkLoadingAndError(
  page: Page,
  options: {
    request: string;
    loading: string;
    error: string;
    screenshot: string;
    recovered: () => Promise<unknown>;
  },
): Promise<void> {
  let fail = true;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(options.request, async (route) => {
    await held;
    if (fail) await route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' });
    else await route.continue();
  });
  await page.reload();
  await page.getByRole('status', { name: options.loading }).waitFor();
  await screenshotBoth(page, `${options.screenshot}-loading`);
  release();
  await page.getByText(options.error).waitFor();
  await screenshotBoth(page, `${options.screenshot}-error`);
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await options.recovered();
  await page.unroute(options.request);
}
