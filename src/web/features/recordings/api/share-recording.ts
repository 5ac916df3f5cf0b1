import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RecordingPlaybackView,
  ShareRecordingInput,
} from '../../../../domain/recordings/recording-view';
import { apiRequest } from '../../../lib/api-client';
import { recordingQueryOptions } from './get-recording';

export function shareRecording(input: { id: string } & ShareRecordingInput): Promise<RecordingPlaybackView> {
  return apiRequest<RecordingPlaybackView>(`/recordings/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: { shared: input.shared },
  });
}

/** Shares the recording with the session's participants through its link, or stops sharing it. */
export function useShareRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareRecording,
    onSuccess: (view) => {
      queryClient.setQueryData(recordingQueryOptions(view.recording.id, null).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: ['recordings', 'list'] });
    },
  });
}
