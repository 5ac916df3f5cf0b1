import { TabbedArea } from '../../components/tabbed-area';

// spec (§2, Calls): the calls tabs, in this order.
const CALLS_TABS = [
  { label: 'Calls', path: '/dashboard/calls' },
  { label: 'Locations', path: '/dashboard/calls/locations' },
  { label: 'Recordings', path: '/dashboard/calls/recordings' },
] as const;

export function CallsLayout() {
  return (
    <TabbedArea
      title="Calls"
      description="Where your sessions take place, your call minutes and recordings."
      tabs={CALLS_TABS}
      label="Calls"
    />
  );
}
