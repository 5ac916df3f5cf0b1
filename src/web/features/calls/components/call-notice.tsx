import { Button, Stack, Text, Title } from '@mantine/core';

/** A page instead of a room: refused, ended, left. Never a room. */
export function CallNotice({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: { label: string; onClick(): void };
}) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" role="status">
      <title>{`${title} · Slotwise`}</title>
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {message}
      </Text>
      {action ? (
        <Button mt="sm" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </Stack>
  );
}
