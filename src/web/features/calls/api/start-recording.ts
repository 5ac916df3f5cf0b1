import { useMutation } from '@tanstack/react-query';
import type { RecordingView } from '../../../../domain/recordings/recording-view';
import { apiRequest } from '../../../lib/api-client';

export function startRecording(sessionId: string): Promise<RecordingView> {
  return apiRequest<RecordingView>('/recordings', { method: 'POST', body: { sessionId } });
}

/** The expert starts recording the room they are in (the server tells everyone). */
export function useStartRecording() {
  return useMutation({ mutationFn: startRecording });
}
