import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** What every path that does not exist (yet) shows. House rule: never a "coming soon" page. */
export function NotFound() {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center">
      <title>Not found · Slotwise</title>
      <Text fw={800} fz={48} c="indigo.2" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} fz={26}>
        Not found
      </Title>
      <Text c="dimmed" maw={360}>
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to="/dashboard/home" mt="sm">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
