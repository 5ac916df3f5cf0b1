import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CLIENT_NOT_FOUND } from '../../../../domain/clients/client-input';
import { CLIENTS_PATH } from '../paths';

/** An unknown client, or another expert's: 'Client not found'. */
export function ClientMissing() {
  return (
    <Card withBorder radius="lg" padding="lg" maw={760}>
      <title>{`${CLIENT_NOT_FOUND} · Slotwise`}</title>
      <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
        <Title order={2} fz={22}>
          {CLIENT_NOT_FOUND}
        </Title>
        <Text c="dimmed" maw={380}>
          It may belong to another booking page, or the link is not quite right.
        </Text>
        <Button component={Link} to={CLIENTS_PATH} variant="light" mt="xs">
          Back to clients
        </Button>
      </Stack>
    </Card>
  );
}
