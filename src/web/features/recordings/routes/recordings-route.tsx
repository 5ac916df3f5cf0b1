import { Stack } from '@mantine/core';
import { useMe } from '../../account/api/get-me';
import { RecordingGate } from '../components/recording-gate';
import { RecordingsList } from '../components/recordings-list';

/** /dashboard/calls/recordings: every recording of the expert's calls, newest first. */
export function RecordingsRoute() {
  const zone = useMe().data!.user.timezone;
  return (
    <Stack gap="lg" maw={960}>
      <title>Recordings · Slotwise</title>
      <RecordingGate>
        <RecordingsList zone={zone} />
      </RecordingGate>
    </Stack>
  );
}
