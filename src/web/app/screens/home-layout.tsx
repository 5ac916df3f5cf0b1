import { TabbedArea } from '../../components/tabbed-area';
import { useMe } from '../../features/account/api/get-me';

// spec (doc 1, §2): the home tabs, in this order.
const HOME_TABS = [
  { label: 'Sessions', path: '/dashboard/home/sessions' },
  { label: 'Packages', path: '/dashboard/home/packages' },
  { label: 'Clients', path: '/dashboard/home/clients' },
] as const;

export function HomeLayout() {
  const firstName = useMe().data?.user.firstName;
  return (
    <TabbedArea
      title={firstName ? `Welcome, ${firstName}` : 'Welcome'}
      description="Your sessions, packages and clients in one place."
      tabs={HOME_TABS}
      label="Home"
    />
  );
}
