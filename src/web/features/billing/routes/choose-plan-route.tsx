import {
  Alert,
  Badge,
  Button,
  Card,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PlanId } from '../../../../domain/plans/catalogue';
import { PLANS } from '../../../../domain/plans/catalogue';
import { FEATURE_LABELS } from '../../../../domain/plans/features';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { PageFrame } from '../../../components/page-frame';
import { useBilling } from '../api/get-billing';
import { subscribe, useSubscribe } from '../api/subscribe';
import { updatePaymentMethod } from '../api/update-payment-method';
import { billingErrorMessage } from '../components/billing-error';
import { callMinutes, priceText } from '../components/format';
import { PaymentFlow } from '../components/payment-flow';
import { BILLING } from './billing-overview-route';

const PAID: PlanId[] = ['starter', 'pro', 'growth'];
const BACK = { to: BILLING, label: 'Back to billing' };

/** spec doc 1 §2 Billing: subscription (choose plan), the catalogue side by side, monthly or yearly. */
export function ChoosePlanRoute() {
  const billing = useBilling();
  const [interval, setInterval] = useState<'month' | 'year'>('month');
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const hosted = useSubscribe();
  // Once the first payment was tried the subscription exists (incomplete if declined): another
  // card pays its invoice instead of subscribing again, and this screen stays until it is done.
  const subscribed = useRef(false);
  const [started, setStarted] = useState(false);
  if (billing.isPending) return null;
  if (billing.isError) return <ErrorState onAction={() => billing.refetch()} />;
  const data = billing.data;
  if (!data.actions.subscribe && !started) {
    return (
      <PageFrame title="Choose a plan" back={BACK}>
        <Alert color="gray">
          {data.plan.type === 'lifetime'
            ? `You are on ${data.plan.name}, a lifetime plan: there is no subscription to choose.`
            : data.provider === 'none'
              ? 'Paid plans are not on sale on this installation.'
              : 'You already have a subscription. Change or cancel it from Billing.'}
        </Alert>
      </PageFrame>
    );
  }
  const plan = chosen ? PLANS[chosen] : null;
  const price = plan?.prices.find((p) => p.interval === interval) ?? null;

  return (
    <PageFrame title="Choose a plan" back={BACK} wide>
      <Text size="sm" c="dimmed">
        Every paid plan comes with a 30-day money-back guarantee.
      </Text>
      <SegmentedControl
        w="fit-content"
        value={interval}
        onChange={(value) => setInterval(value as 'month' | 'year')}
        data={[
          { label: 'Monthly', value: 'month' },
          { label: 'Yearly (2 months free)', value: 'year' },
        ]}
        aria-label="Billing period"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {PAID.map((id) => {
          const p = PLANS[id];
          const shown = p.prices.find((x) => x.interval === interval)!;
          return (
            <Card
              key={id}
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby={`plan-${id}`}
            >
              <Stack gap="sm" h="100%">
                <Title order={3} fz="lg" id={`plan-${id}`}>
                  {p.name}
                </Title>
                <Text fw={700} fz="xl">
                  {priceText(shown.amount, shown.currency, interval)}
                </Text>
                <Text size="sm">{p.description}</Text>
                <Text size="sm">{`${p.applicationFeePercentage}% commission · ${callMinutes(p.monthlyCallsParticipantSeconds)} call minutes a month`}</Text>
                <List size="sm" spacing={2} style={{ flex: 1 }}>
                  {Object.entries(p.features)
                    .filter(([, on]) => on)
                    .map(([key]) => (
                      <List.Item key={key}>{FEATURE_LABELS[key as keyof typeof FEATURE_LABELS]}</List.Item>
                    ))}
                </List>
                {chosen === id ? (
                  <Badge variant="light" w="fit-content">
                    Chosen
                  </Badge>
                ) : started ? null : (
                  <Button variant="light" onClick={() => setChosen(id)} aria-label={`Choose ${p.name}`}>
                    {`Choose ${p.name}`}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {plan && price ? (
        <Card withBorder radius="lg" padding="lg" maw={520} component="section" aria-labelledby="pay-title">
          <Stack gap="sm">
            <Title order={3} fz="lg" id="pay-title">
              {`Subscribe to ${plan.name}, ${interval === 'year' ? 'yearly' : 'monthly'}`}
            </Title>
            {data.cardEntry === 'embedded' ? (
              <PaymentFlow
                key={`${plan.id}-${price.id}`}
                submitLabel={`Pay ${priceText(price.amount, price.currency, interval)}`}
                pay={async (paymentMethodId) => {
                  setStarted(true);
                  if (subscribed.current) return updatePaymentMethod({ paymentMethodId });
                  const result = await subscribe({ planId: plan.id, priceId: price.id, paymentMethodId });
                  subscribed.current = true;
                  return result;
                }}
                done={
                  <Alert color="green" title={`You are on ${plan.name}`}>
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">Its features are unlocked now.</Text>
                      <Button component={Link} to={BILLING} size="xs" variant="light">
                        Go to billing
                      </Button>
                    </Stack>
                  </Alert>
                }
              />
            ) : (
              <Stack gap="xs" align="flex-start">
                <Text size="sm">You pay on the payment provider's secure page and come back here.</Text>
                <Button
                  loading={hosted.isPending || hosted.isSuccess}
                  onClick={() =>
                    hosted.mutate(
                      { planId: plan.id, priceId: price.id },
                      { onSuccess: (result) => result.url && window.location.assign(result.url) },
                    )
                  }
                >
                  Continue to payment
                </Button>
                <FormError message={billingErrorMessage(hosted.error)} />
              </Stack>
            )}
          </Stack>
        </Card>
      ) : null}
    </PageFrame>
  );
}
