import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BILLING_PATH } from '../paths';

/** spec (doc 2, §2): the pricing plan, with a link to the account's billing. */
export function PlanCard({ plan }: { plan: { id: string; name: string } }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="plan-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="plan-title">
          Pricing plan
        </Title>
        <Group justify="space-between" gap="sm">
          <Text>
            You are on the <strong>{plan.name}</strong> plan.
          </Text>
          <Button component={Link} to={BILLING_PATH} variant="default">
            Manage plan
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
