import { describe, expect, it } from 'vitest';
import { visibleNavItems } from './navigation';

describe('visibleNavItems', () => {
  it('shows every item of the spec in order when no flag is set', () => {
    expect(visibleNavItems({}).map((i) => i.label)).toEqual([
      'Dashboard',
      'Booking page',
      'Scheduling',
      'Payments',
      'Calls',
      'Automation',
      'Reports',
    ]);
  });

  it('hides an item whose hideNav flag is true, and only that one', () => {
    const labels = visibleNavItems({ 'hideNav.calls': true, 'hideNav.reports': false }).map((i) => i.label);
    expect(labels).toEqual(['Dashboard', 'Booking page', 'Scheduling', 'Payments', 'Automation', 'Reports']);
  });
});
