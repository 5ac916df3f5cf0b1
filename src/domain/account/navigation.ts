// spec (doc 1, §2): the top navigation, in this order. Each item can be hidden per user by an
// experimental-feature flag `hideNav.<key>` set to true on the user.
export const NAV_ITEMS = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard/home' },
  { key: 'booking', label: 'Booking page', path: '/dashboard/booking' },
  { key: 'scheduling', label: 'Scheduling', path: '/dashboard/scheduling' },
  { key: 'payments', label: 'Payments', path: '/dashboard/payments' },
  { key: 'calls', label: 'Calls', path: '/dashboard/calls' },
  { key: 'automation', label: 'Automation', path: '/dashboard/automation' },
  { key: 'reports', label: 'Reports', path: '/dashboard/reports' },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

export function visibleNavItems(flags: Record<string, boolean> | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => flags?.[`hideNav.${item.key}`] !== true);
}
