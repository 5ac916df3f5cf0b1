import { Badge, Group, Text } from '@mantine/core';
import type { BookedPackageListItemView } from '../../../../domain/booked-packages/booked-package-view';

const PLAN_COLORS = { active: 'blue', completed: 'teal', cancelled: 'gray' } as const;
const PLAN_LABELS = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' } as const;

/** spec (doc 1, §4): the plan's status as a badge (active, completed, cancelled). */
export function PlanStatusBadge({ status }: { status: keyof typeof PLAN_LABELS }) {
  return (
    <Badge color={PLAN_COLORS[status]} variant="light">
      {PLAN_LABELS[status]}
    </Badge>
  );
}

/** The list's payment plan column: the plan's status, a failed installment, or paid in full. */
export function PlanSummary({ plan }: { plan: BookedPackageListItemView['paymentPlan'] }) {
  if (!plan) {
    return (
      <Text size="sm" c="dimmed">
        Paid in full
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <PlanStatusBadge status={plan.status} />
      {plan.hasFailedInstallment ? (
        <Badge color="red" variant="outline">
          Payment failed
        </Badge>
      ) : null}
    </Group>
  );
}
