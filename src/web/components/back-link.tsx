import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** Where a dashboard sub-page's back link goes and what it says ('Back to sessions'). */
export interface BackTo {
  to: string;
  label: string;
}

/** The '← Back to …' link at the top of a dashboard sub-page. */
export function BackLink({ to, label }: BackTo) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600} w="fit-content">
      <span aria-hidden="true">← </span>
      {label}
    </Anchor>
  );
}
