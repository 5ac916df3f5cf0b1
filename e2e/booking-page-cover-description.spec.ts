import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot, screenshotBoth } from './support/browser';
import { expertApi } from './support/demo';
import { signUpThroughUi } from './support/flows';
import { type RunningServer, startServer } from './support/server';

// Issue 19, the Page tab's cover image and description end to end: the expert drops in a wide
// image, which the preview and the public page show across the top (4:1, sized before it loads);
// writes a description with bold text and a list, which the public page shows as rich text; then
// replaces and removes the cover.

const EXPERT = { firstName: 'Maya', lastName: 'Chen', email: 'maya@example.com', password: 'coaching-2026' };

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let coverFile = '';
let secondFile = '';
const api = (...args: Parameters<ReturnType<typeof expertApi>>) => expertApi(page, () => server.url)(...args);

/** A wide landscape: sky to sea in blues and a warm sun, as a PNG of width × height. */
function landscape(width: number, height: number, sun: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1e3a8a"/><stop offset="0.6" stop-color="#60a5fa"/><stop offset="1" stop-color="#fde68a"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.62}" r="${height * 0.18}" fill="${sun}"/>
    <rect y="${height * 0.7}" width="100%" height="${height * 0.3}" fill="#0f766e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-cover-'));
  coverFile = path.join(dir, 'cover.png');
  secondFile = path.join(dir, 'second.jpg');
  fs.writeFileSync(coverFile, await landscape(2400, 900, '#f97316'));
  fs.writeFileSync(
    secondFile,
    await sharp(await landscape(1200, 300, '#e11d48'))
      .jpeg()
      .toBuffer(),
  );
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  await signUpThroughUi(page, server.url, EXPERT);
  await api('POST', '/api/booking-page', { firstName: 'Maya', lastName: 'Chen', slug: 'maya-chen' });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the cover image and description', () => {
  it('uploads a cover, which the card and the preview show at once', async () => {
    await page.goto(`${server.url}/dashboard/booking`);
    const card = page.getByRole('region', { name: 'Cover image' });
    await card.getByText('Drop an image here').waitFor();
    await page.getByLabel('Cover image file').setInputFiles(coverFile);
    await card.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await card.getByRole('button', { name: 'Replace cover image' }).waitFor();
    const cover = (await api('GET', '/api/booking-page')).cover;
    expect(cover).toMatchObject({ width: 1600, height: 400, alt: '' });
    expect(cover.url).toMatch(/^\/images\/covers\/.+\/[0-9a-f]{64}\.jpg$/);
    const preview = page.getByTestId('preview-cover');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(cover.smallUrl);
    // The stored cover is the upload cropped to 4:1, at 1600 × 400.
    const bytes = Buffer.from(await (await fetch(`${server.url}${cover.url}`)).arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1600, height: 400, format: 'jpeg' });
  });

  it('writes a description with bold text and a list, and the alt text of the cover', async () => {
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await page.keyboard.type('I help ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('new managers');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' lead with clarity and calm.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bullet list' }).click();
    await page.keyboard.type('Weekly one-to-one calls');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Notes after every session');
    await page.getByText('95/2000').waitFor();
    await page.getByLabel('Cover image description').fill('A sunset over a calm green sea');
    const preview = page.getByTestId('preview-description');
    expect(await preview.locator('strong').textContent()).toBe('new managers');
    expect(await preview.locator('li').allTextContents()).toEqual([
      'Weekly one-to-one calls',
      'Notes after every session',
    ]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor();
    const saved = await api('GET', '/api/booking-page');
    expect(saved.coverAlt).toBe('A sunset over a calm green sea');
    expect(saved.description.content.map((node: { type: string }) => node.type)).toEqual([
      'paragraph',
      'bulletList',
    ]);
    await screenshotBoth(page, 'booking-page-cover-description-tab');
  });

  it('shows the cover and the description on the public page, the cover sized before it loads', async () => {
    const client = await browser.newPage({ viewport: DESKTOP });
    await client.goto(`${server.url}/maya-chen`);
    const cover = client.getByRole('img', { name: 'A sunset over a calm green sea' });
    await cover.waitFor();
    expect(await cover.getAttribute('width')).toBe('1600');
    expect(await cover.getAttribute('height')).toBe('400');
    await client.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.profile-cover');
      return img?.complete && img.naturalWidth > 0;
    });
    const box = (await cover.boundingBox())!;
    expect(Math.round(box.width / box.height)).toBe(4);
    const about = client.getByTestId('page-description');
    expect(await about.locator('strong').textContent()).toBe('new managers');
    expect(await about.locator('li').allTextContents()).toEqual([
      'Weekly one-to-one calls',
      'Notes after every session',
    ]);
    await screenshotBoth(client, 'booking-page-public-cover-description');
    // On a phone the cover spans the card and keeps its shape.
    await client.setViewportSize(PHONE);
    const phoneBox = (await cover.boundingBox())!;
    expect(phoneBox.width).toBeGreaterThan(PHONE.width - 40);
    expect(Math.round(phoneBox.width / phoneBox.height)).toBe(4);
    await screenshot(client, 'booking-page-public-cover-phone-top');
    await client.close();
  });

  it('refuses a file that is not an image, keeping the cover', async () => {
    const before = (await api('GET', '/api/booking-page')).cover.url;
    const dir = path.dirname(coverFile);
    const text = path.join(dir, 'notes.png');
    fs.writeFileSync(text, 'not an image');
    await page.getByLabel('Cover image file').setInputFiles(text);
    await page.getByRole('alert').filter({ hasText: 'This file could not be read as an image' }).waitFor();
    expect((await api('GET', '/api/booking-page')).cover.url).toBe(before);
  });

  it('replaces the cover with a file dropped on it, then removes it', async () => {
    const before = (await api('GET', '/api/booking-page')).cover.url;
    // Dropped as a person drags a file from their desktop onto the card.
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'second.jpg', { type: 'image/jpeg' }));
      return transfer;
    }, fs.readFileSync(secondFile).toString('base64'));
    await page.getByTestId('cover-drop').dispatchEvent('dragover', { dataTransfer });
    await page.getByTestId('cover-drop').dispatchEvent('drop', { dataTransfer });
    await page.waitForFunction(
      (old) =>
        document.querySelector('[data-testid="preview-cover"]')?.getAttribute('src') !==
        old.replace('.jpg', '-800.jpg'),
      before,
    );
    const replaced = (await api('GET', '/api/booking-page')).cover.url;
    expect(replaced).not.toBe(before);
    // The words described the old cover: they go with it.
    expect(await page.getByLabel('Cover image description').inputValue()).toBe('');
    expect((await api('GET', '/api/booking-page')).cover.alt).toBe('');
    expect((await fetch(`${server.url}${before}`)).status).toBe(404);
    await page.getByRole('region', { name: 'Cover image' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Drop an image here').waitFor();
    expect((await api('GET', '/api/booking-page')).cover).toBeNull();
    expect(await page.getByTestId('preview-cover').count()).toBe(0);
    const client = await browser.newPage({ viewport: DESKTOP });
    await client.goto(`${server.url}/maya-chen`);
    await client.getByTestId('page-description').waitFor();
    expect(await client.locator('img.profile-cover').count()).toBe(0);
    await client.close();
  });
});
