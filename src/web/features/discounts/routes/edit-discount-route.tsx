import { Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { isCurrencyCode } from '../../../../domain/money/currencies';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { useDiscount } from '../api/get-discount';
import { useUpdateDiscount } from '../api/update-discount';
import { DeleteDiscountButton } from '../components/delete-discount-button';
import { DiscountForm } from '../components/discount-form';
import { valuesFromDiscount } from '../components/discount-form-values';
import { DiscountsPageFrame } from '../components/discounts-page-frame';
import { DiscountFormSkeleton } from '../components/discounts-skeleton';
import { DISCOUNTS_PATH, discountPath } from '../paths';

/** /dashboard/payments/discounts/{discountId}/edit. Another expert's code is Not found. */
export function EditDiscountRoute() {
  const { discountId = '' } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  const { canUse } = usePlanAccess();
  const discount = useDiscount(discountId);
  const update = useUpdateDiscount();
  const page = me.data?.bookingPage;

  if (me.data && !page)
    return (
      <DiscountsPageFrame title="Edit discount">
        <BookingPageRequired title="Discounts" />
      </DiscountsPageFrame>
    );
  if (discount.error instanceof ApiError && [400, 404].includes(discount.error.status)) return <NotFound />;

  let content: React.ReactNode;
  if (discount.isError)
    content = <ErrorState message={errorMessage(discount.error)} onAction={() => discount.refetch()} />;
  else if (!discount.data || !page || !isCurrencyCode(page.currency)) content = <DiscountFormSkeleton />;
  else if (!canUse('discountCodes')) content = <UpgradePrompt feature="discountCodes" />;
  else {
    const current = discount.data.discount;
    const backToCode = () => navigate(discountPath(current.id));
    content = (
      <Card withBorder radius="lg" padding="lg">
        <DiscountForm
          // A fresh form when a different code is opened on the same screen.
          key={current.id}
          currency={page.currency}
          initialValues={valuesFromDiscount(current)}
          knownProducts={current.products ?? []}
          submitLabel="Save"
          onSubmit={async (input) => {
            await update.mutateAsync({ id: current.id, input });
            notifications.show({ color: 'teal', message: 'Discount code saved' });
            backToCode();
          }}
          onCancel={backToCode}
          actions={
            <DeleteDiscountButton
              discountId={current.id}
              code={current.code}
              onDeleted={() => {
                notifications.show({ color: 'teal', message: 'Discount code deleted' });
                navigate(DISCOUNTS_PATH);
              }}
            />
          }
        />
      </Card>
    );
  }

  return (
    <DiscountsPageFrame title={discount.data ? `Edit ${discount.data.discount.code}` : 'Edit discount'}>
      {content}
    </DiscountsPageFrame>
  );
}
