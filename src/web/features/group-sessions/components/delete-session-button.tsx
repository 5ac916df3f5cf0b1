import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';

interface DeleteSessionButtonProps<TId> {
  id: TId;
  // biome-ignore lint/suspicious/noExplicitAny: any delete mutation whose variable is the id
  mutation: UseMutationResult<any, unknown, TId>;
  /** The session as the list shows it, repeated in the question. */
  label: string;
  onDeleted: () => void;
}

/** spec §4: deleting a session asks confirmation (only offered while it has no bookings). */
export function DeleteSessionButton<TId>({ id, mutation, label, onDeleted }: DeleteSessionButtonProps<TId>) {
  return (
    <ConfirmDeleteButton
      title="Delete session"
      question={`Delete ${label}? It is removed from your booking page.`}
      id={id}
      mutation={mutation}
      onDeleted={(close) => {
        close();
        onDeleted();
      }}
    />
  );
}
