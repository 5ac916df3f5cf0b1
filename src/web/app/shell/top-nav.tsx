import { Group } from '@mantine/core';
import { NavLink } from 'react-router';
import type { NavItem } from '../../../domain/account/navigation';
import classes from './shell.module.css';

/** The header navigation (desktop); the active item carries aria-current="page". */
export function TopNav({ items }: { items: readonly NavItem[] }) {
  return (
    <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" visibleFrom="md">
      {items.map((item) => (
        <NavLink key={item.key} to={item.path} className={classes.navLink}>
          {item.label}
        </NavLink>
      ))}
    </Group>
  );
}
