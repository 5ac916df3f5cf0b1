// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domRootPerTest } from '../../../testing/dom-root';
import { useDeleteGroupSession } from '../api/delete-group-session';
import { DeleteSessionButton } from './delete-session-button';

const dom = domRootPerTest();

afterEach(() => {
  vi.unstubAllGlobals();
});

function Delete({ onDeleted }: { onDeleted: () => void }) {
  return (
    <DeleteSessionButton
      id="gs-1"
      mutation={useDeleteGroupSession()}
      label="Morning breathwork"
      onDeleted={onDeleted}
    />
  );
}

const button = (name: string) =>
  [...document.body.querySelectorAll('button')].filter((b) => b.textContent === name).at(-1)!;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('DeleteSessionButton', () => {
  it("shows 'Session has bookings' when someone booked before the delete arrived", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'conflict', message: 'Session has bookings' } }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const onDeleted = vi.fn();
    act(() => {
      dom.render(
        <MantineProvider env="test">
          <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
            <Delete onDeleted={onDeleted} />
          </QueryClientProvider>
        </MantineProvider>,
      );
    });
    act(() => button('Delete').click());
    await settle();
    expect(document.body.textContent).toContain(
      'Delete Morning breathwork? It is removed from your booking page.',
    );
    act(() => button('Delete').click());
    await settle();
    expect(fetch).toHaveBeenCalledWith(
      '/api/group-sessions/gs-1',
      expect.objectContaining({ method: 'DELETE' }),
    );
    const alert = document.body.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('Session has bookings');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
