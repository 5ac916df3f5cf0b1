// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_MESSAGES } from '../../../../domain/integrations/api-key-input';
import type { ApiKeyView, CreatedApiKeyView } from '../../../../domain/integrations/integration-view';
import { domRootPerTest } from '../../../testing/dom-root';
import { ApiKeysSection } from './api-keys-section';
import { KEY_SHOWN_ONCE } from './created-key-modal';

const dom = domRootPerTest();

const KEY = 'sw_live_a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6';
const view: ApiKeyView = {
  id: 'k1',
  name: 'Zapier',
  prefix: 'sw_live_a1b2c3',
  createdAt: '2026-12-16T10:30:00.000Z',
  lastUsedAt: null,
};
let keys: ApiKeyView[];
let createAnswer: { status: number; body: unknown };
const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  keys = [];
  createAnswer = { status: 201, body: { ...view, key: KEY } satisfies CreatedApiKeyView };
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/integrations/api-keys' && init?.method === 'POST') {
        if (createAnswer.status === 201) keys = [view];
        return new Response(JSON.stringify(createAnswer.body), { status: createAnswer.status });
      }
      return new Response(JSON.stringify({ keys }), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() => {
    dom.render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <ApiKeysSection zone="Europe/London" />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const page = () => document.body.textContent ?? '';

function typeName(value: string) {
  const input = dom.container.querySelector<HTMLInputElement>('input[aria-label="Key name"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function createKey(name: string) {
  typeName(name);
  await act(async () => {
    dom.container.querySelector<HTMLFormElement>('form[aria-label="New API key"]')!.requestSubmit();
  });
  await settle();
}

const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find((node) => node.textContent === name);

describe('API keys', () => {
  it('asks for a name, with the contract’s words', async () => {
    render();
    await settle();
    await createKey('');
    expect(page()).toContain(API_KEY_MESSAGES.name);
    expect(page()).toContain('Please give this key a name');
    await createKey('x'.repeat(61));
    expect(page()).toContain('Name is too long');
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a new key once, with Copy and a warning, then only its prefix', async () => {
    render();
    await settle();
    expect(page()).toContain('No API keys yet.');
    await createKey('Zapier');
    const dialog = document.body.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Your new API key');
    expect(dialog.textContent).toContain(KEY_SHOWN_ONCE);
    expect(dialog.textContent).toContain("won't be shown again");
    expect(dialog.querySelector<HTMLInputElement>('textarea[readonly]')?.value).toBe(KEY);

    await act(async () => button('Copy')!.click());
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(button('Copied')).toBeDefined();

    await act(async () => button('I have copied it')!.click());
    await settle();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    // The list knows the key by its prefix only; the key itself is nowhere on the page.
    expect(page()).toContain('sw_live_a1b2c3…');
    expect(page()).toContain('Never used');
    expect(page()).not.toContain(KEY);
    expect(document.body.innerHTML).not.toContain(KEY);
  });

  it("says the server's limit in its own words", async () => {
    createAnswer = {
      status: 409,
      body: { error: { code: 'conflict', message: API_KEY_MESSAGES.tooManyKeys } },
    };
    render();
    await settle();
    await createKey('Make');
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'You can have at most 10 API keys. Revoke one you no longer use.',
    );
  });
});
