import { Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ZOOM_SOMETHING_WRONG } from '../../../../domain/zoom/zoom-messages';
import { useCompleteZoomConnect } from '../api/zoom';

const LOCATIONS_PATH = '/dashboard/calls/locations';

/** /settings/scheduling/zoom-oauth: Zoom's return with the code and the state we stored. */
export function ZoomOauthReturnRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteZoomConnect();
  const sent = useRef(false);
  const code = search.get('code') ?? '';
  const state = search.get('state') ?? '';
  const missing = !code || !state || search.has('error');

  useEffect(() => {
    if (missing || sent.current) return;
    sent.current = true;
    complete.mutate({ code, state }, { onSuccess: () => navigate(LOCATIONS_PATH, { replace: true }) });
  }, [missing, code, state, complete, navigate]);

  const failed = missing || complete.isError;
  return (
    <Stack gap="lg" maw={560} mx="auto" p="md">
      <title>Connecting Zoom · Slotwise</title>
      <Card withBorder radius="lg" padding="lg">
        {failed ? (
          <Stack gap="sm" role="alert">
            {/* spec §8: unknown OAuth errors and connect failures. */}
            <Title order={1} fz={22}>
              {ZOOM_SOMETHING_WRONG}
            </Title>
            <Anchor component={Link} to={LOCATIONS_PATH}>
              Back to locations
            </Anchor>
          </Stack>
        ) : (
          <Stack align="center" gap="sm" py="lg">
            <Loader />
            <Text>Connecting your Zoom account…</Text>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
