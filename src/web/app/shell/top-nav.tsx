import { Group, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { NavItem } from '../../../domain/account/navigation';
import { isNavItemActive, NOT_AVAILABLE_YET, navTarget } from './nav-targets';
import classes from './shell.module.css';

/** The header navigation (desktop); the active item carries aria-current="page". */
export function TopNav({ items }: { items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" visibleFrom="md">
      {items.map((item) => {
        const target = navTarget(item);
        if (!target) {
          return (
            <Tooltip key={item.key} label={NOT_AVAILABLE_YET} withArrow openDelay={150}>
              {/* biome-ignore lint/a11y/useSemanticElements: a disabled link has no href, so it cannot be an <a> */}
              <span role="link" aria-disabled="true" tabIndex={0} className={classes.navLink} data-disabled>
                {item.label}
              </span>
            </Tooltip>
          );
        }
        const active = isNavItemActive(item, pathname);
        return (
          <Link
            key={item.key}
            to={target}
            className={classes.navLink}
            aria-current={active ? 'page' : undefined}
          >
            {item.label}
          </Link>
        );
      })}
    </Group>
  );
}
