import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { cheapestPlanWith } from '../../domain/plans/access';
import { FEATURE_LABELS, type FeatureKey } from '../../domain/plans/features';

export const UPGRADE_PATH = '/dashboard/account/billing/subscription';

/** Names the cheapest plan that unlocks a feature and its lower commission (spec, doc 1 §1). */
export function UpgradePrompt({ feature }: { feature: FeatureKey }) {
  const plan = cheapestPlanWith(feature);
  const commission =
    plan.applicationFeePercentage === 0
      ? 'pay no commission'
      : `pay only ${plan.applicationFeePercentage}% commission`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="indigo.0"
      style={{ borderColor: 'var(--mantine-color-indigo-2)' }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500} style={{ flex: '1 1 240px' }}>
          {`Upgrade to ${plan.name} to use ${FEATURE_LABELS[feature]} and ${commission}`}
        </Text>
        <Button component={Link} to={UPGRADE_PATH} size="sm">
          Upgrade
        </Button>
      </Group>
    </Paper>
  );
}
