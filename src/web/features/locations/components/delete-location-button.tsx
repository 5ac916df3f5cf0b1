import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeleteLocation } from '../api/delete-location';

interface DeleteLocationButtonProps {
  locationId: string;
  /** spec §4: deleting the default location resets the default to built-in video. */
  isDefault: boolean;
  onDeleted: () => void;
}

export function DeleteLocationButton({ locationId, isDefault, onDeleted }: DeleteLocationButtonProps) {
  const remove = useDeleteLocation();
  const question = `Delete this location? Sessions that use it keep their details.${
    isDefault ? ' Your default will change to the built-in video call.' : ''
  }`;
  return (
    <ConfirmDeleteButton
      title="Delete location"
      question={question}
      id={locationId}
      mutation={remove}
      onDeleted={onDeleted}
    />
  );
}
