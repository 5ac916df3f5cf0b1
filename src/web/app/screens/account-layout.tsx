import { TabbedArea } from '../../components/tabbed-area';
import { useMe } from '../../features/account/api/get-me';

// spec (doc 2, §2 Account; doc 1, §2, §6): the account tabs — the profile, billing, and the team
// for plans with team management (the avatar menu shows Team on the same condition).
const PROFILE_TAB = { label: 'Profile', path: '/dashboard/account' } as const;
const TEAM_TAB = { label: 'Team', path: '/dashboard/account/team' } as const;
const BILLING_TAB = { label: 'Billing', path: '/dashboard/account/billing' } as const;

export function AccountLayout() {
  const team = useMe().data?.plan.features.teamManagement === true;
  return (
    <TabbedArea
      title="Account"
      description="Your profile, sign-in and support, your plan and billing, and your team."
      tabs={team ? [PROFILE_TAB, BILLING_TAB, TEAM_TAB] : [PROFILE_TAB, BILLING_TAB]}
      label="Account"
    />
  );
}
