// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WorkflowActionView, WorkflowView } from '../../../../domain/automation/workflow-view';
import { domRootPerTest } from '../../../testing/dom-root';
import { WorkflowCard } from './workflow-card';

const dom = domRootPerTest();

const action = (hours: number): WorkflowActionView => ({
  id: `a${hours}`,
  kind: 'reminder.client',
  trigger: {
    type: 'session.started',
    direction: 'before',
    amount: hours,
    unit: 'hour',
    offset: -hours * 3600,
  },
  message: null,
  description: null,
  conditionGroup: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const workflow = (count: number): WorkflowView => ({
  id: 'w1',
  name: 'Session reminders',
  type: 'session',
  active: false,
  deleted: false,
  scheduled: false,
  actions: Array.from({ length: count }, (_, i) => action(count - i)),
  createdAt: '2026-11-01T10:00:00.000Z',
});

function render(view: WorkflowView) {
  act(() => {
    dom.render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <WorkflowCard workflow={view} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
}

const items = () => [...dom.container.querySelectorAll('li li')].map((li) => li.textContent);

describe('a workflow card', () => {
  it("lists the first 5 actions, then '+N more' (spec §9)", () => {
    render(workflow(7));
    expect(items()).toEqual([
      'Reminder to the client · 7 hours before the session starts',
      'Reminder to the client · 6 hours before the session starts',
      'Reminder to the client · 5 hours before the session starts',
      'Reminder to the client · 4 hours before the session starts',
      'Reminder to the client · 3 hours before the session starts',
      '+2 more',
    ]);
  });

  it("shows all of 5 actions with no '+N more', and Paused", () => {
    render(workflow(5));
    expect(items()).toHaveLength(5);
    expect(dom.container.textContent).not.toContain('more');
    expect(dom.container.querySelector('.mantine-Badge-label')?.textContent).toBe('Paused');
  });

  it('says so when it has no actions', () => {
    render(workflow(0));
    expect(dom.container.textContent).toContain(
      'No actions yet. Add one so this workflow has something to do.',
    );
  });
});
