import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BOOKED_PACKAGE_MESSAGES } from '../../../../domain/booked-packages/booked-package-messages';
import type {
  InstallmentView,
  PaymentPlanView,
} from '../../../../domain/booked-packages/booked-package-view';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { PhoneBlock, PhoneBlocks } from '../../../components/phone-blocks';
import { ApiError } from '../../../lib/api-client';
import { moneyLabel } from '../../sessions/session-format';
import { useCancelPaymentPlan } from '../api/cancel-payment-plan';
import { dayLabel, dayTimeLabel } from '../booked-package-format';
import { PlanStatusBadge } from './booked-package-badges';

const INSTALLMENT_COLORS = { pending: 'gray', paid: 'teal', failed: 'red' } as const;
const INSTALLMENT_LABELS = { pending: 'Pending', paid: 'Paid', failed: 'Failed' } as const;

function InstallmentStatus({
  installment,
  planCancelled,
  zone,
}: {
  installment: InstallmentView;
  planCancelled: boolean;
  zone: string;
}) {
  // A cancelled plan's installments still to come stay pending in the data and are never charged.
  const label =
    planCancelled && installment.status === 'pending'
      ? 'Not charged'
      : INSTALLMENT_LABELS[installment.status];
  const when =
    installment.status === 'paid' && installment.paidAt
      ? `on ${dayLabel(installment.paidAt, zone)}`
      : installment.status === 'failed' && installment.failedAt
        ? `on ${dayLabel(installment.failedAt, zone)}`
        : null;
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={INSTALLMENT_COLORS[installment.status]}
        variant="light"
        size="sm"
        style={{ flexShrink: 0, overflow: 'visible' }}
      >
        {label}
      </Badge>
      {when ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {when}
        </Text>
      ) : null}
      {installment.failureMessage ? (
        <Text size="xs" c="red">
          {installment.failureMessage}
        </Text>
      ) : null}
    </Stack>
  );
}

// spec (doc 1, §8): a failed cancel is this alert; a plan that changed meanwhile says how.
const cancelFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? error.message
    : BOOKED_PACKAGE_MESSAGES.cancelPlanFailed;

/** spec (doc 1, §2, §4): the installments, the plan's status, and cancelling an active plan. */
export function PaymentPlanCard({
  packageId,
  plan,
  zone,
}: {
  packageId: string;
  plan: PaymentPlanView;
  zone: string;
}) {
  const cancel = useCancelPaymentPlan();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="payment-plan-title">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={3} fz="md" id="payment-plan-title">
            Payment plan
          </Title>
          <PlanStatusBadge status={plan.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {`${plan.count} monthly installments of ${moneyLabel(plan.amount, plan.currency)}.`}
          {plan.status === 'cancelled' && plan.cancelledAt
            ? ` Cancelled on ${dayTimeLabel(plan.cancelledAt, zone)}; the rest is not charged.`
            : ''}
          {plan.status === 'completed' && plan.completedAt
            ? ` Every installment paid by ${dayLabel(plan.completedAt, zone)}.`
            : ''}
        </Text>
        <Table verticalSpacing="xs" aria-label="Installments" visibleFrom="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Due</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.installments.map((installment) => (
              <Table.Tr key={installment.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayLabel(installment.dueAt, zone)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {moneyLabel(installment.amount, plan.currency)}
                </Table.Td>
                <Table.Td>
                  <InstallmentStatus
                    installment={installment}
                    planCancelled={plan.status === 'cancelled'}
                    zone={zone}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <PhoneBlocks label="Installments" gap="xs">
          {plan.installments.map((installment) => (
            <PhoneBlock key={installment.id} padding="xs">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={500}>
                  {`${dayLabel(installment.dueAt, zone)} · ${moneyLabel(installment.amount, plan.currency)}`}
                </Text>
                <InstallmentStatus
                  installment={installment}
                  planCancelled={plan.status === 'cancelled'}
                  zone={zone}
                />
              </Group>
            </PhoneBlock>
          ))}
        </PhoneBlocks>
        {plan.status === 'active' ? (
          <ConfirmDeleteButton
            title="Cancel payment plan"
            question="The installments still to come will not be charged. The client keeps the package. Cancel the payment plan?"
            id={packageId}
            mutation={cancel}
            labels={{ action: 'Cancel plan', keep: 'Keep plan' }}
            failureMessage={cancelFailure}
            trigger={{ variant: 'light' }}
            onDeleted={(close) => {
              close();
              notifications.show({ color: 'teal', message: 'Payment plan cancelled' });
            }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
