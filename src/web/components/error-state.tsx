import { Button, Stack, Text, Title } from '@mantine/core';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';

interface ErrorStateProps {
  message?: string;
  /** Said under the message; a hint about the connection when not given. */
  detail?: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** A whole screen (or card) that could not be shown, with one way out. */
export function ErrorState({
  message = GENERIC_ERROR_MESSAGE,
  detail = 'If this keeps happening, check your connection or come back in a few minutes.',
  actionLabel = 'Try again',
  onAction,
}: ErrorStateProps) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" role="alert">
      <Title order={2} fz={22}>
        {message}
      </Title>
      <Text c="dimmed" maw={360}>
        {detail}
      </Text>
      {onAction ? (
        <Button variant="light" onClick={onAction} mt="sm">
          {actionLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
