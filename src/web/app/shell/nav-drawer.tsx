import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { NavItem } from '../../../domain/account/navigation';
import { Wordmark } from '../../components/wordmark';

interface NavDrawerProps {
  items: readonly NavItem[];
  opened: boolean;
  onClose: () => void;
}

/** The same navigation on phone widths, behind the burger. */
export function NavDrawer({ items, opened, onClose }: NavDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Drawer opened={opened} onClose={onClose} size={300} title={<Wordmark />} padding="md">
      <Stack component="nav" aria-label="Main" gap={4}>
        {items.map((item) => {
          const active = pathname === item.path || pathname.startsWith(`${item.path}/`);
          return (
            <NavLink
              key={item.key}
              component={Link}
              to={item.path}
              label={item.label}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onClose}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              fw={500}
            />
          );
        })}
      </Stack>
    </Drawer>
  );
}
