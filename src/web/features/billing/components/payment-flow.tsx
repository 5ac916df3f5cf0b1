import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PaymentResult } from '../../../../domain/billing/billing-view';
import type { CardInput } from '../../../../domain/billing/inputs';
import { FormError } from '../../../components/form-error';
import { useConfirmPayment } from '../api/confirm-payment';
import { createCard } from '../api/create-card';
import { useBilling } from '../api/get-billing';
import { billingErrorMessage } from './billing-error';
import { CardForm } from './card-form';
import { type PaymentStep, PaymentSteps } from './payment-steps';

/**
 * Paying with a card, step by step (spec doc 1 §4): creating the payment method, updating the
 * subscription with it, confirming with the bank when it asks ('Use another card' starts over),
 * activating (until the provider's event has moved the subscription on), updated.
 */
export function PaymentFlow(props: {
  submitLabel: string;
  pay: (paymentMethodId: string) => Promise<PaymentResult>;
  /** Shown once the subscription is active again. */
  done: React.ReactNode;
}) {
  const [step, setStep] = useState<PaymentStep>('creating');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ invoiceId: string | null; confirmUrl: string | null } | null>(
    null,
  );
  const confirm = useConfirmPayment();
  const queryClient = useQueryClient();
  const billing = useBilling({ poll: step === 'activating' });
  const status = billing.data?.subscription?.status;

  useEffect(() => {
    if (step === 'activating' && (status === 'active' || status === 'trialing')) setStep('updated');
  }, [step, status]);

  function settle(result: PaymentResult) {
    if (result.outcome === 'paid') setStep('activating');
    else if (result.outcome === 'requires_action') {
      setPending({ invoiceId: result.invoiceId, confirmUrl: result.confirmUrl });
      setStep('confirming');
    } else {
      setError(result.message);
      setStep('creating');
    }
  }

  async function submitCard(card: CardInput) {
    setError(null);
    try {
      setStep('creating');
      const made = await createCard(card);
      setStep('updating');
      const result = await props.pay(made.paymentMethodId);
      // The card on file and the subscription changed: read them (and the plan's gates) again.
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      settle(result);
    } catch (failure) {
      setError(billingErrorMessage(failure));
      setStep('creating');
    }
  }

  async function answer(approve: boolean) {
    if (!pending?.invoiceId) return;
    setError(null);
    try {
      settle(await confirm.mutateAsync({ invoiceId: pending.invoiceId, approve }));
    } catch (failure) {
      setError(billingErrorMessage(failure));
    }
  }

  return (
    <Stack gap="lg">
      <PaymentSteps step={step} />
      {step === 'creating' || step === 'updating' ? (
        <CardForm
          submitLabel={props.submitLabel}
          busy={step === 'updating'}
          error={error}
          onSubmit={submitCard}
        />
      ) : null}
      {step === 'confirming' ? (
        <Stack gap="sm">
          <Alert color="blue" variant="light" title="Your bank asks you to confirm this payment">
            {pending?.confirmUrl ? (
              <Anchor href={pending.confirmUrl} target="_blank" rel="noreferrer">
                Confirm the payment with your bank
              </Anchor>
            ) : (
              'Confirm it as you would in your banking app.'
            )}
          </Alert>
          <Group>
            {pending?.invoiceId && !pending.confirmUrl ? (
              <Button onClick={() => answer(true)} loading={confirm.isPending}>
                Confirm payment
              </Button>
            ) : null}
            <Button
              variant="default"
              onClick={() => {
                setError(null);
                setStep('creating');
              }}
            >
              Use another card
            </Button>
          </Group>
          <FormError message={error} />
        </Stack>
      ) : null}
      {step === 'activating' ? (
        <Text size="sm">Waiting for the payment provider to activate your subscription…</Text>
      ) : null}
      {step === 'updated' ? props.done : null}
    </Stack>
  );
}
