import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PaymentResult } from '../../../../domain/billing/billing-view';
import { FormError } from '../../../components/form-error';
import { useBilling } from '../api/get-billing';
import { useStartCardCheckout } from '../api/start-card-checkout';
import { updatePaymentMethod } from '../api/update-payment-method';
import { billingErrorMessage } from './billing-error';
import { type PaymentStep, PaymentSteps } from './payment-steps';

/**
 * The card update where the card is typed on Stripe's page (Checkout, mode setup): creating is
 * that page; back here with ?setup_session= the subscription is updated with it, the bank may
 * ask to confirm on Stripe's invoice page, then activating and updated, as with our own form.
 */
export function HostedCardUpdate(props: { setupSessionId: string | null; done: React.ReactNode }) {
  const start = useStartCardCheckout();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PaymentStep>(props.setupSessionId ? 'updating' : 'creating');
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const billing = useBilling({ poll: step === 'activating' });
  const status = billing.data?.subscription?.status;
  const sent = useRef(false);

  useEffect(() => {
    if (!props.setupSessionId || sent.current) return;
    sent.current = true;
    updatePaymentMethod({ setupSessionId: props.setupSessionId }).then(
      (answer) => {
        void queryClient.invalidateQueries({ queryKey: ['billing'] });
        void queryClient.invalidateQueries({ queryKey: ['me'] });
        setResult(answer);
        if (answer.outcome === 'paid') setStep('activating');
        else if (answer.outcome === 'requires_action') setStep('confirming');
        else {
          setError(answer.message);
          setStep('creating');
        }
      },
      (failure: unknown) => {
        setError(billingErrorMessage(failure));
        setStep('creating');
      },
    );
  }, [props.setupSessionId, queryClient]);

  useEffect(() => {
    if (step === 'activating' && (status === 'active' || status === 'trialing')) setStep('updated');
  }, [step, status]);

  const anotherCard = (
    <Button
      variant={step === 'creating' ? 'filled' : 'default'}
      loading={start.isPending}
      onClick={() => start.mutate()}
    >
      {step === 'creating' ? 'Enter a new card' : 'Use another card'}
    </Button>
  );
  return (
    <Stack gap="lg">
      <PaymentSteps step={step} />
      {step === 'creating' ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">You enter the card on the payment provider's secure page and come back here.</Text>
          {anotherCard}
        </Stack>
      ) : null}
      {step === 'updating' ? <Text size="sm">Updating your subscription with the new card…</Text> : null}
      {step === 'confirming' && result?.confirmUrl ? (
        <Stack gap="sm">
          <Alert color="blue" variant="light" title="Your bank asks you to confirm this payment">
            <Anchor href={result.confirmUrl} target="_blank" rel="noreferrer">
              Confirm the payment with your bank
            </Anchor>
          </Alert>
          <Group>
            <Button variant="light" onClick={() => setStep('activating')}>
              I have confirmed it
            </Button>
            {anotherCard}
          </Group>
        </Stack>
      ) : null}
      {step === 'activating' ? (
        <Text size="sm">Waiting for the payment provider to activate your subscription…</Text>
      ) : null}
      {step === 'updated' ? props.done : null}
      <FormError message={error ?? billingErrorMessage(start.error)} />
    </Stack>
  );
}
