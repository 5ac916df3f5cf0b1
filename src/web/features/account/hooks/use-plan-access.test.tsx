// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { MeView } from '../../../../domain/account/me-view';
import { meQueryOptions } from '../api/get-me';
import { usePlanAccess } from './use-plan-access';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  const access = usePlanAccess();
  return (
    <span>{`${access.canUse('branding')} ${access.canUse('timeLimitedPackages')} ${access.limitFor('groupSizeMax')}`}</span>
  );
}

function renderWithPlan(planId: string | undefined): string {
  const client = new QueryClient();
  if (planId) client.setQueryData(meQueryOptions().queryKey, { plan: { id: planId } } as MeView);
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    ),
  );
  const text = container.textContent ?? '';
  act(() => root.unmount());
  return text;
}

describe('usePlanAccess', () => {
  it("answers with the shared plan rules for the expert's plan", () => {
    expect(renderWithPlan('free')).toBe('false false 42');
    expect(renderWithPlan('pro')).toBe('true false 42');
    expect(renderWithPlan('growth')).toBe('true true 500');
  });

  it('unlocks nothing before the plan is known', () => {
    expect(renderWithPlan(undefined)).toBe('false false 42');
  });
});
