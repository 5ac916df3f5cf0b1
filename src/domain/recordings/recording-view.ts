import { z } from 'zod';
import { RECORDING_STATUSES } from './recording-rules';

// The Recording resource as the API answers it (spec doc 1 §3, doc 2 §3), with the session it
// belongs to for the lists.

export const recordingDownloadView = z.object({
  contentType: z.string(),
  size: z.number().int(),
});

export const recordingView = z.object({
  id: z.string(),
  kind: z.literal('recording'),
  userId: z.string(),
  createdAt: z.string(),
  status: z.enum(RECORDING_STATUSES),
  /** Seconds, once processed. */
  duration: z.number().int().nullable(),
  processingPercentComplete: z.number().int().nullable(),
  hosting: z.object({
    downloads: z.array(recordingDownloadView),
    downloadsStatus: z.string().nullable(),
    downloadsPercentComplete: z.number().int().nullable(),
  }),
  recording: z.object({ sessionId: z.string().nullable() }),
  session: z.object({ title: z.string(), start: z.string() }).nullable(),
  /** Whether the session's participants may watch it through the share link (ADR 042). */
  shared: z.boolean(),
});
export type RecordingView = z.infer<typeof recordingView>;

export const recordingListView = z.object({ recordings: z.array(recordingView) });
export type RecordingListView = z.infer<typeof recordingListView>;

/** What the viewer /r/{id} needs: the recording, where to stream and download it, and the share link. */
export const recordingPlaybackView = z.object({
  recording: recordingView,
  videoUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  /** The expert only, while shared: the link to send participants. */
  shareUrl: z.string().nullable(),
  canManage: z.boolean(),
});
export type RecordingPlaybackView = z.infer<typeof recordingPlaybackView>;

export const listRecordingsQuery = z.object({ sessionId: z.string().min(1).max(100).optional() });
export const startRecordingInput = z.object({ sessionId: z.string().min(1).max(100) });
export type StartRecordingInput = z.infer<typeof startRecordingInput>;
export const shareRecordingInput = z.object({ shared: z.boolean() });
export type ShareRecordingInput = z.infer<typeof shareRecordingInput>;
export const shareLinkQuery = z.object({ share: z.string().min(1).max(100) });
