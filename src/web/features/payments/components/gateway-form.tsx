import { Anchor, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  type GatewayInput,
  type GatewayView,
  gatewayInput,
  gatewayRefusal,
} from '../../../../domain/payments/gateway';
import {
  chosenGatewayLabel,
  GATEWAY_LABELS,
  type PaymentProvider,
} from '../../../../domain/payments/payment-status';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { PAYMENT_ACCOUNTS_PATH } from '../../payment-accounts/paths';

type GatewayFormValues = { gateway: GatewayInput['gateway'] | '' };

interface GatewayFormProps {
  view: GatewayView;
  saving: boolean;
  /** The failed save, if any (a 409 names the account to connect). */
  error: unknown;
  onSubmit: (input: GatewayInput) => Promise<unknown>;
}

/** Whether the provider's account is connected, and what that means for choosing it. */
function providerLine(view: GatewayView, provider: PaymentProvider): ReactNode {
  const name = GATEWAY_LABELS[provider];
  if (view.connected[provider]) return `Your ${name} account is connected.`;
  const connect = (
    <Anchor component={Link} to={PAYMENT_ACCOUNTS_PATH} size="sm">
      Connect {name} in Payment accounts
    </Anchor>
  );
  if (view.sandbox) {
    return (
      <>
        No {name} account is connected. On this installation the sandbox checkout takes test payments in its
        place. {connect}
      </>
    );
  }
  return (
    <>
      No {name} account is connected. {connect}
    </>
  );
}

/**
 * spec (doc 2, §3): settings.payments.gateway, chosen here. Stripe and PayPal need their
 * account connected (ADR 034; a sandbox installation stands in for both), so they are disabled
 * until it is, with the way to connect one; the server says the same with a 409.
 */
export function GatewayForm({ view, saving, error, onSubmit }: GatewayFormProps) {
  const form = useForm<GatewayFormValues>({
    mode: 'controlled',
    initialValues: { gateway: view.gateway ?? '' },
    validate: zodValidate(gatewayInput),
  });
  const allowed = (provider: PaymentProvider) =>
    gatewayRefusal(provider, { connected: view.connected, sandbox: view.sandbox }) === null;

  const submit = form.onSubmit(async (values) => {
    try {
      const input = gatewayInput.parse(values);
      await onSubmit(input);
      form.resetDirty({ gateway: input.gateway });
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, ['gateway']).fields);
    }
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="gateway-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg" id="gateway-title">
              Payment gateway
            </Title>
            <Text size="sm" c="dimmed">
              How clients pay for paid sessions, series and packages on your booking page.
            </Text>
          </Stack>
          <FormError message={apiFormErrors(error, ['gateway']).message} />
          <Radio.Group
            {...form.getInputProps('gateway')}
            aria-labelledby="gateway-title"
            description={`Chosen: ${chosenGatewayLabel(view.gateway)}`}
            descriptionProps={{ mb: 'sm' }}
          >
            <Stack gap="md">
              <Radio
                value="stripe"
                label="Stripe"
                disabled={saving || !allowed('stripe')}
                description={providerLine(view, 'stripe')}
              />
              <Radio
                value="paypal"
                label="PayPal"
                disabled={saving || !allowed('paypal')}
                description={providerLine(view, 'paypal')}
              />
              <Radio
                value="none"
                label="None"
                disabled={saving}
                description="Paid sessions can't be booked on your booking page; free sessions still can."
              />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
