import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../../../domain/account/navigation';
import { isNavItemActive, navTarget } from './nav-targets';

const item = (key: string) => NAV_ITEMS.find((i) => i.key === key)!;

describe('top navigation targets', () => {
  it('links only the areas that are built, Calls to its first tab and Automation to Workflows', () => {
    expect(Object.fromEntries(NAV_ITEMS.map((i) => [i.key, navTarget(i)]))).toEqual({
      dashboard: '/dashboard/home',
      booking: '/dashboard/booking',
      scheduling: '/dashboard/scheduling',
      payments: '/dashboard/payments',
      calls: '/dashboard/calls',
      automation: '/dashboard/automation/workflows',
      reports: '/dashboard/reports',
    });
  });

  it("marks an item current anywhere under its area's path", () => {
    expect(isNavItemActive(item('dashboard'), '/dashboard/home/sessions/abc')).toBe(true);
    expect(isNavItemActive(item('calls'), '/dashboard/calls/locations')).toBe(true);
    expect(isNavItemActive(item('calls'), '/dashboard/callsx')).toBe(false);
    expect(isNavItemActive(item('scheduling'), '/dashboard/home')).toBe(false);
  });
});
