import type { NavItem } from '../../../domain/account/navigation';

// Where each top navigation item leads today. An area with no screen yet has no entry: its item
// shows as not available instead of a link into Not found. Add an area here when it is built.
const NAV_TARGETS: Partial<Record<NavItem['key'], string>> = {
  dashboard: '/dashboard/home',
  // The Page tab, first of the booking page's tabs (issue 19).
  booking: '/dashboard/booking',
  scheduling: '/dashboard/scheduling',
  payments: '/dashboard/payments',
  // spec (§2, Calls): the first tab, call minutes and credits.
  calls: '/dashboard/calls',
  // Only Workflows is built in Automation so far.
  automation: '/dashboard/automation/workflows',
  reports: '/dashboard/reports',
};

export const NOT_AVAILABLE_YET = 'Not available yet';

/** The screen an item opens, or null while its area is not built. */
export function navTarget(item: NavItem): string | null {
  return NAV_TARGETS[item.key] ?? null;
}

/** An item is current on its own area's paths (spec path or below), wherever it links. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
