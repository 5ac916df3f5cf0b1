import { TabbedArea } from '../../components/tabbed-area';

// spec (§2, Scheduling): the scheduling tabs, in this order.
const SCHEDULING_TABS = [
  { label: 'Services', path: '/dashboard/scheduling/services' },
  { label: 'Packages', path: '/dashboard/scheduling/packages' },
  { label: 'Group sessions', path: '/dashboard/scheduling/group' },
] as const;

export function SchedulingLayout() {
  return (
    <TabbedArea
      title="Scheduling"
      description="Your services, packages and group sessions, and the rules clients book by."
      tabs={SCHEDULING_TABS}
      label="Scheduling"
    />
  );
}
