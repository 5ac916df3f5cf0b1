import { Badge, Group, Text } from '@mantine/core';
import { BOOKED_PACKAGE_MESSAGES } from '../../../../domain/booked-packages/booked-package-messages';
import type { BookedPackageListItemView } from '../../../../domain/booked-packages/booked-package-view';
import { expiryState } from '../../../../domain/booked-packages/expiry-state';
import { dayLabel } from '../booked-package-format';

/**
 * spec (doc 1, §4): Completed when no credits are left; otherwise the expiry, in warning style
 * before it and as an error ('Expired') after.
 */
export function ExpiryBadge({
  item,
  zone,
}: {
  item: { creditsLeft: number; expiresAt: string | null };
  zone: string;
}) {
  const state = expiryState(item);
  if (state.kind === 'completed') {
    return (
      <Badge color="teal" variant="light">
        {BOOKED_PACKAGE_MESSAGES.completed}
      </Badge>
    );
  }
  if (state.kind === 'never') {
    return (
      <Text size="sm" c="dimmed">
        No expiry
      </Text>
    );
  }
  if (state.kind === 'expired') {
    return (
      <Badge color="red" variant="light" title={`Expired on ${dayLabel(state.at, zone)}`}>
        {BOOKED_PACKAGE_MESSAGES.expired}
      </Badge>
    );
  }
  return (
    <Badge color="yellow" variant="light" style={{ textTransform: 'none' }}>
      {`Expires ${dayLabel(state.at, zone)}`}
    </Badge>
  );
}

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
