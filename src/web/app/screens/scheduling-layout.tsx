import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';

// spec (§2, Scheduling): the scheduling tabs, in this order. None of the three tab screens is
// built yet, so their paths fall through to Not found; the pages under Services are.
const SCHEDULING_TABS = [
  { value: 'services', label: 'Services', path: '/dashboard/scheduling/services' },
  { value: 'packages', label: 'Packages', path: '/dashboard/scheduling/packages' },
  { value: 'group', label: 'Group sessions', path: '/dashboard/scheduling/group' },
] as const;

const activeTab = (pathname: string) =>
  SCHEDULING_TABS.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.value ?? null;

export function SchedulingLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Scheduling
        </Title>
        <Text c="dimmed" size="sm">
          Your services, packages and group sessions, and the rules clients book by.
        </Text>
      </Stack>
      <Tabs
        value={activeTab(pathname)}
        onChange={(value) => {
          const tab = SCHEDULING_TABS.find((candidate) => candidate.value === value);
          if (tab) navigate(tab.path);
        }}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label="Scheduling">
          {SCHEDULING_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} fw={500}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
