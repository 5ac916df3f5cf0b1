import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import {
  durationInMinutes,
  isRecordingReady,
  RECORDING_MESSAGES,
  recordingStateLabel,
} from '../../../../domain/recordings/recording-rules';
import type { RecordingView } from '../../../../domain/recordings/recording-view';
import { formatInZone } from '../../../../domain/time/format-in-zone';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { ErrorState } from '../../../components/error-state';
import { useDeleteRecording } from '../api/delete-recording';
import { useRecordings } from '../api/get-recordings';
import { recordingDownloadUrl, recordingViewerPath } from '../paths';

const STATE_COLOR = {
  inprogress: 'red',
  finished: 'yellow',
  processing: 'blue',
  ready: 'teal',
  error: 'gray',
} as const;

function StateBadge({ recording }: { recording: RecordingView }) {
  return (
    <Badge variant="light" color={STATE_COLOR[recording.status]} radius="sm">
      {recordingStateLabel(recording.status, recording.processingPercentComplete)}
    </Badge>
  );
}

/** spec doc 1 §9: minutes, rounded up. */
function minutesLabel(seconds: number | null) {
  const minutes = durationInMinutes(seconds);
  return minutes === null ? '—' : `${minutes} min`;
}

function Actions({ recording }: { recording: RecordingView }) {
  const remove = useDeleteRecording();
  // spec: only a ready recording offers View, Download and Delete.
  if (!isRecordingReady(recording.status)) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={recordingViewerPath(recording.id)} size="xs" variant="light">
        View
      </Button>
      {recording.hosting.downloads.length > 0 ? (
        <Button component="a" href={recordingDownloadUrl(recording.id)} size="xs" variant="default">
          Download
        </Button>
      ) : null}
      <ConfirmDeleteButton
        title="Delete recording"
        question="Delete this recording? Its video is deleted too and cannot be brought back."
        id={recording.id}
        mutation={remove}
        trigger={{ size: 'xs', variant: 'subtle' }}
        onDeleted={(close) => {
          close();
          notifications.show({ color: 'teal', message: 'Recording deleted' });
        }}
      />
    </Group>
  );
}

/** The recordings, all of the expert's or one session's: session, date, duration, state and actions. */
export function RecordingsList({
  sessionId,
  zone,
  showSession = true,
}: {
  sessionId?: string;
  zone: string;
  showSession?: boolean;
}) {
  const list = useRecordings(sessionId);
  const phone = useMediaQuery('(max-width: 40em)');

  if (list.isError)
    return (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={RECORDING_MESSAGES.loadFailed} onAction={() => list.refetch()} />
      </Card>
    );
  if (!list.data)
    return (
      <Card withBorder radius="lg" padding="lg" aria-busy="true">
        <Stack gap="sm">
          <Skeleton h={20} />
          <Skeleton h={20} />
          <Skeleton h={20} />
        </Stack>
      </Card>
    );
  const recordings = list.data.recordings;
  if (recordings.length === 0)
    return (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap={4} align="center" py="lg" ta="center">
          <Text fw={600}>No recordings yet</Text>
          <Text size="sm" c="dimmed" maw={380}>
            Start recording from the call room of a session on Slotwise video. Recordings show here once the
            call has been recorded.
          </Text>
        </Stack>
      </Card>
    );

  const date = (r: RecordingView) =>
    formatInZone(new Date(r.session?.start ?? r.createdAt), zone, 'd MMM yyyy, HH:mm');
  const title = (r: RecordingView) => r.session?.title ?? 'Deleted session';

  if (phone)
    return (
      <Stack gap="sm">
        {recordings.map((r) => (
          <Card key={r.id} withBorder radius="lg" padding="md" data-testid="recording-row">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0}>
                  {showSession ? (
                    <Text fw={600} truncate>
                      {title(r)}
                    </Text>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    {`${date(r)} · ${minutesLabel(r.duration)}`}
                  </Text>
                </Stack>
                <StateBadge recording={r} />
              </Group>
              <Actions recording={r} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Card withBorder radius="lg" padding={0}>
      <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {showSession ? <Table.Th>Session</Table.Th> : null}
            <Table.Th>Date</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recordings.map((r) => (
            <Table.Tr key={r.id} data-testid="recording-row">
              {showSession ? <Table.Td fw={500}>{title(r)}</Table.Td> : null}
              <Table.Td>{date(r)}</Table.Td>
              <Table.Td>{minutesLabel(r.duration)}</Table.Td>
              <Table.Td>
                <StateBadge recording={r} />
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <Actions recording={r} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
