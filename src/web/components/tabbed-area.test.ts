import { describe, expect, it } from 'vitest';
import { activeTabPath } from './tabbed-area';

const tabs = [
  { label: 'Calls', path: '/dashboard/calls' },
  { label: 'Locations', path: '/dashboard/calls/locations' },
];

describe('activeTabPath', () => {
  it('picks the most specific tab containing the current path', () => {
    expect(activeTabPath(tabs, '/dashboard/calls/locations/abc')).toBe('/dashboard/calls/locations');
    expect(activeTabPath(tabs, '/dashboard/calls')).toBe('/dashboard/calls');
  });

  it('does not take a path that merely starts with the same letters', () => {
    expect(activeTabPath(tabs, '/dashboard/callsx')).toBeNull();
  });

  it("counts a tab's second address as the tab's own", () => {
    const automation = [
      {
        label: 'Workflows',
        path: '/dashboard/automation/workflows',
        alsoUnder: ['/dashboard/scheduling/workflows'],
      },
    ];
    expect(activeTabPath(automation, '/dashboard/scheduling/workflows/w1/edit')).toBe(
      '/dashboard/automation/workflows',
    );
    expect(activeTabPath(automation, '/dashboard/scheduling/services')).toBeNull();
  });
});
