import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZOOM_AUTH_PROBLEM, ZOOM_SOMETHING_WRONG } from '../../../../domain/zoom/zoom-messages';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useDisconnectZoom, useStartZoomConnect, useZoomStatus } from '../api/zoom';

/** The expert's Zoom account on the locations screen: connect, the problem and reconnect, disconnect. */
export function ZoomCard() {
  const status = useZoomStatus();
  const start = useStartZoomConnect();
  const disconnect = useDisconnectZoom();

  if (status.isError) {
    return (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(status.error)} onAction={() => status.refetch()} />
      </Card>
    );
  }
  if (!status.data?.available) return null;
  const { account } = status.data;
  const connect = () =>
    start.mutate(undefined, {
      onError: () => notifications.show({ color: 'red', message: ZOOM_SOMETHING_WRONG }),
    });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="zoom-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="zoom-title">
          Zoom
        </Title>
        {account?.hasAuthError ? (
          <Alert color="red" role="alert">
            {ZOOM_AUTH_PROBLEM}
          </Alert>
        ) : null}
        <Text fz="sm" c="dimmed">
          {account
            ? `Connected as ${account.email ?? 'your Zoom account'}. Sessions held on Zoom get their own Zoom meeting, moved and deleted with them.`
            : 'Connect your Zoom account to hold sessions on Zoom: each session gets its own Zoom meeting.'}
        </Text>
        <Group gap="sm">
          {!account || account.hasAuthError ? (
            <Button onClick={connect} loading={start.isPending}>
              {account ? 'Re-connect Zoom' : 'Connect Zoom'}
            </Button>
          ) : null}
          {account ? (
            <Button
              variant="default"
              loading={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => notifications.show({ color: 'teal', message: 'Zoom disconnected' }),
                  onError: () => notifications.show({ color: 'red', message: ZOOM_SOMETHING_WRONG }),
                })
              }
            >
              Disconnect
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
