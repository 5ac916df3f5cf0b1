import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SubscriptionChange } from '../../../../domain/billing/billing-view';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { PageFrame } from '../../../components/page-frame';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useBilling } from '../api/get-billing';
import { billingErrorMessage } from '../components/billing-error';
import { formatDay } from '../components/format';
import { BILLING } from './billing-overview-route';

const BACK = { to: BILLING, label: 'Back to billing' };

/** spec doc 1 §4: cancel immediately when incomplete, past_due or unpaid, otherwise at period end. */
export function CancelRoute() {
  const billing = useBilling();
  const cancel = useCancelSubscription();
  const [result, setResult] = useState<SubscriptionChange | null>(null);
  if (billing.isPending) return null;
  if (billing.isError) return <ErrorState onAction={() => billing.refetch()} />;
  const { subscription, actions, plan } = billing.data;
  if (result) {
    return (
      <PageFrame title="Cancel subscription" back={BACK}>
        <Alert color="green" title="Your subscription is cancelled">
          {result.cancelAtPeriodEnd && result.currentPeriodEnd
            ? `Your plan stays until ${formatDay(result.currentPeriodEnd)}, then you move to the Free plan. You can reactivate it until then.`
            : 'You are on the Free plan now.'}
        </Alert>
        <Button component={Link} to={BILLING} variant="light" w="fit-content">
          Go to billing
        </Button>
      </PageFrame>
    );
  }
  if (!subscription || !actions.cancel) {
    return (
      <PageFrame title="Cancel subscription" back={BACK}>
        <Alert color="gray">There is no subscription to cancel.</Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Cancel subscription" back={BACK}>
      <Stack gap="sm" align="flex-start">
        <Text>
          {actions.cancel === 'immediately'
            ? `Your ${plan.name} subscription ends now, and you move to the Free plan.`
            : `Your ${plan.name} plan stays until ${subscription.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd) : 'the end of the period'}; you are not charged again.`}
        </Text>
        <Text size="sm" c="dimmed">
          Your data is kept. What your plan unlocks (branding, discount codes, more active workflows…) stops
          working when it ends.
        </Text>
        <Group>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: setResult })}
          >
            {actions.cancel === 'immediately' ? 'Cancel now' : 'Cancel at period end'}
          </Button>
          <Button component={Link} to={BILLING} variant="default">
            Keep my subscription
          </Button>
        </Group>
        <FormError message={billingErrorMessage(cancel.error)} />
      </Stack>
    </PageFrame>
  );
}
