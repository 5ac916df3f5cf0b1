import { Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

export type OauthCode = { code: string; state: string };

/**
 * A provider's OAuth return in this window (Stripe Connect, Zoom): sends the code and the state we
 * stored once, then goes back to `back`; a return without them (refused, or an error) or a failed
 * exchange shows `failure` with the way back.
 */
export function OauthReturn({
  provider,
  complete,
  back,
  failure,
  standalone = false,
}: {
  provider: string;
  complete: UseMutationResult<unknown, Error, OauthCode>;
  back: { path: string; label: string };
  failure(missing: boolean, error: Error | null): string;
  /** Outside the dashboard frame: centred, with its own padding. */
  standalone?: boolean;
}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sent = useRef(false);
  const code = search.get('code') ?? '';
  const state = search.get('state') ?? '';
  const missing = !code || !state || search.has('error');

  useEffect(() => {
    if (missing || sent.current) return;
    sent.current = true;
    complete.mutate({ code, state }, { onSuccess: () => navigate(back.path, { replace: true }) });
  }, [missing, code, state, complete, navigate, back.path]);

  const failed = missing || complete.isError;
  return (
    <Stack gap="lg" maw={560} {...(standalone ? { mx: 'auto', p: 'md' } : {})}>
      <title>{`Connecting ${provider} · Slotwise`}</title>
      <Card withBorder radius="lg" padding="lg">
        {failed ? (
          <Stack gap="sm" role="alert">
            <Title order={1} fz={22}>
              {failure(missing, complete.error)}
            </Title>
            <Anchor component={Link} to={back.path}>
              {back.label}
            </Anchor>
          </Stack>
        ) : (
          <Stack align="center" gap="sm" py="lg">
            <Loader />
            <Text>{`Connecting your ${provider} account…`}</Text>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
