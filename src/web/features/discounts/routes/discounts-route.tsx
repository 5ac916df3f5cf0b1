import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { useDiscounts } from '../api/get-discounts';
import { DiscountCard } from '../components/discount-card';
import { DiscountsSkeleton } from '../components/discounts-skeleton';
import { CREATE_DISCOUNT_PATH } from '../paths';

export const NO_DISCOUNTS = 'No discount codes yet. Create one and share it with your clients.';

/** /dashboard/payments/discounts: the booking page's discount codes, newest first. */
export function DiscountsRoute() {
  const me = useMe();
  const hasPage = Boolean(me.data?.bookingPage);
  return (
    <Stack gap="md" maw={760}>
      <title>Discounts · Slotwise</title>
      {me.data && !hasPage ? <BookingPageRequired title="Discounts" /> : <DiscountsList />}
    </Stack>
  );
}

function NewDiscountButton({ allowed }: { allowed: boolean }) {
  // spec §2: the 'New discount' button is plan gated.
  return allowed ? (
    <Button component={Link} to={CREATE_DISCOUNT_PATH}>
      New discount
    </Button>
  ) : (
    <Button disabled>New discount</Button>
  );
}

function DiscountsList() {
  const discounts = useDiscounts();
  const { canUse } = usePlanAccess();
  const allowed = canUse('discountCodes');
  const count = discounts.data?.length ?? 0;

  let content: React.ReactNode;
  if (discounts.data) {
    content =
      count === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="sm" ta="center">
            <Text c="dimmed" maw={420}>
              {NO_DISCOUNTS}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Discount codes">
          {discounts.data.map((discount) => (
            <DiscountCard key={discount.id} discount={discount} canEdit={allowed} />
          ))}
        </Stack>
      );
  } else if (discounts.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(discounts.error)} onAction={() => discounts.refetch()} />
      </Card>
    );
  } else {
    content = <DiscountsSkeleton />;
  }

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" size="sm" style={{ flex: '1 1 260px' }}>
          Codes clients enter when they book or buy, for a percentage or an amount off.
        </Text>
        <NewDiscountButton allowed={allowed} />
      </Group>
      {allowed ? null : <UpgradePrompt feature="discountCodes" />}
      {content}
    </>
  );
}
