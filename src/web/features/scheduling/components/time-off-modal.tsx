import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import type { TimeOffView } from '../../../../domain/scheduling/time-off';
import { useCreateTimeOff } from '../api/create-time-off';
import { useUpdateTimeOff } from '../api/update-time-off';
import { defaultTimeOff, toLocalInputValue } from '../time-off-dates';
import { TimeOffForm } from './time-off-form';

interface TimeOffModalProps {
  /** null: closed; 'new': add a period; a period: edit it. */
  editing: TimeOffView | 'new' | null;
  zone: string;
  onClose: () => void;
}

/** Adds or edits one period of time off in a dialog. */
export function TimeOffModal({ editing, zone, onClose }: TimeOffModalProps) {
  // The last period shown stays in the dialog while it fades out, so it does not empty first.
  const lastShown = useRef<TimeOffView | 'new'>('new');
  if (editing !== null) lastShown.current = editing;
  const shown = lastShown.current;
  const create = useCreateTimeOff();
  const update = useUpdateTimeOff();
  const mutation = shown === 'new' ? create : update;

  const close = () => {
    if (mutation.isPending) return;
    create.reset();
    update.reset();
    onClose();
  };

  const initialValues =
    shown === 'new'
      ? defaultTimeOff(Date.now(), zone)
      : { start: toLocalInputValue(shown.start, zone), end: toLocalInputValue(shown.end, zone) };

  return (
    <Modal
      opened={editing !== null}
      onClose={close}
      title={shown === 'new' ? 'Add time off' : 'Edit time off'}
      centered
      radius="lg"
    >
      <TimeOffForm
        key={shown === 'new' ? 'new' : shown.id}
        initialValues={initialValues}
        zone={zone}
        submitLabel={shown === 'new' ? 'Add time off' : 'Save'}
        saving={mutation.isPending}
        error={mutation.error}
        onCancel={close}
        onSubmit={async (input) => {
          if (shown === 'new') await create.mutateAsync(input);
          else await update.mutateAsync({ id: shown.id, input });
          notifications.show({ color: 'teal', message: 'Time off saved' });
          create.reset();
          update.reset();
          onClose();
        }}
      />
    </Modal>
  );
}
