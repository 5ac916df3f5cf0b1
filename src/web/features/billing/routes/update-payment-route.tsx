import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ACTIVATION_FAILED, CHARGE_FAILED } from '../../../../domain/billing/messages';
import { ErrorState } from '../../../components/error-state';
import { PageFrame } from '../../../components/page-frame';
import { useBilling } from '../api/get-billing';
import { updatePaymentMethod } from '../api/update-payment-method';
import { cardText } from '../components/format';
import { HostedCardUpdate } from '../components/hosted-card-update';
import { PaymentFlow } from '../components/payment-flow';
import { PaymentSteps } from '../components/payment-steps';
import { BILLING } from './billing-overview-route';

const BACK = { to: BILLING, label: 'Back to billing' };

/** spec doc 1 §2, §4: subscription/update, the payment-method update and its steps. */
export function UpdatePaymentRoute() {
  const billing = useBilling();
  const [search] = useSearchParams();
  if (billing.isPending) {
    return (
      <PageFrame title="Update payment method" back={BACK}>
        <PaymentSteps step="initializing" />
      </PageFrame>
    );
  }
  if (billing.isError) return <ErrorState onAction={() => billing.refetch()} />;
  const data = billing.data;
  const status = data.subscription?.status;
  const done = (
    <Stack gap="xs" align="flex-start">
      <Alert color="green" title="Your payment method is updated" w="100%">
        {data.card ? `Card on file: ${cardText(data.card)}` : null}
      </Alert>
      <Button component={Link} to={BILLING} variant="light" size="xs">
        Go to billing
      </Button>
    </Stack>
  );
  return (
    <PageFrame title="Update payment method" back={BACK}>
      {status === 'incomplete' ? <Alert color="orange">{ACTIVATION_FAILED}</Alert> : null}
      {status === 'past_due' || status === 'unpaid' ? <Alert color="red">{CHARGE_FAILED}</Alert> : null}
      {data.card ? <Text size="sm">{`Card on file: ${cardText(data.card)}`}</Text> : null}
      {!data.actions.updatePaymentMethod ? (
        <Alert color="gray">You have no subscription to pay with a card.</Alert>
      ) : data.cardEntry === 'hosted' ? (
        <HostedCardUpdate setupSessionId={search.get('setup_session')} done={done} />
      ) : (
        <PaymentFlow
          submitLabel={data.actions.needsPaymentMethod ? 'Save card and pay' : 'Save card'}
          pay={(paymentMethodId) => updatePaymentMethod({ paymentMethodId })}
          done={done}
        />
      )}
    </PageFrame>
  );
}
