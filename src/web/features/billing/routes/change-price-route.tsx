import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SubscriptionChange } from '../../../../domain/billing/billing-view';
import { CHARGE_FAILED } from '../../../../domain/billing/messages';
import { isPlanId, PLANS } from '../../../../domain/plans/catalogue';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { PageFrame } from '../../../components/page-frame';
import { useChangePrice } from '../api/change-price';
import { useBilling } from '../api/get-billing';
import { usePreviewPrice } from '../api/preview-price';
import { billingErrorMessage } from '../components/billing-error';
import { priceText } from '../components/format';
import { BILLING } from './billing-overview-route';

const BACK = { to: BILLING, label: 'Back to billing' };

/**
 * spec doc 1 §2 Billing, doc 2 §2 and §4: subscription/upgrade (monthly to yearly) and
 * subscription/downgrade (yearly to monthly): the plan, the amount due today from the provider's
 * preview, confirm, then success (a warning when the returned status is past_due).
 */
export function ChangePriceRoute({ to }: { to: 'year' | 'month' }) {
  const billing = useBilling();
  const change = useChangePrice();
  const [result, setResult] = useState<SubscriptionChange | null>(null);
  const subscription = billing.data?.subscription ?? null;
  const plan = subscription && isPlanId(subscription.planId) ? PLANS[subscription.planId] : null;
  const price = plan?.prices.find((p) => p.interval === to) ?? null;
  const allowed = billing.data
    ? to === 'year'
      ? billing.data.actions.upgrade
      : billing.data.actions.downgrade
    : false;
  const preview = usePreviewPrice(
    plan && price && allowed && !result ? { planId: plan.id, priceId: price.id } : null,
  );
  const title = to === 'year' ? 'Switch to yearly' : 'Switch to monthly';

  if (billing.isPending) return null;
  if (billing.isError) return <ErrorState onAction={() => billing.refetch()} />;
  if (result) {
    return (
      <PageFrame title={title} back={BACK}>
        {result.status === 'past_due' ? (
          <Alert color="orange" title={`You are on ${plan?.name} ${to === 'year' ? 'yearly' : 'monthly'}`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{CHARGE_FAILED}</Text>
              <Button component={Link} to={`${BILLING}/subscription/update`} size="xs">
                Update payment method
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Alert color="green" title={`You are on ${plan?.name} ${to === 'year' ? 'yearly' : 'monthly'}`}>
            The new price applies from today.
          </Alert>
        )}
        <Button component={Link} to={BILLING} variant="light" w="fit-content">
          Go to billing
        </Button>
      </PageFrame>
    );
  }
  if (!plan || !price || !allowed) {
    return (
      <PageFrame title={title} back={BACK}>
        <Alert color="gray">
          {to === 'year'
            ? 'Only an active monthly subscription can switch to yearly.'
            : 'Only an active yearly subscription can switch to monthly.'}
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} back={BACK}>
      <Card withBorder radius="lg" padding="lg" component="section" aria-label="Invoice preview">
        <Stack gap="sm">
          <Text>
            <strong>{plan.name}</strong>
            {`, ${to === 'year' ? 'yearly' : 'monthly'}: ${priceText(price.amount, price.currency, to)}`}
          </Text>
          {preview.isPending ? <Text size="sm">Calculating the amount due today…</Text> : null}
          {preview.data ? (
            <Text>
              {'Amount due today: '}
              <strong>{preview.data.display}</strong>
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            The time left on your current price is credited. The new period starts today.
          </Text>
          <FormError message={billingErrorMessage(preview.error)} />
          <Group>
            <Button
              disabled={!preview.data}
              loading={change.isPending}
              onClick={() =>
                change.mutate(
                  { planId: plan.id, priceId: price.id },
                  { onSuccess: (changed) => setResult(changed) },
                )
              }
            >
              Confirm
            </Button>
          </Group>
          <FormError message={billingErrorMessage(change.error)} />
        </Stack>
      </Card>
    </PageFrame>
  );
}
