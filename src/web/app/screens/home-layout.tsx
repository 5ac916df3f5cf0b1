import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useMe } from '../../features/account/api/get-me';

// spec (doc 1, §2): the home tabs, in this order.
const HOME_TABS = [
  { value: 'sessions', label: 'Sessions' },
  { value: 'packages', label: 'Packages' },
  { value: 'clients', label: 'Clients' },
] as const;

export function HomeLayout() {
  const me = useMe().data!;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = HOME_TABS.find((tab) => pathname.startsWith(`/dashboard/home/${tab.value}`))?.value ?? null;

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {me.user.firstName ? `Welcome, ${me.user.firstName}` : 'Welcome'}
        </Title>
        <Text c="dimmed" size="sm">
          Your sessions, packages and clients in one place.
        </Text>
      </Stack>
      <Tabs
        value={active}
        onChange={(value) => value && navigate(`/dashboard/home/${value}`)}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label="Home">
          {HOME_TABS.map((tab) => (
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
