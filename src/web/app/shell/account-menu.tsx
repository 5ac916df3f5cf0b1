import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { MeUser } from '../../features/account/api/get-me';

export function AccountMenu({ user, showTeam }: { user: MeUser; showTeam: boolean }) {
  const name = user.displayName || `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
          <Avatar src={user.photoUrl} name={name} color="indigo" variant="filled" radius="xl" size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark.7" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard/account">
          Account
        </Menu.Item>
        {/* spec doc 1 §2: Team is shown only with the teamManagement feature. */}
        {showTeam ? (
          <Menu.Item component={Link} to="/dashboard/account/team">
            Team
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/logout">
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
