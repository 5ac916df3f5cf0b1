import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** "← Back to sessions" above a screen whose own card carries its title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600} w="fit-content">
      <span aria-hidden="true">← </span>
      {label}
    </Anchor>
  );
}
