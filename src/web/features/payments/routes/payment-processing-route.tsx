import { Anchor, Button, Card, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { GATEWAY_LABELS } from '../../../../domain/payments/payment-status';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { PAYMENT_ACCOUNTS_PATH } from '../../payment-accounts/paths';
import { usePaymentsOverview } from '../api/get-payments-overview';
import { PaymentStatusCard } from '../components/payment-status-card';
import { PaymentsSkeleton } from '../components/payments-skeleton';
import { PAYMENTS_PATH } from '../paths';

const PROVIDER_LABELS = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/**
 * /dashboard/payments/processing, the Payments tab: the status, the gateway in use and the way to
 * the payment accounts (connecting Stripe). The first account connected becomes the gateway.
 */
export function PaymentProcessingRoute() {
  const overview = usePaymentsOverview();

  let content: React.ReactNode;
  if (overview.data) {
    const { gateway, accounts } = overview.data;
    content = (
      <>
        <PaymentStatusCard overview={overview.data} />
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="gateway-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="gateway-title">
              Payment gateway
            </Title>
            <Table variant="vertical" layout="fixed" withTableBorder={false}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={180}>Gateway in use</Table.Th>
                  <Table.Td>{GATEWAY_LABELS[gateway]}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th w={180}>Connected accounts</Table.Th>
                  <Table.Td>
                    {accounts.length > 0
                      ? accounts.map((a) => PROVIDER_LABELS[a.provider]).join(', ')
                      : 'None'}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Button component={Link} to={PAYMENT_ACCOUNTS_PATH} variant="light" w="fit-content">
              Manage payment accounts
            </Button>
          </Stack>
        </Card>
      </>
    );
  } else if (overview.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(overview.error)} onAction={() => overview.refetch()} />
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
