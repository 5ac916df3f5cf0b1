import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteTimeOff } from '../api/delete-time-off';

interface DeleteTimeOffButtonProps {
  timeOffId: string;
  /** The period as the list shows it, repeated in the confirmation. */
  label: string;
}

export function DeleteTimeOffButton({ timeOffId, label }: DeleteTimeOffButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  const remove = useDeleteTimeOff();

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    dialog.close();
  };

  return (
    <>
      <Button variant="subtle" color="red" size="xs" onClick={dialog.open} aria-label={`Delete ${label}`}>
        Delete
      </Button>
      <Modal opened={opened} onClose={close} title="Delete time off" centered radius="lg">
        <Stack gap="md">
          <Text size="sm">{`Delete the time off ${label}? Clients can book these times again.`}</Text>
          <FormError message={remove.isError ? errorMessage(remove.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(timeOffId, {
                  onSuccess: () => {
                    notifications.show({ color: 'teal', message: 'Time off deleted' });
                    dialog.close();
                  },
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
