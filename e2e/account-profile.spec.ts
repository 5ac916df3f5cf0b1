import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, screenshot, screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 18, the Profile card end to end: a new expert uploads and crops a photo, changes their
// display name and notification time zone, saves, and sees both on their public booking page.

const EXPERT = { firstName: 'Nora', lastName: 'Field', email: 'nora@example.com', password: 'coaching-2026' };
const SLUG = 'nora-field';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let photoFile = '';
const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);

beforeAll(async () => {
  // A 900 × 600 landscape photo: a teal left half and an orange right half.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-photo-'));
  photoFile = path.join(dir, 'portrait.png');
  const half = (r: number, g: number, b: number) =>
    sharp({ create: { width: 450, height: 600, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  await sharp({ create: { width: 900, height: 600, channels: 3, background: '#fff' } })
    .composite([
      { input: await half(20, 150, 140), left: 0, top: 0 },
      { input: await half(240, 140, 40), left: 450, top: 0 },
    ])
    .png()
    .toFile(photoFile);
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, EXPERT);
  await api('POST', '/api/booking-page', { firstName: 'Nora', lastName: 'Field', slug: SLUG });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the profile card', () => {
  it('opens from the avatar menu, and /dashboard/account/profile leads to it', async () => {
    await page.goto(`${server.url}/dashboard/account/profile`);
    await page.waitForURL(`${server.url}/dashboard/account`);
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Display name').inputValue()).toBe('Nora Field');
    await page.getByText('Unverified').waitFor();
    await page.getByText('You are not an admin of any partner accounts').waitFor();
  });

  it('refuses to save without a photo', async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please add a photo').waitFor();
  });

  it('uploads, crops and saves a photo with a new display name and time zone', async () => {
    await page.getByLabel('Photo file').setInputFiles(photoFile);
    const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
    await dialog.waitFor();
    // Drag the photo right: the crop moves onto the teal left half.
    const area = dialog.getByTestId('photo-crop-area');
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await screenshotBoth(page, 'account-photo-crop');
    await dialog.getByRole('button', { name: 'Use photo' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Display name').fill('Nora Field Coaching');
    const zone = page.getByRole('combobox', { name: 'Time zone for notifications' });
    await zone.click();
    await zone.fill('tokyo');
    await page.getByRole('option', { name: /Asia\/Tokyo/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Saved' });
    await saved.waitFor();
    await screenshotBoth(page, 'account-profile-saved');
    // spec §9: the mark goes after 2 seconds.
    await saved.waitFor({ state: 'detached', timeout: 5_000 });

    const profile = await api('GET', '/api/account/profile');
    expect(profile).toMatchObject({ displayName: 'Nora Field Coaching', timezone: 'Asia/Tokyo' });
    // The crop came from the left (teal) half of the photo.
    const bytes = Buffer.from(await (await fetch(`${server.url}${profile.photoUrl}`)).arrayBuffer());
    const { dominant } = await sharp(bytes).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 400, height: 400 });
  });

  it('shows the new photo and display name on the public booking page and in the header', async () => {
    const client = await browser.newPage({ viewport: DESKTOP });
    await client.goto(`${server.url}/${SLUG}`);
    await client.getByRole('heading', { name: 'Nora Field Coaching' }).waitFor();
    const src = await client.locator('img.avatar').first().getAttribute('src');
    expect(src).toMatch(/^\/images\/photos\/.+\.jpg$/);
    await client.close();
    const header = await page
      .getByRole('button', { name: 'Account menu' })
      .locator('img')
      .getAttribute('src');
    expect(header).toMatch(/^\/images\/photos\/.+-200\.jpg$/);
  });

  it('hides the navigation items its experimental-feature flags turn off (spec doc 2 §2)', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(`${server.url}/dashboard/account`);
    await nav.getByText('Reports').waitFor();
    const flags = { 'hideNav.reports': true, 'hideNav.automation': true, 'hideNav.calls': false };
    await server.sql('update users set experimental_features_enabled = $1 where email = $2', [
      JSON.stringify(flags),
      EXPERT.email,
    ]);
    await page.goto(`${server.url}/dashboard/account`);
    await nav.getByText('Dashboard').waitFor();
    expect(await nav.locator('a, [role=link]').allTextContents()).toEqual([
      'Dashboard',
      'Booking page',
      'Scheduling',
      'Payments',
      'Calls',
    ]);
    await screenshot(page, 'account-nav-flags-desktop');
    await server.sql('update users set experimental_features_enabled = $1 where email = $2', [
      '{}',
      EXPERT.email,
    ]);
    await page.goto(`${server.url}/dashboard/account`);
    await nav.getByText('Reports').waitFor();
  });
});
