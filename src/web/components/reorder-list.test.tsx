// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { domRootPerTest } from '../testing/dom-root';
import { moveItem, ReorderList } from './reorder-list';

const dom = domRootPerTest();

const items = [
  { id: 'a', title: 'Intro call' },
  { id: 'b', title: 'Deep dive' },
  { id: 'c', title: 'Follow-up' },
];

function render(onSave: (ids: string[]) => Promise<unknown>) {
  act(() => {
    dom.render(
      <MantineProvider env="test">
        <ReorderList items={items} onSave={onSave} onCancel={() => {}} />
      </MantineProvider>,
    );
  });
}

const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  ) as HTMLButtonElement;
const known = new Set(items.map((item) => item.title));
const titles = () =>
  [...dom.container.querySelectorAll('li p')].map((p) => p.textContent ?? '').filter((t) => known.has(t));

describe('moveItem', () => {
  it('moves one item and shifts those in between', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('ReorderList', () => {
  it('saves nothing until something moved, then saves the whole new order', async () => {
    const onSave = vi.fn(async () => {});
    render(onSave);
    expect(button('Save order').disabled).toBe(true);
    expect(button('Move Intro call up').disabled).toBe(true);
    act(() => button('Move Follow-up up').click());
    expect(titles()).toEqual(['Intro call', 'Follow-up', 'Deep dive']);
    expect(button('Save order').disabled).toBe(false);
    await act(async () => button('Save order').click());
    expect(onSave).toHaveBeenCalledWith(['a', 'c', 'b']);
  });

  it('shows the server message when saving fails and lets the expert try again', async () => {
    render(async () => {
      throw new ApiError(
        409,
        'conflict',
        'The list has changed since you opened it. Reload the page and try again.',
      );
    });
    act(() => button('Move Intro call down').click());
    await act(async () => button('Save order').click());
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'The list has changed since you opened it. Reload the page and try again.',
    );
    expect(button('Save order').disabled).toBe(false);
  });
});
