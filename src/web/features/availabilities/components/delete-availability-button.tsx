import { useRef } from 'react';
import type { AvailabilityDeletedView } from '../../../../domain/scheduling/availability-input';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeleteAvailability } from '../api/delete-availability';

interface DeleteAvailabilityButtonProps {
  availabilityId: string;
  name: string;
  serviceCount: number;
  /** The default availability's name, where the services go (Working hours unless renamed). */
  defaultName: string;
  onDeleted: (result: AvailabilityDeletedView) => void;
}

/** spec (doc 2, §4): the services using a deleted availability move to the default. */
export function deleteQuestion(name: string, serviceCount: number, defaultName: string): string {
  if (serviceCount === 0) return `Delete ${name}? No services use it.`;
  const services =
    serviceCount === 1 ? '1 service uses it and will' : `${serviceCount} services use it and will`;
  return `Delete ${name}? ${services} move to ${defaultName}.`;
}

export function DeleteAvailabilityButton(props: DeleteAvailabilityButtonProps) {
  const result = useRef<AvailabilityDeletedView>({ servicesMoved: 0 });
  const remove = useDeleteAvailability({
    onDeleted: (deleted) => {
      result.current = deleted;
    },
  });
  return (
    <ConfirmDeleteButton
      title="Delete availability"
      question={deleteQuestion(props.name, props.serviceCount, props.defaultName)}
      id={props.availabilityId}
      mutation={remove}
      onDeleted={() => props.onDeleted(result.current)}
    />
  );
}
