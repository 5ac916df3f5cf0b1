import {
  Anchor,
  Badge,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../../domain/money/money';
import { PLANS, type PricingPlan } from '../../../../domain/plans/catalogue';
import { FEATURE_KEYS, FEATURE_LABELS } from '../../../../domain/plans/features';
import { SupportLayout } from '../components/support-layout';

// Generated from the plan catalogue in code (src/domain/plans/catalogue.ts): prices, commission,
// included call minutes and the features each plan unlocks are the ones the product enforces.

const SOLD = [PLANS.free, PLANS.starter, PLANS.pro, PLANS.growth];
const LIFETIME = [PLANS.lifetime_tier1, PLANS.lifetime_tier2, PLANS.lifetime_tier3];

const minutes = (plan: PricingPlan) =>
  `${(plan.monthlyCallsParticipantSeconds / 60).toLocaleString('en-US')} call minutes a month`;

function PriceLine({ plan }: { plan: PricingPlan }) {
  const monthly = plan.prices.find((p) => p.interval === 'month');
  const yearly = plan.prices.find((p) => p.interval === 'year');
  if (!monthly) {
    return (
      <Text fz={32} fw={700} lh={1.1}>
        $0
        <Text span size="sm" c="dimmed" fw={400}>
          {' '}
          / month
        </Text>
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text fz={32} fw={700} lh={1.1}>
        {formatMoney(monthly)}
        <Text span size="sm" c="dimmed" fw={400}>
          {' '}
          / month
        </Text>
      </Text>
      {yearly ? (
        <Text size="xs" c="dimmed">
          or {formatMoney(yearly)} a year
        </Text>
      ) : null}
    </Stack>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  const unlocked = FEATURE_KEYS.filter((k) => plan.features[k]);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`plan-${plan.id}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="xl" id={`plan-${plan.id}`}>
            {plan.name}
          </Title>
          {plan.id === 'pro' ? <Badge variant="light">Most popular</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed" mih={40}>
          {plan.description}
        </Text>
        <PriceLine plan={plan} />
        <List size="sm" spacing={4}>
          <List.Item>
            <strong>{plan.applicationFeePercentage}% commission</strong> on payments
          </List.Item>
          <List.Item>{minutes(plan)}</List.Item>
          {unlocked.length === 0 ? (
            <List.Item>Booking page, services, group sessions, packages and payments</List.Item>
          ) : (
            unlocked.map((k) => <List.Item key={k}>{FEATURE_LABELS[k]}</List.Item>)
          )}
        </List>
      </Stack>
    </Card>
  );
}

/** /pricing: the plans as the product enforces them. */
export function PricingRoute() {
  return (
    <SupportLayout
      wide
      title="Pricing"
      intro="Start free and pay only a small commission, or choose a plan to lower it and unlock more. Prices in US dollars; yearly is ten months' price."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {SOLD.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </SimpleGrid>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Compare features
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder={false} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Feature</Table.Th>
                  {SOLD.map((p) => (
                    <Table.Th key={p.id} ta="center">
                      {p.name}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Commission</Table.Td>
                  {SOLD.map((p) => (
                    <Table.Td key={p.id} ta="center">
                      {p.applicationFeePercentage}%
                    </Table.Td>
                  ))}
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Call minutes a month</Table.Td>
                  {SOLD.map((p) => (
                    <Table.Td key={p.id} ta="center">
                      {(p.monthlyCallsParticipantSeconds / 60).toLocaleString('en-US')}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {FEATURE_KEYS.map((k) => (
                  <Table.Tr key={k}>
                    <Table.Td>{FEATURE_LABELS[k]}</Table.Td>
                    {SOLD.map((p) => (
                      <Table.Td
                        key={p.id}
                        ta="center"
                        aria-label={p.features[k] ? 'Included' : 'Not included'}
                      >
                        {p.features[k] ? (
                          <ThemeIcon size="sm" radius="xl" variant="light" color="teal">
                            ✓
                          </ThemeIcon>
                        ) : (
                          <Text span c="dimmed">
                            —
                          </Text>
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Lifetime deals
          </Title>
          <Text size="sm" c="dimmed">
            Bought once through our marketplace partners; they keep their features for good.
          </Text>
          <List size="sm" spacing={4}>
            {LIFETIME.map((p) => (
              <List.Item key={p.id}>
                <strong>{p.name}</strong>: {p.description} {p.applicationFeePercentage}% commission,{' '}
                {minutes(p)}.
              </List.Item>
            ))}
          </List>
        </Stack>
      </Card>
      <Text size="sm" c="dimmed">
        Already using Slotwise? Change your plan from{' '}
        <Anchor component={Link} to="/dashboard/account">
          your account
        </Anchor>
        . Questions about plans?{' '}
        <Anchor component={Link} to="/contact">
          Contact us
        </Anchor>
        .
      </Text>
    </SupportLayout>
  );
}
