import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';

// spec (§2, Calls): the calls tabs, in this order. Only Locations is built so far; the other two
// paths fall through to Not found until their screens exist.
const CALLS_TABS = [
  { value: 'calls', label: 'Calls', path: '/dashboard/calls' },
  { value: 'locations', label: 'Locations', path: '/dashboard/calls/locations' },
  { value: 'recordings', label: 'Recordings', path: '/dashboard/calls/recordings' },
] as const;

// The most specific tab whose path is the current one or a parent of it (Calls is everyone's parent).
const activeTab = (pathname: string) =>
  CALLS_TABS.toReversed().find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))
    ?.value ?? null;

export function CallsLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Calls
        </Title>
        <Text c="dimmed" size="sm">
          Where your sessions take place, your call minutes and recordings.
        </Text>
      </Stack>
      <Tabs
        value={activeTab(pathname)}
        onChange={(value) => {
          const tab = CALLS_TABS.find((candidate) => candidate.value === value);
          if (tab) navigate(tab.path);
        }}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label="Calls">
          {CALLS_TABS.map((tab) => (
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
