import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { PageFrame } from '../../../components/page-frame';
import { useBilling } from '../api/get-billing';
import { useReactivateSubscription } from '../api/reactivate-subscription';
import { billingErrorMessage } from '../components/billing-error';
import { formatDay } from '../components/format';
import { BILLING } from './billing-overview-route';

const BACK = { to: BILLING, label: 'Back to billing' };

/** spec doc 1 §4: reactivate only when cancellation at period end is set and it is active or trialing. */
export function ReactivateRoute() {
  const billing = useBilling();
  const reactivate = useReactivateSubscription();
  const [done, setDone] = useState(false);
  if (billing.isPending) return null;
  if (billing.isError) return <ErrorState onAction={() => billing.refetch()} />;
  const { subscription, actions, plan } = billing.data;
  if (done) {
    return (
      <PageFrame title="Reactivate subscription" back={BACK}>
        <Alert color="green" title="Your subscription is active again">
          {`${plan.name} renews as before.`}
        </Alert>
        <Button component={Link} to={BILLING} variant="light" w="fit-content">
          Go to billing
        </Button>
      </PageFrame>
    );
  }
  if (!subscription || !actions.reactivate) {
    return (
      <PageFrame title="Reactivate subscription" back={BACK}>
        <Alert color="gray">
          Only a subscription set to cancel at the end of its period can be reactivated.
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Reactivate subscription" back={BACK}>
      <Stack gap="sm" align="flex-start">
        <Text>
          {`Your ${plan.name} plan is set to end on ${subscription.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd) : 'the end of the period'}. Reactivate it to keep it, renewing as before.`}
        </Text>
        <Button
          loading={reactivate.isPending}
          onClick={() => reactivate.mutate(undefined, { onSuccess: () => setDone(true) })}
        >
          Reactivate
        </Button>
        <FormError message={billingErrorMessage(reactivate.error)} />
      </Stack>
    </PageFrame>
  );
}
