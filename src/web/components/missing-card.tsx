import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** What an unknown (or another expert's) id shows: the spec's message, a hint and a way back. */
export function MissingCard({
  message,
  hint = 'It may have been deleted, or the link is not quite right.',
  backTo,
  backLabel,
}: {
  message: string;
  hint?: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" maw={760}>
      <title>{`${message} · Slotwise`}</title>
      <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
        <Title order={2} fz={22}>
          {message}
        </Title>
        <Text c="dimmed" maw={380}>
          {hint}
        </Text>
        <Button component={Link} to={backTo} variant="light" mt="xs">
          {backLabel}
        </Button>
      </Stack>
    </Card>
  );
}
