import { Alert, Box, Button, CopyButton, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useParams, useSearchParams } from 'react-router';
import { durationInMinutes, recordingStateLabel } from '../../../../domain/recordings/recording-rules';
import type { RecordingPlaybackView } from '../../../../domain/recordings/recording-view';
import { BrandedFrame } from '../../../components/branded-frame';
import { ErrorState } from '../../../components/error-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRecording } from '../api/get-recording';
import { useShareRecording } from '../api/share-recording';
import { RECORDINGS_PATH } from '../paths';

// /r/{recordingId} (spec doc 1 §2): the recording viewer with a player and download, for the
// expert (session cookie) and, while the expert shares it, for participants through the share
// link /r/{id}?share=… (ADR 042).

function ShareControl({ view }: { view: RecordingPlaybackView }) {
  const share = useShareRecording();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Switch
          label="Share with participants"
          description="Anyone with the share link can watch and download this recording while sharing is on."
          checked={view.recording.shared}
          disabled={share.isPending}
          onChange={(event) =>
            share
              .mutateAsync({ id: view.recording.id, shared: event.currentTarget.checked })
              .catch((failure) => notifications.show({ color: 'red', message: errorMessage(failure) }))
          }
        />
        {view.shareUrl ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" truncate style={{ flex: 1 }} data-testid="share-url">
              {view.shareUrl}
            </Text>
            <CopyButton value={view.shareUrl}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Viewer({ view }: { view: RecordingPlaybackView }) {
  const { recording } = view;
  const minutes = durationInMinutes(recording.duration);
  return (
    <Stack gap="md">
      <title>{`${recording.session?.title ?? 'Recording'} · Slotwise`}</title>
      <Stack gap={2}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {recording.session?.title ?? 'Recording'}
        </Title>
        <Text c="dimmed" size="sm">
          {minutes === null
            ? recordingStateLabel(recording.status, recording.processingPercentComplete)
            : `${minutes} min`}
        </Text>
      </Stack>
      {view.videoUrl ? (
        <Box
          component="video"
          src={view.videoUrl}
          controls
          playsInline
          preload="metadata"
          w="100%"
          bg="black"
          style={{ borderRadius: 12, aspectRatio: '16 / 9', display: 'block' }}
          data-testid="recording-video"
        />
      ) : (
        <Alert color="blue" variant="light">
          {`This recording is not ready yet: ${recordingStateLabel(recording.status, recording.processingPercentComplete).toLowerCase()}.`}
        </Alert>
      )}
      <Group gap="sm">
        {view.downloadUrl ? (
          <Button component="a" href={view.downloadUrl}>
            Download
          </Button>
        ) : null}
        {view.canManage ? (
          <Button component={Link} to={RECORDINGS_PATH} variant="default">
            All recordings
          </Button>
        ) : null}
      </Group>
      {view.canManage && recording.status === 'ready' ? <ShareControl view={view} /> : null}
    </Stack>
  );
}

export function RecordingViewerRoute() {
  const { recordingId = '' } = useParams();
  const [params] = useSearchParams();
  const share = params.get('share');
  const query = useRecording(recordingId, share);
  let content: React.ReactNode;
  if (query.data) content = <Viewer view={query.data} />;
  else if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    content =
      status === 401 ? (
        <ErrorState
          message="Sign in to watch this recording"
          detail="Recordings are for the expert, or for participants the expert shared the link with."
          actionLabel="Sign in"
          onAction={() => window.location.assign(`/login?next=${encodeURIComponent(`/r/${recordingId}`)}`)}
        />
      ) : (
        <ErrorState message={errorMessage(query.error)} detail="" onAction={() => query.refetch()} />
      );
  } else content = <Text c="dimmed">Loading…</Text>;
  return (
    <BrandedFrame maw={960} p={{ base: 'md', sm: 'xl' }}>
      {content}
    </BrandedFrame>
  );
}
