import { Badge, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useStartRecording } from '../api/start-recording';
import { useStopRecording } from '../api/stop-recording';

// Issue 17: the expert starts and stops recording in the room; everyone sees the badge while the
// server records (the room's `recording` message, so it shows for whoever joins later too).

/** What everyone in the room sees while it is recorded. */
export function RecordingBadge() {
  return (
    <Badge color="red" variant="filled" radius="sm" leftSection="●" role="status" style={{ flexShrink: 0 }}>
      Recording
    </Badge>
  );
}

/** The expert's start/stop button; a refusal (plan, not in the call) shows its message. */
export function RecordingButton({ sessionId, recording }: { sessionId: string; recording: boolean }) {
  const start = useStartRecording();
  const stop = useStopRecording();
  // The recording this page started; after a reload the server finds the one in progress.
  const [recordingId, setRecordingId] = useState<string | null>(null);
  const busy = start.isPending || stop.isPending;

  async function toggle() {
    try {
      if (recording) {
        await stop.mutateAsync({ sessionId, recordingId });
        setRecordingId(null);
        notifications.show({
          color: 'teal',
          message: 'Recording stopped. It will be ready in a few minutes.',
        });
      } else {
        const started = await start.mutateAsync(sessionId);
        setRecordingId(started.id);
      }
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessage(failure) });
    }
  }

  return (
    <Button
      variant={recording ? 'filled' : 'light'}
      color="red"
      radius="xl"
      h={48}
      loading={busy}
      onClick={() => void toggle()}
    >
      {recording ? 'Stop recording' : 'Record'}
    </Button>
  );
}
