import { Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STRIPE_OAUTH_INVALID } from '../../../../domain/payments/stripe-account';
import { errorMessage } from '../../../lib/api-client';
import { useCompleteStripeOauth } from '../api/payment-accounts';
import { PAYMENT_ACCOUNTS_PATH } from '../paths';

/** /dashboard/payments/stripe-oauth: Stripe's return after linking a Standard account. */
export function StripeOauthReturnRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteStripeOauth();
  const sent = useRef(false);
  const code = search.get('code') ?? '';
  const state = search.get('state') ?? '';
  const missing = !code || !state || search.has('error');

  useEffect(() => {
    if (missing || sent.current) return;
    sent.current = true;
    complete.mutate({ code, state }, { onSuccess: () => navigate(PAYMENT_ACCOUNTS_PATH, { replace: true }) });
  }, [missing, code, state, complete, navigate]);

  const failed = missing || complete.isError;
  return (
    <Stack gap="lg" maw={560}>
      <title>Connecting Stripe · Slotwise</title>
      <Card withBorder radius="lg" padding="lg">
        {failed ? (
          <Stack gap="sm" role="alert">
            <Title order={1} fz={22}>
              {missing ? STRIPE_OAUTH_INVALID : errorMessage(complete.error)}
            </Title>
            <Anchor component={Link} to={PAYMENT_ACCOUNTS_PATH}>
              Back to payment accounts
            </Anchor>
          </Stack>
        ) : (
          <Stack align="center" gap="sm" py="lg">
            <Loader />
            <Text>Connecting your Stripe account…</Text>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
