import { Alert } from '@mantine/core';

/** A form-level failure, announced to screen readers; renders nothing without a message. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" py="xs">
      {message}
    </Alert>
  );
}
