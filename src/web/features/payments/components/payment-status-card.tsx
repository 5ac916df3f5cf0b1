import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { bookingPageEffect } from '../../../../domain/payments/gateway';
import {
  chosenGatewayLabel,
  GATEWAY_LABELS,
  PAYMENT_STATE_LABELS,
  type PaymentState,
  type PaymentsOverviewView,
} from '../../../../domain/payments/payment-status';

const STATE_COLORS: Record<PaymentState, string> = {
  not_connected: 'gray',
  action_needed: 'orange',
  connected: 'teal',
};

function explanation(overview: PaymentsOverviewView): string {
  const gateway = GATEWAY_LABELS[overview.inUse];
  switch (overview.status.state) {
    case 'not_connected':
      return overview.gateway === 'none'
        ? 'You chose no payment gateway, so clients cannot pay you online.'
        : 'No payment provider is connected, so clients cannot pay you online yet.';
    case 'action_needed':
      return overview.accounts.some((a) => a.provider === overview.inUse)
        ? `Your ${gateway} account needs attention before clients can pay you.`
        : `Payments go through ${gateway}, but no ${gateway} account is connected.`;
    case 'connected':
      return `Clients pay you through ${gateway}.`;
  }
}

/** spec (doc 2, §4): the payment status: not connected, action needed, or connected. */
export function PaymentStatusCard({
  overview,
  title = 'Payment status',
  children,
}: {
  overview: PaymentsOverviewView;
  title?: string;
  children?: ReactNode;
}) {
  const { state, acceptingPayments } = overview.status;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="payment-status-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="payment-status-title">
            {title}
          </Title>
          <Group gap="xs">
            <Badge color={STATE_COLORS[state]} variant="light" size="lg">
              {PAYMENT_STATE_LABELS[state]}
            </Badge>
            {acceptingPayments ? (
              <Badge color="teal" variant="filled" size="lg">
                Accepting payments
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text>{explanation(overview)}</Text>
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={130}>Gateway</Table.Th>
              <Table.Td>
                {chosenGatewayLabel(overview.gateway)}
                {overview.gateway === null && overview.inUse !== 'none'
                  ? ` (using ${GATEWAY_LABELS[overview.inUse]}, the account you connected)`
                  : ''}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th w={130}>Booking page</Table.Th>
              <Table.Td>{bookingPageEffect(overview)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {overview.sandbox && overview.acceptsPayments ? (
          <Text size="sm" c="dimmed">
            This installation takes test payments through its sandbox checkout; no real money moves.
          </Text>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
