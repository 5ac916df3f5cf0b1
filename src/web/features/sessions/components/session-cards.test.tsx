// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { domRootPerTest } from '../../../testing/dom-root';
import { SessionBadges } from './session-badges';
import { YourPlanCard } from './your-plan-card';

const dom = domRootPerTest();

function render(node: ReactNode) {
  act(() => {
    dom.render(
      <MantineProvider env="test">
        <MemoryRouter>{node}</MemoryRouter>
      </MantineProvider>,
    );
  });
}

describe('SessionBadges', () => {
  it('says Rescheduled whenever the session was moved, Cancelled when cancelled, nothing otherwise', () => {
    const badges = () => [...dom.container.querySelectorAll('.mantine-Badge-root')].map((b) => b.textContent);
    render(<SessionBadges session={{ status: 'confirmed', rescheduled: false }} />);
    expect(badges()).toEqual([]);
    render(<SessionBadges session={{ status: 'confirmed', rescheduled: true }} />);
    expect(badges()).toEqual(['Rescheduled']);
    render(<SessionBadges session={{ status: 'cancelled', rescheduled: true }} />);
    expect(badges()).toEqual(['Cancelled', 'Rescheduled']);
  });
});

describe('YourPlanCard', () => {
  it('names the lifetime plan and links to billing', () => {
    render(<YourPlanCard planName="Lifetime Tier 2" />);
    expect(dom.container.querySelector('h2')?.textContent).toBe('Your plan');
    expect(dom.container.textContent).toContain('Lifetime Tier 2');
    expect(dom.container.querySelector('a')?.getAttribute('href')).toBe('/dashboard/account/billing');
  });
});
