import { Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { isCurrencyCode } from '../../../../domain/money/currencies';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { useMe } from '../../account/api/get-me';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { useCreateDiscount } from '../api/create-discount';
import { DiscountForm } from '../components/discount-form';
import { DiscountsPageFrame } from '../components/discounts-page-frame';
import { DiscountFormSkeleton } from '../components/discounts-skeleton';
import { DISCOUNTS_PATH, discountPath } from '../paths';

/** /dashboard/payments/discounts/create */
export function CreateDiscountRoute() {
  const navigate = useNavigate();
  const me = useMe();
  const { canUse } = usePlanAccess();
  const create = useCreateDiscount();
  const page = me.data?.bookingPage;

  let content: React.ReactNode;
  if (!me.data) content = <DiscountFormSkeleton />;
  else if (!page) content = <BookingPageRequired title="Discounts" />;
  else if (!canUse('discountCodes')) content = <UpgradePrompt feature="discountCodes" />;
  else if (!isCurrencyCode(page.currency)) content = <DiscountFormSkeleton />;
  else
    content = (
      <Card withBorder radius="lg" padding="lg">
        <DiscountForm
          currency={page.currency}
          submitLabel="Create discount"
          onSubmit={async (input) => {
            const created = await create.mutateAsync(input);
            notifications.show({ color: 'teal', message: 'Discount code created' });
            navigate(discountPath(created.id));
          }}
          onCancel={() => navigate(DISCOUNTS_PATH)}
        />
      </Card>
    );

  return <DiscountsPageFrame title="New discount">{content}</DiscountsPageFrame>;
}
