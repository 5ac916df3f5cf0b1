import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/api-client';
import { FormError } from './form-error';

interface ConfirmDeleteButtonProps<TId> {
  /** The dialog's title, e.g. 'Delete location'. */
  title: string;
  /** What deleting means, asked as a question. */
  question: string;
  id: TId;
  // biome-ignore lint/suspicious/noExplicitAny: any mutation whose variable is the id
  mutation: UseMutationResult<any, unknown, TId>;
  onDeleted: (close: () => void) => void;
  trigger?: Pick<ButtonProps, 'variant' | 'size'> & { 'aria-label'?: string };
  /** Other words than Delete: the button and the confirming one, and the way out ('Cancel'). */
  labels?: { action: string; keep: string };
  /** What a failure says instead of the API's message (an alert the spec words). */
  failureMessage?: (error: unknown) => string;
}

/** A red Delete button that asks first, shows a failure in the dialog, and cannot close mid-delete. */
export function ConfirmDeleteButton<TId>(props: ConfirmDeleteButtonProps<TId>) {
  const [opened, dialog] = useDisclosure(false);
  const { mutation } = props;
  const labels = props.labels ?? { action: 'Delete', keep: 'Cancel' };
  const failure = props.failureMessage ?? errorMessage;
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    dialog.close();
  };

  return (
    <>
      <Button variant="light" color="red" {...props.trigger} onClick={dialog.open}>
        {labels.action}
      </Button>
      <Modal opened={opened} onClose={close} title={props.title} centered radius="lg">
        <Stack gap="md">
          <Text size="sm">{props.question}</Text>
          <FormError message={mutation.isError ? failure(mutation.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {labels.keep}
            </Button>
            <Button
              color="red"
              loading={mutation.isPending}
              onClick={() => mutation.mutate(props.id, { onSuccess: () => props.onDeleted(dialog.close) })}
            >
              {labels.action}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
