import { Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYPAL_RETURN_INVALID } from '../../../../domain/payments/paypal-account';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePaypalVerify } from '../api/paypal-account';
import { PAYMENT_ACCOUNTS_PATH } from '../paths';

/** spec: /dashboard/payments/paypal-return?token=… verifies the PayPal connection. */
export function PaypalReturnRoute() {
  const [search] = useSearchParams();
  const verify = usePaypalVerify();
  const sent = useRef(false);
  const token = search.get('token') ?? '';

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  let content: React.ReactNode;
  if (!token || (verify.error instanceof ApiError && verify.error.status === 400)) {
    content = (
      <Title order={1} fz={22}>
        {PAYPAL_RETURN_INVALID}
      </Title>
    );
  } else if (verify.isError) {
    content = <Title order={1} fz={22}>{`Something went wrong: ${errorMessage(verify.error)}`}</Title>;
  } else if (verify.data) {
    const verified = verify.data.state === 'verified';
    content = (
      <>
        <Title order={1} fz={22}>
          {verified ? 'Your PayPal account is connected' : 'Your PayPal account is not verified yet'}
        </Title>
        {verified ? (
          <Text>Clients can now pay you with PayPal ({verify.data.email}).</Text>
        ) : (
          verify.data.missing.map((m) => <Text key={m}>{m}</Text>)
        )}
      </>
    );
  } else {
    content = (
      <Stack align="center" gap="sm" py="lg">
        <Loader />
        <Text>Verifying your PayPal account…</Text>
      </Stack>
    );
  }
  const done = !token || verify.isError || verify.data;
  return (
    <Stack gap="lg" maw={560}>
      <title>Connecting PayPal · Slotwise</title>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" role={verify.isError || !token ? 'alert' : undefined}>
          {content}
          {done ? (
            <Anchor component={Link} to={PAYMENT_ACCOUNTS_PATH}>
              Back to payment accounts
            </Anchor>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
