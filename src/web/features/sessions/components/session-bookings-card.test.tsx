// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domRootPerTest } from '../../../testing/dom-root';
import { SessionBookingsCard } from './session-bookings-card';

const dom = domRootPerTest();

afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('SessionBookingsCard', () => {
  it("says 'Failed to load bookings' with the spec's sentence when they cannot be loaded, then retries", async () => {
    let fail = true;
    const fetch = vi.fn(async () =>
      fail
        ? new Response('boom', { status: 500 })
        : new Response(JSON.stringify([]), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    act(() => {
      dom.render(
        <MantineProvider env="test">
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <SessionBookingsCard sessionId="s-1" zone="Europe/London" />
          </QueryClientProvider>
        </MantineProvider>,
      );
    });
    await settle();
    expect(fetch).toHaveBeenCalledWith('/api/sessions/s-1/bookings', expect.anything());
    const alert = dom.container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h2')?.textContent).toBe('Failed to load bookings');
    expect(alert?.textContent).toContain('Something went wrong. Cannot load session bookings.');

    fail = false;
    act(() => alert!.querySelector('button')!.click());
    await settle();
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
    expect(dom.container.textContent).toContain('No bookings.');
  });
});
