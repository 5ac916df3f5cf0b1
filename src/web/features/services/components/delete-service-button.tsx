import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeleteService } from '../api/delete-service';

interface DeleteServiceButtonProps {
  serviceId: string;
  title: string;
  onDeleted: () => void;
}

export function DeleteServiceButton({ serviceId, title, onDeleted }: DeleteServiceButtonProps) {
  const remove = useDeleteService();
  return (
    <ConfirmDeleteButton
      title="Delete service"
      question={`Delete “${title}”? Clients can no longer book it. Sessions already booked keep their details, and packages that include it will no longer offer it.`}
      id={serviceId}
      mutation={remove}
      onDeleted={onDeleted}
    />
  );
}
