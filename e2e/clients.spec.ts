import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import { openDemoSession, signInAsDemoExpert } from './support/demo';
import { checkLoadingAndError } from './support/flows';
import type { RunningServer } from './support/server';
import { type BrowserSession, closeSession } from './support/session';

// The clients CRM on the demo data (300 clients of the demo expert): search, sort, create with
// a duplicate email, a long note and leaving it unsaved, the CSV export.

let session: BrowserSession;
let server: RunningServer;
let page: Page;
// A recent demo client with a last name of 6 or more plain letters (for the typo search).
let newest: { firstName: string; lastName: string; email: string };

beforeAll(async () => {
  session = await openDemoSession();
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

const clientsUrl = () => `${server.url}/dashboard/home/clients`;
// The Select's input (its listbox carries the same label).
const sortBy = () => page.getByLabel('Sort by').first();
const detailTab = (name: string) =>
  page.getByRole('tablist', { name: /records$/ }).getByRole('tab', { name, exact: true });
const searchBox = () => page.getByRole('textbox', { name: 'Search' });
const rowNames = () =>
  page.getByRole('table', { name: 'Clients' }).locator('tbody tr td:first-child').allTextContents();

/** Waits until no list is loading or showing the previous page in its place. */
const settled = () =>
  page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"]') && !document.querySelector('[role="status"]'),
  );

/** Waits for the list to answer the query (after the 500 ms debounce) and settle. */
async function searchFor(text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/clients?') && new URL(r.url()).searchParams.get('q') === text.trim(),
  );
  await searchBox().fill(text);
  await answered;
  await settled();
}

describe('clients', () => {
  it('signs in to the demo data and lists clients newest first, 25 a page', async () => {
    await signInAsDemoExpert(page, server.url);
    const recent = (await page.evaluate(async () => (await fetch('/api/clients')).json())) as {
      items: { firstName: string; lastName: string; email: string }[];
    };
    newest = recent.items.find((c) => /^[A-Za-z]{6,}$/.test(c.lastName))!;
    await page.getByRole('tab', { name: 'Clients' }).click();
    await page.waitForURL(clientsUrl());
    await page.getByRole('table', { name: 'Clients' }).waitFor();
    const names = await rowNames();
    expect(names).toHaveLength(25);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2').waitFor();
    await settled();
    expect(await rowNames()).not.toEqual(names);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1').waitFor();
    await settled();
    expect(await rowNames()).toEqual(names);
    await screenshotBoth(page, 'clients-list');
    await checkLoadingAndError(page, {
      request: '**/api/clients?*',
      loading: 'Loading clients',
      error: 'Something went wrong. Please try again later.',
      screenshot: 'clients-list',
      recovered: () => page.getByRole('table', { name: 'Clients' }).waitFor(),
    });
  });

  it('searches by 2 characters (a prefix) and by 5 with a typo (fuzzy)', async () => {
    const prefix = newest.lastName.slice(0, 2).toLowerCase();
    await searchFor(prefix);
    const prefixRows = await page
      .getByRole('table', { name: 'Clients' })
      .locator('tbody tr')
      .allTextContents();
    expect(prefixRows.length).toBeGreaterThan(0);
    const cells = await page
      .getByRole('table', { name: 'Clients' })
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent ?? '')),
      );
    for (const [name, email] of cells) {
      const words = [...name!.toLowerCase().split(' '), email!.toLowerCase()];
      expect(
        words.some((w) => w.startsWith(prefix)),
        `${name} ${email}`,
      ).toBe(true);
    }
    // The last name's first four letters and a wrong fifth one.
    const typo = `${newest.lastName.slice(0, 4)}x`;
    expect(typo).toHaveLength(5);
    await searchFor(typo);
    expect(await rowNames()).toContain(`${newest.firstName} ${newest.lastName}`);
    await screenshotBoth(page, 'clients-search-typo');
    // Kept for the browser session: back on the list after a reload, the query is still there.
    await page.reload();
    await page.getByRole('table', { name: 'Clients' }).waitFor();
    expect(await searchBox().inputValue()).toBe(typo);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await settled();
  });

  it('changes the sort and keeps it after a reload', async () => {
    await sortBy().click();
    await page.getByRole('option', { name: 'First name' }).click();
    const sortedAnswer = page.waitForResponse(
      (r) => r.url().includes('sort=firstName') && r.url().includes('order=asc'),
    );
    await page.getByText('Ascending').click();
    await sortedAnswer;
    await settled();
    const sorted = await rowNames();
    // By first name (ties in any order); names of plain letters compare the same in any collation.
    const firsts = sorted.map((n) => n.split(' ')[0]!.toLowerCase()).filter((n) => /^[a-z]+$/.test(n));
    expect(firsts.length).toBeGreaterThan(10);
    expect([...firsts].sort()).toEqual(firsts);
    await page.reload();
    await page.getByRole('table', { name: 'Clients' }).waitFor();
    expect(await sortBy().inputValue()).toBe('First name');
    expect(await rowNames()).toEqual(sorted);
    expect(await page.evaluate(() => localStorage.getItem('clients-sort'))).toBe(
      '{"field":"firstName","order":"asc"}',
    );
  });

  it('creates a client, then refuses the same email in other capitals', async () => {
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Add client' }).click();
    expect(await page.getByText('Required').count()).toBe(3);
    await page.getByLabel('First name').fill('Evangeline');
    await page.getByLabel('Last name').fill('Thistlewood');
    await page.getByLabel('Email').fill('evangeline@thistle.example');
    await screenshotBoth(page, 'clients-create');
    await page.getByRole('button', { name: 'Add client' }).click();
    await page.getByRole('heading', { name: 'Evangeline Thistlewood' }).waitFor();
    const clientUrl = page.url();

    await page.goto(`${clientsUrl()}/create`);
    await page.getByLabel('First name').fill('Other');
    await page.getByLabel('Last name').fill('Person');
    await page.getByLabel('Email').fill('Evangeline@Thistle.example');
    await page.getByRole('button', { name: 'Add client' }).click();
    await page.getByText('This email is already assigned to another client.').waitFor();
    await screenshotBoth(page, 'clients-create-duplicate');
    // Any other failure: the generic words above the form.
    await page.route('**/api/clients', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByLabel('Email').fill('someone.new@thistle.example');
    await page.getByRole('button', { name: 'Add client' }).click();
    await page.getByRole('alert').getByText('Something went wrong. Please try again later.').waitFor();
    await page.unroute('**/api/clients');
    await page.goto(clientUrl);
    await page.getByRole('heading', { name: 'Evangeline Thistlewood' }).waitFor();
  });

  it('shows the detail tabs of a demo client', async () => {
    await page.goto(clientsUrl());
    await sortBy().click();
    await page.getByRole('option', { name: 'Last session' }).click();
    const sortedAnswer = page.waitForResponse(
      (r) => r.url().includes('sort=lastSessionAt') && r.url().includes('order=desc'),
    );
    await page.getByText('Descending').click();
    await sortedAnswer;
    await settled();
    await page.getByRole('table', { name: 'Clients' }).getByRole('link').first().click();
    await page
      .getByRole('tablist', { name: /records$/ })
      .getByRole('tab', { name: 'Sessions', selected: true })
      .waitFor();
    await page.getByRole('list', { name: 'Sessions' }).waitFor();
    await screenshotBoth(page, 'client-detail-sessions');
    for (const [tab, name] of [
      ['Packages', 'packages'],
      ['Notes', 'notes'],
      ['Cancelled sessions', 'cancelled-sessions'],
    ] as const) {
      await detailTab(tab).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === name);
      await page.waitForFunction(() => !document.querySelector('[role="status"]'));
      await screenshotBoth(page, `client-detail-${name}`);
    }
    await page.goto(`${clientsUrl()}/no-such-client`);
    await page.getByRole('heading', { name: 'Client not found' }).waitFor();
  });

  it('writes a long note, asks before leaving it unsaved, and saves it', async () => {
    await page.goto(clientsUrl());
    await searchFor('Thistlewood');
    await page.getByRole('link', { name: 'Evangeline Thistlewood' }).click();
    await detailTab('Notes').click();
    await page.getByRole('button', { name: 'Add note' }).click();
    const editor = page.getByRole('textbox', { name: 'Note' });
    await editor.click();
    await page.keyboard.type('Goals for the quarter');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bullet list' }).click();
    await page.keyboard.type('Confidence');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Weekly check-in');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Level three');
    await page.keyboard.press('Enter');
    // A fourth level is refused: Tab leaves the item where it is.
    await page.keyboard.press('Tab');
    await page.keyboard.type('Still three');
    expect(await editor.locator('ul ul ul ul').count()).toBe(0);
    expect(await editor.locator('ul ul ul li').count()).toBe(2);
    await screenshotBoth(page, 'client-note-editor');

    // Leaving by a link in the app asks first; staying keeps the text.
    await detailTab('Sessions').click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved note' });
    await dialog.getByText("You haven't saved your note. Discard unsaved changes?").waitFor();
    // Let the dialog finish fading in before the screenshot.
    await page.waitForFunction(() => {
      const content = document.querySelector('[role="dialog"]');
      return content !== null && getComputedStyle(content).opacity === '1';
    });
    await screenshotBoth(page, 'client-note-unsaved');
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('notes');

    // Closing or reloading the tab: the browser's own beforeunload prompt.
    const prompt = new Promise<string>((resolve) =>
      page.once('dialog', async (d) => {
        resolve(d.type());
        await d.dismiss();
      }),
    );
    await page.evaluate(() => {
      // A user gesture has happened (typing), so Chromium shows the prompt.
      window.location.reload();
    });
    expect(await prompt).toBe('beforeunload');
    await expect(editor.textContent()).resolves.toContain('Goals for the quarter');

    // Long text: the counter appears from 49,000 characters; over 50,000 the note is refused.
    // (Focus, not a click: the middle of a long note may lie under the sticky toolbar.)
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('x'.repeat(48_950));
    await page.getByText(/^49\d{3}\/50000$/).waitFor();
    await page.keyboard.insertText('y'.repeat(1_200));
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('Too long, please write a shorter note').waitFor();
    await screenshotBoth(page, 'client-note-too-long');
    // Back under the limit.
    await editor.focus();
    await page.keyboard.press('Control+End');
    for (let i = 0; i < 240; i++) await page.keyboard.press('Backspace');
    await page.getByText(/^49\d{3}\/50000$/).waitFor();
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('Note saved').waitFor();
    const notes = page.getByRole('list', { name: 'Notes' });
    await notes.getByText('Goals for the quarter').waitFor();
    expect(await notes.locator('ul ul ul li').count()).toBe(2);
    await screenshotBoth(page, 'client-notes-saved');
  });

  it('exports every client as a CSV named for the date', async () => {
    await page.goto(clientsUrl());
    const downloaded = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('createdAt,firstName,lastName,email,lastSessionAt');
    // 300 demo clients and the one added above; the newest first.
    expect(lines.slice(1, -1)).toHaveLength(301);
    expect(lines[1]).toContain(',Evangeline,Thistlewood,evangeline@thistle.example,');
  });
});
