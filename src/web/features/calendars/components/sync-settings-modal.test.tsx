// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarAccountsView } from '../../../../domain/calendar/accounts';
import { GENERIC_ERROR_MESSAGE } from '../../../../domain/shared/messages';
import { domRootPerTest } from '../../../testing/dom-root';
import { SyncSettingsModal } from './sync-settings-modal';

// Opening the sync settings re-reads each account's calendars (spec §7); a provider that cannot be
// reached must not leave the dialog silent or empty.

const dom = domRootPerTest();

afterEach(() => {
  vi.unstubAllGlobals();
});

const saved: CalendarAccountsView = {
  accounts: [
    {
      id: 'g',
      provider: 'google',
      email: 'ines@gmail.com',
      principalName: null,
      appleId: null,
      hasAuthError: false,
      connectedAt: '2026-12-16T10:00:00.000Z',
      calendars: [{ id: 'ines@gmail.com', name: 'Ines Moreau', writeable: true, syncFrom: true }],
    },
    {
      id: 'a',
      provider: 'apple',
      email: null,
      principalName: null,
      appleId: 'ines@icloud.com',
      hasAuthError: false,
      connectedAt: '2026-12-16T10:00:00.000Z',
      calendars: [{ id: '/dav/home/', name: 'Home', writeable: true, syncFrom: false }],
    },
  ],
  to: null,
  limit: 2,
  canConnect: false,
  providers: { google: true, microsoft: true, apple: true },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function open(refresh: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/calendars/refresh' ? refresh() : json(200, saved))),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  act(() => {
    dom.render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <SyncSettingsModal opened onClose={() => {}} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
}
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
const alerts = () => [...document.body.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
const checkboxes = () =>
  [...document.body.querySelectorAll('input[type="checkbox"]')].map(
    (c) => document.body.querySelector(`label[for="${c.id}"]`)?.textContent,
  );

describe('SyncSettingsModal', () => {
  it('names the account whose provider could not be reached, and keeps its saved calendars usable', async () => {
    open(() => json(200, { ...saved, notRefreshed: ['g'] }));
    await settle();
    expect(alerts()).toEqual([
      'Your calendars could not be updated just now (Google Calendar · ines@gmail.com). You can still choose from the calendars saved earlier, or close this and try again later.',
    ]);
    expect(checkboxes()).toEqual(['Ines Moreau', 'Home']);
  });

  it('says nothing when every account was read again', async () => {
    open(() => json(200, { ...saved, notRefreshed: [] }));
    await settle();
    expect(alerts()).toEqual([]);
    expect(checkboxes()).toEqual(['Ines Moreau', 'Home']);
  });

  it('when the refresh itself fails, says so and offers the calendars saved earlier', async () => {
    open(() => new Response('boom', { status: 503 }));
    await settle();
    await settle();
    expect(alerts()).toEqual([
      'Your calendars could not be updated just now (Google Calendar · ines@gmail.com, Apple iCloud · ines@icloud.com). You can still choose from the calendars saved earlier, or close this and try again later.',
    ]);
    expect(checkboxes()).toEqual(['Ines Moreau', 'Home']);
    expect(document.body.textContent).not.toContain(GENERIC_ERROR_MESSAGE);
  });
});
