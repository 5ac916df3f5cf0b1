import { Anchor, Card, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { CURRENCY_CHANGE_MESSAGES } from '../../../../domain/payments/currency-change';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { useChangeCurrency } from '../api/change-currency';
import { useCurrencySettings } from '../api/get-currency-settings';
import { CurrencyChangeForm } from '../components/currency-change-form';
import { PaymentsSkeleton } from '../components/payments-skeleton';
import { PAYMENTS_PATH } from '../paths';

/** /dashboard/payments/currency: change the booking page's currency and its prices. */
export function ChangeCurrencyRoute() {
  const navigate = useNavigate();
  const settings = useCurrencySettings();
  const change = useChangeCurrency();

  let content: React.ReactNode;
  if (settings.error instanceof ApiError && settings.error.status === 409) {
    return <BookingPageRequired title="Change currency" />;
  }
  if (settings.data) {
    content = (
      <CurrencyChangeForm
        // A fresh form for a fresh list (after a 409 the list is loaded again).
        key={settings.data.version}
        settings={settings.data}
        saving={change.isPending}
        error={change.error}
        onCancel={() => navigate(PAYMENTS_PATH)}
        onSubmit={async (input) => {
          const saved = await change.mutateAsync(input);
          notifications.show({ color: 'teal', message: `Your booking page now sells in ${saved.currency}` });
          navigate(PAYMENTS_PATH);
        }}
      />
    );
  } else if (settings.isError) {
    // spec (doc 2, §8): the screen's own words when its settings cannot be loaded.
    content = (
      <ErrorState message={CURRENCY_CHANGE_MESSAGES.loadFailed} onAction={() => settings.refetch()} />
    );
  } else {
    content = <PaymentsSkeleton cards={1} label="Loading currency settings" />;
  }

  return (
    <Stack gap="md" maw={640}>
      <title>Change currency · Slotwise</title>
      <Anchor component={Link} to={PAYMENTS_PATH} size="sm" fw={600} w="fit-content">
        <span aria-hidden="true">← </span>Back to payments
      </Anchor>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="change-currency-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="change-currency-title">
            Change currency
          </Title>
          {content}
        </Stack>
      </Card>
    </Stack>
  );
}
