import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { BillingOverview } from '../../../../domain/billing/billing-view';
import { ACTIVATION_FAILED, CHARGE_FAILED } from '../../../../domain/billing/messages';
import { formatStoredMoney } from '../../../../domain/money/money';
import { FEATURE_LABELS } from '../../../../domain/plans/features';
import { ErrorState } from '../../../components/error-state';
import { useBilling } from '../api/get-billing';
import {
  callMinutes,
  cardText,
  formatDay,
  formatShortDay,
  intervalName,
  priceText,
  STATUS_LABELS,
} from '../components/format';
import { LifetimeCodeCard } from '../components/lifetime-code-card';

export const BILLING = '/dashboard/account/billing';

function PlanCard({ billing }: { billing: BillingOverview }) {
  const { plan, subscription } = billing;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="plan-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Current plan
            </Text>
            <Title order={3} fz="xl" id="plan-title">
              {plan.name}
            </Title>
          </Stack>
          {subscription?.interval ? (
            <Badge variant="light">{intervalName(subscription.interval)}</Badge>
          ) : null}
          {plan.type === 'lifetime' ? <Badge variant="light">Lifetime</Badge> : null}
        </Group>
        <Text size="sm">{plan.description}</Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Price
            </Text>
            <Text fw={600}>
              {subscription?.unitAmount != null && subscription.currency && subscription.interval
                ? priceText(subscription.unitAmount, subscription.currency, subscription.interval)
                : plan.type === 'lifetime'
                  ? 'Paid once'
                  : 'Free'}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Commission
            </Text>
            <Text fw={600}>{`${plan.applicationFeePercentage}% of each sale`}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Call minutes included
            </Text>
            <Text fw={600}>{`${callMinutes(plan.monthlyCallsParticipantSeconds)} per month`}</Text>
          </Stack>
        </SimpleGrid>
        {plan.features.length > 0 ? (
          <List size="sm" spacing={2} aria-label="Features of your plan">
            {plan.features.map((feature) => (
              <List.Item key={feature}>{FEATURE_LABELS[feature]}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            Paid plans unlock branding, discount codes, recordings and more, at a lower commission.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function SubscriptionCard({ billing }: { billing: BillingOverview }) {
  const { subscription, actions, nextInvoice } = billing;
  const status = subscription ? STATUS_LABELS[subscription.status] : null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="subscription-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="lg" id="subscription-title">
            Subscription
          </Title>
          {status ? (
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          ) : null}
        </Group>
        {!subscription ? (
          <Text size="sm">
            {billing.plan.type === 'lifetime'
              ? 'Your lifetime plan has nothing to renew.'
              : 'You have no subscription. You pay only the commission on your sales.'}
          </Text>
        ) : null}
        {subscription?.status === 'incomplete' ? <Alert color="orange">{ACTIVATION_FAILED}</Alert> : null}
        {subscription?.status === 'past_due' || subscription?.status === 'unpaid' ? (
          <Alert color="red">{CHARGE_FAILED}</Alert>
        ) : null}
        {subscription?.cancelAtPeriodEnd && subscription.currentPeriodEnd ? (
          <Text size="sm">{`Cancelled: your plan ends on ${formatDay(subscription.currentPeriodEnd)}.`}</Text>
        ) : null}
        {nextInvoice ? (
          <Text size="sm">
            {`Next invoice on ${formatDay(nextInvoice.date)}: `}
            <strong>{formatStoredMoney(nextInvoice.amountDue, nextInvoice.currency)}</strong>
          </Text>
        ) : null}
        <Text size="sm">{billing.card ? `Card on file: ${cardText(billing.card)}` : 'No card on file.'}</Text>
        <Group gap="sm">
          {actions.subscribe ? (
            <Button component={Link} to={`${BILLING}/subscription`}>
              Choose a plan
            </Button>
          ) : null}
          {actions.updatePaymentMethod ? (
            <Button
              component={Link}
              to={`${BILLING}/subscription/update`}
              variant={actions.needsPaymentMethod ? 'filled' : 'default'}
            >
              Update payment method
            </Button>
          ) : null}
          {actions.upgrade ? (
            <Button component={Link} to={`${BILLING}/subscription/upgrade`} variant="default">
              Switch to yearly
            </Button>
          ) : null}
          {actions.downgrade ? (
            <Button component={Link} to={`${BILLING}/subscription/downgrade`} variant="default">
              Switch to monthly
            </Button>
          ) : null}
          {actions.reactivate ? (
            <Button component={Link} to={`${BILLING}/subscription/reactivate`}>
              Reactivate
            </Button>
          ) : null}
          {actions.cancel ? (
            <Button component={Link} to={`${BILLING}/subscription/cancel`} variant="subtle" color="red">
              Cancel subscription
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function InvoicesCard({ invoices }: { invoices: BillingOverview['invoices'] }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="invoices-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="invoices-title">
          Invoices
        </Title>
        {invoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            No invoices yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>PDF</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>
                      <Text size="sm">{formatShortDay(invoice.created)}</Text>
                      <Text size="xs" c="dimmed">
                        {invoice.number ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatStoredMoney(invoice.total, invoice.currency)}</Table.Td>
                    <Table.Td>
                      {invoice.status === 'paid'
                        ? 'Paid'
                        : invoice.status === 'open'
                          ? 'Unpaid'
                          : (invoice.status ?? '—')}
                    </Table.Td>
                    <Table.Td>
                      {invoice.pdfUrl ? (
                        <Anchor
                          href={invoice.pdfUrl}
                          target="_blank"
                          rel="noreferrer"
                          size="sm"
                          aria-label={`PDF of invoice ${invoice.number ?? ''}`}
                        >
                          PDF
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** spec doc 1 §2 Billing (issue 20): /dashboard/account/billing, the overview. */
export function BillingOverviewRoute() {
  const billing = useBilling();
  const [search] = useSearchParams();
  if (billing.isPending) return null;
  if (billing.isError) return <ErrorState onAction={() => billing.refetch()} />;
  const data = billing.data;
  return (
    <Stack gap="lg" maw={860}>
      <title>Billing · Slotwise</title>
      {search.has('subscribed') && !data.subscription ? (
        <Alert color="blue">
          Thank you! Your subscription starts as soon as the payment provider confirms it.
        </Alert>
      ) : null}
      {data.provider === 'none' ? (
        <Alert color="gray">Paid plans are not on sale on this installation.</Alert>
      ) : null}
      <PlanCard billing={data} />
      {data.plan.type === 'lifetime' && !data.subscription ? null : <SubscriptionCard billing={data} />}
      {data.invoices.length > 0 || data.subscription ? <InvoicesCard invoices={data.invoices} /> : null}
      {data.actions.redeemLifetimeCode ? <LifetimeCodeCard lifetime={data.plan.type === 'lifetime'} /> : null}
    </Stack>
  );
}
