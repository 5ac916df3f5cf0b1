import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';

export type AreaTab = {
  label: string;
  path: string;
  /** Other addresses whose screens belong to this tab (a spec's second path for the same screen). */
  alsoUnder?: readonly string[];
};

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The most specific tab whose path (or one of its alsoUnder) is the current one or a parent of it. */
export function activeTabPath(tabs: readonly AreaTab[], pathname: string): string | null {
  const matches = tabs.flatMap((tab) =>
    [tab.path, ...(tab.alsoUnder ?? [])]
      .filter((path) => isUnder(pathname, path))
      .map((path) => ({ tab: tab.path, length: path.length })),
  );
  return matches.sort((a, b) => b.length - a.length)[0]?.tab ?? null;
}

/** A dashboard area: its title, a line under it, its tabs (each a route) and the tab's screen. */
export function TabbedArea(props: {
  title: string;
  description: string;
  tabs: readonly AreaTab[];
  label: string;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {props.title}
        </Title>
        <Text c="dimmed" size="sm">
          {props.description}
        </Text>
      </Stack>
      <Tabs
        value={activeTabPath(props.tabs, pathname)}
        onChange={(path) => path && navigate(path)}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label={props.label}>
          {props.tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path} fw={500}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
