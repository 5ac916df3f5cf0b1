// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeatureKey } from '../../domain/plans/features';
import { UpgradePrompt } from './upgrade-prompt';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(feature: FeatureKey) {
  act(() => {
    root.render(
      <MantineProvider env="test">
        <MemoryRouter>
          <UpgradePrompt feature={feature} />
        </MemoryRouter>
      </MantineProvider>,
    );
  });
}

describe('UpgradePrompt', () => {
  it('names the cheapest plan with the feature and its commission', () => {
    render('branding');
    expect(container.textContent).toContain(
      'Upgrade to Starter to use Custom branding and pay only 2% commission',
    );
  });

  it('names a higher plan when only that one unlocks the feature', () => {
    render('packagePaymentPlans');
    expect(container.textContent).toContain(
      'Upgrade to Pro to use Monthly payment plans for packages and pay only 1% commission',
    );
  });

  it('says "no commission" when the plan takes none', () => {
    render('timeLimitedPackages');
    expect(container.textContent).toContain('Upgrade to Growth to use');
    expect(container.textContent).toContain('and pay no commission');
  });

  it('links the Upgrade button to the subscription screen', () => {
    render('branding');
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Upgrade');
    expect(link?.getAttribute('href')).toBe('/dashboard/account/billing/subscription');
  });
});
