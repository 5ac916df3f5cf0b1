import { Button, Card, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { usePaymentsOverview } from '../api/get-payments-overview';
import { CurrencyCard } from '../components/currency-card';
import { PaymentStatusCard } from '../components/payment-status-card';
import { PaymentsSkeleton } from '../components/payments-skeleton';
import { PlanCard } from '../components/plan-card';
import { PAYMENT_PROCESSING_PATH } from '../paths';

/** /dashboard/payments: the gateway's status, the currency and the pricing plan (spec doc 2, §2). */
export function PaymentsOverviewRoute() {
  const overview = usePaymentsOverview();

  let content: React.ReactNode;
  if (overview.data) {
    content = (
      <>
        <PaymentStatusCard overview={overview.data}>
          <Group>
            <Button component={Link} to={PAYMENT_PROCESSING_PATH} variant="light">
              Payment settings
            </Button>
          </Group>
        </PaymentStatusCard>
        <CurrencyCard currency={overview.data.currency} />
        <PlanCard plan={overview.data.plan} />
      </>
    );
  } else if (overview.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(overview.error)} onAction={() => overview.refetch()} />
      </Card>
    );
  } else {
    content = <PaymentsSkeleton label="Loading payments" />;
  }

  return (
    <Stack gap="lg" maw={760}>
      <title>Payments · Slotwise</title>
      {content}
    </Stack>
  );
}
