// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupSessionInput } from '../../../../domain/group-sessions/group-session-input';
import { domRootPerTest } from '../../../testing/dom-root';
import { GroupSessionForm, type GroupSessionFormValues } from './group-session-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

const dom = domRootPerTest();

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            locations: [],
            defaultProvider: { type: 'daily', locationId: null },
            zoomConnected: false,
          }),
          { status: 200 },
        ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ZONE = 'Europe/Berlin';
const values = (overrides: Partial<GroupSessionFormValues> = {}): GroupSessionFormValues => ({
  title: 'Morning breathwork',
  description: '',
  start: '2099-03-10T10:00',
  end: '2099-03-10T11:00',
  price: 15,
  groupSizeMax: 6,
  location: { locationType: null, locationId: null },
  hidden: false,
  collectPhoneNumber: false,
  workflowsIds: [],
  ...overrides,
});

function render(
  options: {
    initialValues?: GroupSessionFormValues;
    planId?: string;
    editing?: { id: string; start: string; booked: number };
    onSubmit?: (input: GroupSessionInput) => Promise<unknown>;
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() => {
    dom.render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <GroupSessionForm
              initialValues={options.initialValues ?? values()}
              currency="USD"
              planId={options.planId ?? 'free'}
              zone={ZONE}
              editing={options.editing}
              submitLabel="Save"
              saving={false}
              error={null}
              onSubmit={options.onSubmit ?? (async () => {})}
              onCancel={() => {}}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
}

const text = () => document.body.textContent ?? '';
const input = (label: string) =>
  [...dom.container.querySelectorAll('label')]
    .map((l) => (l.textContent?.startsWith(label) ? document.getElementById(l.htmlFor) : null))
    .find(Boolean) as HTMLInputElement;
const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('GroupSessionForm', () => {
  it('counts the title against the plan limit', () => {
    render();
    expect(text()).toContain('18/60');
    render({ planId: 'growth' });
    expect(text()).toContain('18/120');
  });

  it('offers the upgrade for more than 42 participants or a longer title, only without the plan', () => {
    render({ initialValues: values({ groupSizeMax: 50 }) });
    expect(text()).toContain('Upgrade to Growth to use Larger group sessions');
    render({ initialValues: values({ title: 't'.repeat(61) }) });
    expect(text()).toContain('Upgrade to Growth to use Larger group sessions');
    render({ initialValues: values({ groupSizeMax: 50 }), planId: 'growth' });
    expect(text()).not.toContain('Upgrade to');
  });

  it('offers the upgrade for a price above the cap, only without the plan', () => {
    render({ initialValues: values({ price: 1500 }) });
    expect(text()).toContain('Upgrade to Growth to use Higher price limit');
    render({ initialValues: values({ price: 1500 }), planId: 'growth' });
    expect(text()).not.toContain('Upgrade to');
  });

  it("says 'Please check your inputs.' and the field's message when a field is invalid", async () => {
    const onSubmit = vi.fn(async () => {});
    render({ initialValues: values({ title: '  ', end: '2099-03-10T09:00' }), onSubmit });
    await click(button('Save'));
    expect(text()).toContain('Please check your inputs.');
    expect(text()).toContain('Required');
    expect(text()).toContain('End date must be greater than start');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the times as instants read in the zone and the price in major units', async () => {
    const onSubmit = vi.fn(async (_input: GroupSessionInput) => {});
    render({ onSubmit });
    await click(button('Save'));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Morning breathwork',
      description: '',
      start: '2099-03-10T09:00:00.000Z',
      end: '2099-03-10T10:00:00.000Z',
      price: 15,
      groupSizeMax: 6,
      locationType: null,
      locationId: null,
      hidden: false,
      collectPhoneNumber: false,
      workflowsIds: [],
    });
  });

  it('with bookings, locks time and price and asks before saving', async () => {
    const onSubmit = vi.fn(async (_input: GroupSessionInput) => {});
    render({ editing: { id: 'session-1', start: '2099-03-10T09:00:00.000Z', booked: 2 }, onSubmit });
    expect(text()).toContain('2 clients have booked this session, so its time and price cannot change here.');
    expect(input('Start').disabled).toBe(true);
    expect(input('End').disabled).toBe(true);
    expect(input('Price').disabled).toBe(true);
    expect(input('Group size').disabled).toBe(false);
    expect(text()).toContain('2 already booked');

    await click(button('Save'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(text()).toContain('Session already has bookings');
    await click(button('Save changes'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ start: '2099-03-10T09:00:00.000Z', price: 15 });
  });
});
