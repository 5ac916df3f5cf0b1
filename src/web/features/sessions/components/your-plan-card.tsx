import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BILLING_PATH } from '../paths';

/** spec (doc 1, §2): a 'Your plan' card for lifetime plans, linking to billing. */
export function YourPlanCard({ planName }: { planName: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="your-plan-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg" id="your-plan-title">
          Your plan
        </Title>
        <Text size="sm">
          You are on <strong>{planName}</strong>, a lifetime plan: no subscription to renew.
        </Text>
        <Button component={Link} to={BILLING_PATH} variant="light" size="sm">
          View plan and billing
        </Button>
      </Stack>
    </Card>
  );
}
