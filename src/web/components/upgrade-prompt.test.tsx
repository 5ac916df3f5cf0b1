// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FeatureKey } from '../../domain/plans/features';
import { domRootPerTest } from '../testing/dom-root';
import { UpgradePrompt } from './upgrade-prompt';

const dom = domRootPerTest();

function render(feature: FeatureKey) {
  act(() => {
    dom.render(
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
    expect(dom.container.textContent).toContain(
      'Upgrade to Starter to use Custom branding and pay only 2% commission',
    );
  });

  it('names a higher plan when only that one unlocks the feature', () => {
    render('packagePaymentPlans');
    expect(dom.container.textContent).toContain(
      'Upgrade to Pro to use Monthly payment plans for packages and pay only 1% commission',
    );
  });

  it('says "no commission" when the plan takes none', () => {
    render('timeLimitedPackages');
    expect(dom.container.textContent).toContain('Upgrade to Growth to use');
    expect(dom.container.textContent).toContain('and pay no commission');
  });

  it('links the Upgrade button to the subscription screen', () => {
    render('branding');
    const link = [...dom.container.querySelectorAll('a')].find((a) => a.textContent === 'Upgrade');
    expect(link?.getAttribute('href')).toBe('/dashboard/account/billing/subscription');
  });
});
