import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PACKAGE_MESSAGES } from '../../../../domain/packages/package-input';

interface EmptyPackageDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** spec (doc 2, §5): saving a package with nothing included asks first. */
export function EmptyPackageDialog({ opened, onCancel, onConfirm }: EmptyPackageDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Nothing included" centered radius="lg">
      <Stack gap="md">
        <Text size="sm">{PACKAGE_MESSAGES.emptyQuestion}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Go back
          </Button>
          <Button onClick={onConfirm}>Save anyway</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
