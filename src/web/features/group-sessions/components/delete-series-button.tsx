import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  SERIES_DELETE_CONFIRMATION,
  seriesDeleteWarnings,
} from '../../../../domain/group-sessions/series-view';
import { FormError } from '../../../components/form-error';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteSeries } from '../api/delete-series';

interface DeleteSeriesButtonProps {
  seriesId: string;
  title: string;
  onDeleted: () => void;
}

/**
 * spec (doc 2, §4): deleting a series asks confirmation when it has upcoming sessions or is in
 * packages. The server decides (409 with the counts), so the answer is right even if a session
 * was scheduled in another tab; otherwise the series is deleted at once.
 */
export function DeleteSeriesButton({ seriesId, title, onDeleted }: DeleteSeriesButtonProps) {
  const remove = useDeleteSeries();
  const [warnings, setWarnings] = useState<string[] | null>(null);

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    setWarnings(null);
  };

  const deleted = () => {
    setWarnings(null);
    onDeleted();
  };

  const askFirst = () =>
    remove.mutate(
      { id: seriesId, confirm: false },
      {
        onSuccess: deleted,
        onError: (error) => {
          if (error instanceof ApiError && error.code === SERIES_DELETE_CONFIRMATION) {
            remove.reset();
            setWarnings(
              seriesDeleteWarnings({
                upcomingSessions: Number(error.fields?.upcomingSessions ?? 0),
                packages: Number(error.fields?.packages ?? 0),
              }),
            );
          } else {
            notifications.show({ color: 'red', message: errorMessage(error) });
          }
        },
      },
    );

  return (
    <>
      <Button variant="light" color="red" onClick={askFirst} loading={remove.isPending && warnings === null}>
        Delete
      </Button>
      <Modal opened={warnings !== null} onClose={close} title="Delete series" centered radius="lg">
        <Stack gap="md">
          <Text size="sm" fw={600}>{`Delete ${title}?`}</Text>
          <List size="sm" spacing="xs">
            {(warnings ?? []).map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
          <FormError message={remove.isError ? errorMessage(remove.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate({ id: seriesId, confirm: true }, { onSuccess: deleted })}
            >
              Delete series
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
