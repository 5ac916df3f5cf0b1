// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowType } from '../../../../domain/automation/triggers';
import { domRootPerTest } from '../../../testing/dom-root';
import { WorkflowsCard } from './workflows-field';

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const workflow = (id: string, name: string, type: WorkflowType, active: boolean) => ({
  id,
  name,
  type,
  active,
  deleted: false,
  scheduled: false,
  actions: [],
  createdAt: '2026-12-01T10:00:00.000Z',
});

function answer(workflows: ReturnType<typeof workflow>[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        workflows,
        workflowsCount: workflows.length,
        workflowsActiveCount: 0,
        multipleWorkflows: false,
      }),
    ),
  );
}

let ticked: string[] = [];

function Harness({ type, initial }: { type: WorkflowType; initial: string[] }) {
  const form = useForm({ mode: 'controlled', initialValues: { workflowsIds: initial } });
  ticked = form.values.workflowsIds;
  return <WorkflowsCard type={type} form={form} />;
}

async function render(type: WorkflowType, initial: string[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    dom.render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <Harness type={type} initial={initial} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
  // The list's request answers on a later tick; wait until the skeleton gives way.
  for (let i = 0; i < 50 && dom.container.querySelector('[aria-label="Loading workflows"]'); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

const boxes = () =>
  [...dom.container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].map((input) => ({
    input,
    label: document.querySelector(`label[for="${input.id}"]`)?.textContent,
  }));
const text = () => dom.container.textContent ?? '';

describe('WorkflowsCard', () => {
  it('lists the workflows of its type with a Paused badge, and ticking one sets workflowsIds', async () => {
    answer([
      workflow('w1', 'Reminders', 'session', true),
      workflow('w2', 'Package nudges', 'package', false),
      workflow('w3', 'Follow-ups', 'session', false),
    ]);
    await render('session', ['w1']);
    expect(boxes().map((b) => [b.label, b.input.checked])).toEqual([
      ['Reminders', true],
      ['Follow-upsPaused', false],
    ]);
    await act(async () => boxes()[1]!.input.click());
    expect(ticked).toEqual(['w1', 'w3']);
    const manage = [...dom.container.querySelectorAll('a')].find((a) => a.textContent === 'Manage workflows');
    expect(manage?.getAttribute('href')).toBe('/dashboard/automation/workflows');
  });

  it('says when the page has no workflows of its type', async () => {
    answer([workflow('w1', 'Reminders', 'session', true)]);
    await render('package');
    expect(boxes()).toEqual([]);
    expect(text()).toContain('No package workflows yet');
  });

  it('keeps a ticked workflow the list no longer has, so it can be unticked', async () => {
    answer([]);
    await render('session', ['gone']);
    expect(boxes().map((b) => [b.label, b.input.checked])).toEqual([['A deleted workflow', true]]);
    await act(async () => boxes()[0]!.input.click());
    expect(ticked).toEqual([]);
  });
});
