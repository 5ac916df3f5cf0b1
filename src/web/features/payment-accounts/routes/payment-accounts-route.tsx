import { Anchor, Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  type PaymentAccountsView,
  requirementsInWords,
  STRIPE_NOT_CONFIGURED,
  STRIPE_PAYOUT_SCHEDULE,
  STRIPE_UNAVAILABLE_IN_COUNTRY,
} from '../../../../domain/payments/stripe-account';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import {
  useConnectStripe,
  useLinkStandardAccount,
  usePaymentAccounts,
  useStripeLoginLink,
} from '../api/payment-accounts';
import { PaypalCard } from '../components/paypal-card';
import { STRIPE_BALANCE_PATH } from '../paths';

const STATE_COLORS = { not_connected: 'gray', action_needed: 'orange', connected: 'green' } as const;

function StripeCard({ view }: { view: PaymentAccountsView }) {
  const connect = useConnectStripe();
  const link = useLinkStandardAccount();
  const login = useStripeLoginLink();
  const failure = connect.error ?? link.error ?? login.error;
  const busy = connect.isPending || link.isPending || login.isPending;
  const account = view.stripe;

  let body: React.ReactNode;
  if (!view.stripeEnabled) body = <Text c="dimmed">{STRIPE_NOT_CONFIGURED}</Text>;
  else if (!account && !view.stripeAvailable) body = <Text c="dimmed">{STRIPE_UNAVAILABLE_IN_COUNTRY}</Text>;
  else if (!account) {
    body = (
      <>
        <Text>
          Take card payments, Google Pay and Apple Pay on your booking page. Clients pay you directly through
          your own Stripe account.
        </Text>
        <Group gap="sm">
          <Button onClick={() => connect.mutate()} loading={connect.isPending} disabled={busy}>
            Connect Stripe
          </Button>
          {view.stripeOauthAvailable ? (
            <Button variant="default" onClick={() => link.mutate()} loading={link.isPending} disabled={busy}>
              I already have a Stripe account
            </Button>
          ) : null}
        </Group>
      </>
    );
  } else if (view.state === 'action_needed') {
    body = (
      <>
        <Text>Stripe needs a few more details before you can accept payments.</Text>
        {account.requirementsDue.length > 0 ? (
          <List size="sm" c="dimmed">
            {requirementsInWords(account.requirementsDue).map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        ) : null}
        {account.accountType === 'standard' ? (
          <Anchor href="https://dashboard.stripe.com/" target="_blank" rel="noreferrer">
            Finish in your Stripe dashboard
          </Anchor>
        ) : (
          <Group>
            <Button onClick={() => connect.mutate()} loading={connect.isPending} disabled={busy}>
              Continue Stripe setup
            </Button>
          </Group>
        )}
      </>
    );
  } else {
    body = (
      <>
        <Text>
          Clients can pay by card, Google Pay and Apple Pay. Payouts: {STRIPE_PAYOUT_SCHEDULE.toLowerCase()}.
        </Text>
        {account.accountType === 'standard' ? (
          <Group>
            <Button component="a" href="https://dashboard.stripe.com/" target="_blank" rel="noreferrer">
              Open Stripe dashboard
            </Button>
          </Group>
        ) : (
          <Group gap="sm">
            <Button onClick={() => login.mutate(account.id)} loading={login.isPending} disabled={busy}>
              Open Stripe dashboard
            </Button>
            <Button component={Link} to={STRIPE_BALANCE_PATH} variant="default">
              View transactions
            </Button>
          </Group>
        )}
      </>
    );
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz={20}>
            Stripe
          </Title>
          <Badge color={STATE_COLORS[view.state]} variant="light" size="lg">
            {view.label}
          </Badge>
        </Group>
        {body}
        {failure ? (
          <Text c="red" role="alert">
            {errorMessage(failure)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /dashboard/payments/accounts: connect Stripe, its status, the way to its dashboard. */
export function PaymentAccountsRoute() {
  const accounts = usePaymentAccounts();
  let content: React.ReactNode;
  if (accounts.data) content = <StripeCard view={accounts.data} />;
  // The PayPal card loads on its own, beside Stripe's.
  else if (accounts.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(accounts.error)} onAction={() => accounts.refetch()} />
      </Card>
    );
  } else {
    content = (
      <Card withBorder radius="lg" padding="lg" aria-label="Loading payment accounts">
        <Stack>
          <Skeleton h={24} w={120} />
          <Skeleton h={16} />
          <Skeleton h={36} w={160} />
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="lg" maw={760}>
      <title>Payment accounts · Slotwise</title>
      <Title order={1} fz={26}>
        Payment accounts
      </Title>
      {content}
      <PaypalCard />
    </Stack>
  );
}
