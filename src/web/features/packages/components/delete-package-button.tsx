import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeletePackage } from '../api/delete-package';

/** spec (doc 2, §4): delete is a soft delete; clients who bought the package keep it. */
export function DeletePackageButton({ packageId, onDeleted }: { packageId: string; onDeleted: () => void }) {
  const remove = useDeletePackage();
  return (
    <ConfirmDeleteButton
      title="Delete package"
      question="Delete this package? It leaves your booking page and can no longer be bought. Clients who already bought it keep their sessions."
      id={packageId}
      mutation={remove}
      onDeleted={onDeleted}
    />
  );
}
