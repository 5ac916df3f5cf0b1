import { useMutation } from '@tanstack/react-query';
import type { RecordingListView, RecordingView } from '../../../../domain/recordings/recording-view';
import { apiRequest } from '../../../lib/api-client';

/** Stops the session's recording: `recordingId` when this page started it, else the one in progress. */
export async function stopRecording(input: {
  sessionId: string;
  recordingId: string | null;
}): Promise<RecordingView> {
  let id = input.recordingId;
  if (!id) {
    const list = await apiRequest<RecordingListView>(
      `/recordings?sessionId=${encodeURIComponent(input.sessionId)}`,
    );
    id = list.recordings.find((r) => r.status === 'inprogress')?.id ?? null;
  }
  if (!id) throw new Error('This recording has already stopped.');
  return apiRequest<RecordingView>(`/recordings/${encodeURIComponent(id)}/stop`, { method: 'POST' });
}

export function useStopRecording() {
  return useMutation({ mutationFn: stopRecording });
}
