import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useMe } from '../../account/api/get-me';
import { GroupPageFrame } from '../../group-sessions/components/group-page-frame';
import { RecordingGate } from '../components/recording-gate';
import { RecordingsList } from '../components/recordings-list';

/** /dashboard/home/sessions/{sessionId}/recordings: the session's recordings (spec doc 1 §2). */
export function SessionRecordingsRoute() {
  const { sessionId = '' } = useParams();
  const zone = useMe().data!.user.timezone;
  return (
    <GroupPageFrame
      title="Recordings"
      back={{ to: `/dashboard/home/sessions/${encodeURIComponent(sessionId)}`, label: 'Back to the session' }}
    >
      <Stack gap="lg">
        <RecordingGate>
          <RecordingsList sessionId={sessionId} zone={zone} showSession={false} />
        </RecordingGate>
      </Stack>
    </GroupPageFrame>
  );
}
