import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteLocation } from '../api/delete-location';

interface DeleteLocationButtonProps {
  locationId: string;
  /** spec §4: deleting the default location resets the default to built-in video. */
  isDefault: boolean;
  onDeleted: () => void;
}

export function DeleteLocationButton({ locationId, isDefault, onDeleted }: DeleteLocationButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  const remove = useDeleteLocation();

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    dialog.close();
  };

  return (
    <>
      <Button variant="light" color="red" onClick={dialog.open}>
        Delete
      </Button>
      <Modal opened={opened} onClose={close} title="Delete location" centered radius="lg">
        <Stack gap="md">
          <Text size="sm">
            Delete this location? Sessions that use it keep their details.
            {isDefault ? ' Your default will change to the built-in video call.' : null}
          </Text>
          <FormError message={remove.isError ? errorMessage(remove.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(locationId, { onSuccess: onDeleted })}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
