import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeleteDiscount } from '../api/delete-discount';

/** spec §4: delete asks confirmation. */
export function DeleteDiscountButton({
  discountId,
  code,
  onDeleted,
}: {
  discountId: string;
  code: string;
  onDeleted: () => void;
}) {
  const remove = useDeleteDiscount();
  return (
    <ConfirmDeleteButton
      title="Delete discount code"
      question={`Delete ${code}? Clients can no longer use it. Bookings that used it keep their discount.`}
      id={discountId}
      mutation={remove}
      onDeleted={onDeleted}
      trigger={{ size: 'sm' }}
    />
  );
}
