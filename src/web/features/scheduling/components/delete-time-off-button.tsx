import { notifications } from '@mantine/notifications';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeleteTimeOff } from '../api/delete-time-off';

interface DeleteTimeOffButtonProps {
  timeOffId: string;
  /** The period as the list shows it, repeated in the confirmation. */
  label: string;
}

export function DeleteTimeOffButton({ timeOffId, label }: DeleteTimeOffButtonProps) {
  const remove = useDeleteTimeOff();
  return (
    <ConfirmDeleteButton
      title="Delete time off"
      question={`Delete the time off ${label}? Clients can book these times again.`}
      id={timeOffId}
      mutation={remove}
      onDeleted={(close) => {
        notifications.show({ color: 'teal', message: 'Time off deleted' });
        close();
      }}
      trigger={{ variant: 'subtle', size: 'xs', 'aria-label': `Delete ${label}` }}
    />
  );
}
