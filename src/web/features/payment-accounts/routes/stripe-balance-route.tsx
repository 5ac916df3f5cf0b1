import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../domain/money/money';
import type { BalanceView } from '../../../../domain/payments/stripe-account';
import { ErrorState } from '../../../components/error-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type BalanceCursor, useStripeBalance } from '../api/payment-accounts';
import { PagedTableCard, type PagedTableColumn } from '../components/paged-table-card';
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

type Transaction = BalanceView['transactions']['items'][number];
type Payment = BalanceView['paymentIntents']['items'][number];

const TRANSACTION_COLUMNS: PagedTableColumn<Transaction>[] = [
  { header: 'Type', cell: (t) => t.type, capitalize: true },
  { header: 'Description', cell: (t) => t.description ?? '—' },
  { header: 'Amount', cell: (t) => money(t.amount, t.currency), right: true },
  { header: 'Fees', cell: (t) => money(t.fee, t.currency), right: true },
  { header: 'Net', cell: (t) => money(t.net, t.currency), right: true },
  { header: 'Available on', cell: (t) => day(t.availableOn) },
];

const PAYMENT_COLUMNS: PagedTableColumn<Payment>[] = [
  { header: 'Date', cell: (p) => day(p.created) },
  { header: 'Description', cell: (p) => p.description ?? '—' },
  { header: 'Amount', cell: (p) => money(p.amount, p.currency), right: true },
  { header: 'Status', cell: (p) => p.status.replaceAll('_', ' ') },
];

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
      <PagedTableCard
        title="Transactions"
        empty="No transactions yet."
        minWidth={560}
        columns={TRANSACTION_COLUMNS}
        page={view.transactions}
        moreLabel="More transactions"
        onMore={(after) => onCursor({ transactionsAfter: after })}
      />
      <PagedTableCard
        title="Payments"
        empty="No payments yet."
        minWidth={480}
        columns={PAYMENT_COLUMNS}
        page={view.paymentIntents}
        moreLabel="More payments"
        onMore={(after) => onCursor({ paymentIntentsAfter: after })}
      />
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
