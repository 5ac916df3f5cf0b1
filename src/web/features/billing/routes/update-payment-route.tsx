import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ACTIVATION_FAILED, CHARGE_FAILED } from '../../../../domain/billing/messages';
import { ErrorState } from '../../../components/error-state';
import { PageFrame } from '../../../components/page-frame';
import { useBilling } from '../api/get-billing';
import { updatePaymentMethod } from '../api/update-payment-method';
import { cardText } from '../components/format';
import { PaymentFlow } from '../components/payment-flow';
import { PaymentSteps } from '../components/payment-steps';
import { BILLING } from './billing-overview-route';

const BACK = { to: BILLING, label: 'Back to billing' };

/** spec doc 1 §2, §4: subscription/update, the payment-method update and its steps. */
export function UpdatePaymentRoute() {
  const billing = useBilling();
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
  return (
    <PageFrame title="Update payment method" back={BACK}>
      {status === 'incomplete' ? <Alert color="orange">{ACTIVATION_FAILED}</Alert> : null}
      {status === 'past_due' || status === 'unpaid' ? <Alert color="red">{CHARGE_FAILED}</Alert> : null}
      {data.card ? <Text size="sm">{`Card on file: ${cardText(data.card)}`}</Text> : null}
      {!data.actions.updatePaymentMethod ? (
        <Alert color="gray">You have no subscription to pay with a card.</Alert>
      ) : data.cardEntry !== 'embedded' ? (
        <Alert color="gray">
          Your card is kept by the payment provider: change it from the invoice emails it sends.
        </Alert>
      ) : (
        <PaymentFlow
          submitLabel={data.actions.needsPaymentMethod ? 'Save card and pay' : 'Save card'}
          pay={(paymentMethodId) => updatePaymentMethod({ paymentMethodId })}
          done={
            <Stack gap="xs" align="flex-start">
              <Alert color="green" title="Your payment method is updated" w="100%">
                {data.card ? `Card on file: ${cardText(data.card)}` : null}
              </Alert>
              <Button component={Link} to={BILLING} variant="light" size="xs">
                Go to billing
              </Button>
            </Stack>
          }
        />
      )}
    </PageFrame>
  );
}
