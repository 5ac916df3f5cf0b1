import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { NavItem } from '../../../domain/account/navigation';
import { Wordmark } from '../../components/wordmark';
import { isNavItemActive, NOT_AVAILABLE_YET, navTarget } from './nav-targets';

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
          const target = navTarget(item);
          const active = target !== null && isNavItemActive(item, pathname);
          const style = { borderRadius: 'var(--mantine-radius-md)' };
          if (!target) {
            return (
              <NavLink
                key={item.key}
                component="span"
                role="link"
                aria-disabled="true"
                label={item.label}
                description={NOT_AVAILABLE_YET}
                disabled
                style={style}
                fw={500}
              />
            );
          }
          return (
            <NavLink
              key={item.key}
              component={Link}
              to={target}
              label={item.label}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onClose}
              variant="light"
              style={style}
              fw={500}
            />
          );
        })}
      </Stack>
    </Drawer>
  );
}
