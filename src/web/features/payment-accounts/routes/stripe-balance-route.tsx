import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../domain/money/money';
import type { BalanceView } from '../../../../domain/payments/stripe-account';
import { ErrorState } from '../../../components/error-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type BalanceCursor, useStripeBalance } from '../api/payment-accounts';
import { PAYMENT_ACCOUNTS_PATH } from '../paths';

const money = (amount: number, currency: string) => {
  try {
    return formatMoney({ amount, currency } as Parameters<typeof formatMoney>[0]);
  } catch {
    return `${amount} ${currency}`;
  }
};
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

function Amounts({ label, list }: { label: string; list: BalanceView['available'] }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {list.length === 0 ? (
        <Text fw={600} fz={22}>
          —
        </Text>
      ) : (
        list.map((a) => (
          <Text key={a.currency} fw={600} fz={22}>
            {money(a.amount, a.currency)}
          </Text>
        ))
      )}
    </Stack>
  );
}

function BalanceContent({ view, onCursor }: { view: BalanceView; onCursor: (c: BalanceCursor) => void }) {
  return (
    <>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group gap={48}>
            <Amounts label="Available" list={view.available} />
            <Amounts label="Pending" list={view.pending} />
          </Group>
          <Text size="sm" c="dimmed">
            Payouts: {view.payoutSchedule.toLowerCase()}.
          </Text>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} fz={20} mb="md">
          Transactions
        </Title>
        {view.transactions.items.length === 0 ? (
          <Text c="dimmed">No transactions yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th ta="right">Fees</Table.Th>
                  <Table.Th ta="right">Net</Table.Th>
                  <Table.Th>Available on</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.transactions.items.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td tt="capitalize">{t.type}</Table.Td>
                    <Table.Td>{t.description ?? '—'}</Table.Td>
                    <Table.Td ta="right">{money(t.amount, t.currency)}</Table.Td>
                    <Table.Td ta="right">{money(t.fee, t.currency)}</Table.Td>
                    <Table.Td ta="right">{money(t.net, t.currency)}</Table.Td>
                    <Table.Td>{day(t.availableOn)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {view.transactions.nextCursor ? (
          <Button
            variant="default"
            mt="md"
            onClick={() => onCursor({ transactionsAfter: view.transactions.nextCursor! })}
          >
            More transactions
          </Button>
        ) : null}
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} fz={20} mb="md">
          Payments
        </Title>
        {view.paymentIntents.items.length === 0 ? (
          <Text c="dimmed">No payments yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.paymentIntents.items.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{day(p.created)}</Table.Td>
                    <Table.Td>{p.description ?? '—'}</Table.Td>
                    <Table.Td ta="right">{money(p.amount, p.currency)}</Table.Td>
                    <Table.Td>{p.status.replaceAll('_', ' ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {view.paymentIntents.nextCursor ? (
          <Button
            variant="default"
            mt="md"
            onClick={() => onCursor({ paymentIntentsAfter: view.paymentIntents.nextCursor! })}
          >
            More payments
          </Button>
        ) : null}
      </Card>
    </>
  );
}

/** /dashboard/payments/accounts/stripe/balance: balance per currency, transactions and payments. */
export function StripeBalanceRoute() {
  const [cursor, setCursor] = useState<BalanceCursor>({});
  const balance = useStripeBalance(cursor);
  let content: React.ReactNode;
  if (balance.data) content = <BalanceContent view={balance.data} onCursor={setCursor} />;
  else if (balance.isError) {
    // A 409 is a state of the account (none, Standard, manual payouts), not a failure to retry.
    const state = balance.error instanceof ApiError && balance.error.status === 409;
    content = (
      <Card withBorder radius="lg" padding="lg">
        {state ? (
          <ErrorState
            message={errorMessage(balance.error)}
            detail="Manage your Stripe account from Payment accounts."
          />
        ) : (
          <ErrorState message={errorMessage(balance.error)} onAction={() => balance.refetch()} />
        )}
      </Card>
    );
  } else {
    content = (
      <Card withBorder radius="lg" padding="lg" aria-label="Loading the balance">
        <Stack>
          <Skeleton h={28} w={200} />
          <Skeleton h={16} />
          <Skeleton h={16} />
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="lg" maw={960}>
      <title>Stripe balance · Slotwise</title>
      <Anchor component={Link} to={PAYMENT_ACCOUNTS_PATH} size="sm">
        ← Payment accounts
      </Anchor>
      <Title order={1} fz={26}>
        Stripe balance
      </Title>
      {content}
    </Stack>
  );
}
