import { Anchor, Button, Card, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { GATEWAY_MESSAGES } from '../../../../domain/payments/gateway';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { PAYMENT_ACCOUNTS_PATH } from '../../payment-accounts/paths';
import { useChoosePaymentGateway } from '../api/choose-payment-gateway';
import { usePaymentGateway } from '../api/get-payment-gateway';
import { usePaymentsOverview } from '../api/get-payments-overview';
import { GatewayForm } from '../components/gateway-form';
import { PaymentStatusCard } from '../components/payment-status-card';
import { PaymentsSkeleton } from '../components/payments-skeleton';
import { PAYMENTS_PATH } from '../paths';

/**
 * /dashboard/payments/processing, the Payments tab: the status, the choice of gateway (ADR 034)
 * and the way to the payment accounts (connecting Stripe or PayPal).
 */
export function PaymentProcessingRoute() {
  const overview = usePaymentsOverview();
  const gateway = usePaymentGateway();
  const choose = useChoosePaymentGateway();

  let content: React.ReactNode;
  if (overview.data && gateway.data) {
    content = (
      <>
        <PaymentStatusCard overview={overview.data}>
          <Button component={Link} to={PAYMENT_ACCOUNTS_PATH} variant="light" w="fit-content">
            Manage payment accounts
          </Button>
        </PaymentStatusCard>
        <GatewayForm
          view={gateway.data}
          saving={choose.isPending}
          error={choose.error}
          onSubmit={async (input) => {
            await choose.mutateAsync(input);
            notifications.show({ color: 'teal', message: GATEWAY_MESSAGES.saved });
          }}
        />
      </>
    );
  } else if (overview.isError || gateway.isError) {
    const failed = overview.isError ? overview : gateway;
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState
          message={gateway.isError ? GATEWAY_MESSAGES.loadFailed : errorMessage(failed.error)}
          onAction={() => {
            overview.refetch();
            gateway.refetch();
          }}
        />
      </Card>
    );
  } else {
    content = <PaymentsSkeleton cards={2} label="Loading payment settings" />;
  }

  return (
    <Stack gap="lg" maw={760}>
      <title>Payment settings · Slotwise</title>
      <Anchor component={Link} to={PAYMENTS_PATH} size="sm" fw={600} w="fit-content">
        <span aria-hidden="true">← </span>Back to payments
      </Anchor>
      {content}
    </Stack>
  );
}
