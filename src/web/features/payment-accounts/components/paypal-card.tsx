import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PAYPAL_NOT_CONFIGURED,
  type PaypalAccountView,
  paypalConnectInput,
} from '../../../../domain/payments/paypal-account';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-client';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { usePaypalAccount, usePaypalConnect, usePaypalDisconnect } from '../api/paypal-account';

const STATE_COLORS = { not_connected: 'gray', not_verified: 'orange', verified: 'green' } as const;

type ConnectValues = { email: string; businessAccount: boolean };

/** spec: the wallet connection — email plus the business-account confirmation, then PayPal's sign-up. */
function ConnectForm({ email }: { email: string | null }) {
  const connect = usePaypalConnect();
  const form = useForm<ConnectValues>({
    mode: 'controlled',
    initialValues: { email: email ?? '', businessAccount: false },
    validate: zodValidate(paypalConnectInput),
  });
  const submit = form.onSubmit((values) =>
    connect.mutate(paypalConnectInput.parse(values), {
      onError: (failure) => form.setErrors(apiFormErrors(failure, ['email', 'businessAccount']).fields),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {/* spec: failed-precondition on connect shows the server's message. */}
        <FormError message={apiFormErrors(connect.error, ['email', 'businessAccount']).message} />
        <TextInput label="PayPal email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Checkbox
          label="This is a PayPal business account"
          {...form.getInputProps('businessAccount', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={connect.isPending}>
            {email ? 'Continue with PayPal' : 'Connect PayPal'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Body({ view }: { view: PaypalAccountView }) {
  const disconnect = usePaypalDisconnect();
  if (!view.enabled) return <Text c="dimmed">{PAYPAL_NOT_CONFIGURED}</Text>;
  if (view.state === 'not_connected') {
    return (
      <>
        <Text>Let clients pay with PayPal. Payments go straight to your own PayPal business account.</Text>
        <ConnectForm email={null} />
      </>
    );
  }
  return (
    <>
      <Text>
        {view.state === 'verified' ? 'Clients can pay with PayPal to ' : 'Connected to '}
        <strong>{view.email}</strong>
        {view.state === 'verified' ? '.' : ', not verified yet.'}
      </Text>
      {view.missing.length > 0 ? (
        <List size="sm" c="dimmed">
          {view.missing.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      ) : null}
      {view.state === 'not_verified' ? <ConnectForm email={view.email} /> : null}
      <Group>
        <ConfirmDeleteButton
          title="Disconnect PayPal"
          question="Clients will no longer be able to pay you with PayPal. Payments already made are not affected."
          id={null}
          mutation={disconnect}
          onDeleted={(close) => close()}
          labels={{ action: 'Disconnect', keep: 'Cancel' }}
        />
      </Group>
    </>
  );
}

/** The PayPal card of /dashboard/payments/accounts, beside Stripe's. */
export function PaypalCard() {
  const account = usePaypalAccount();
  const view = account.data;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz={20}>
            PayPal
          </Title>
          {/* No badge where PayPal is not set up: there is nothing to connect. */}
          {view?.enabled ? (
            <Badge color={STATE_COLORS[view.state]} variant="light" size="lg">
              {view.label}
            </Badge>
          ) : null}
        </Group>
        {view ? <Body view={view} /> : null}
        {account.isError ? (
          <ErrorState message={errorMessage(account.error)} onAction={() => account.refetch()} />
        ) : null}
        {account.isPending ? (
          <Stack aria-label="Loading PayPal account">
            <Skeleton h={16} />
            <Skeleton h={36} w={160} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
