// Recordings of calls (issue 17; spec doc 1 §4 and §9, doc 2 §4). No zod here: the server's
// start-up code imports these rules.

export const RECORDING_STATUSES = ['inprogress', 'finished', 'processing', 'ready', 'error'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

// Where each state may go: inprogress → finished → processing (its percent moves) → ready | error.
// Anything before ready may fail.
const NEXT: Record<RecordingStatus, readonly RecordingStatus[]> = {
  inprogress: ['finished', 'error'],
  finished: ['processing', 'error'],
  processing: ['processing', 'ready', 'error'],
  ready: [],
  error: [],
};

export function canMoveRecording(from: RecordingStatus, to: RecordingStatus): boolean {
  return NEXT[from].includes(to);
}

/** The states a move to `to` may start from (the repository's guarded update). */
export function recordingStatesBefore(to: RecordingStatus): RecordingStatus[] {
  return RECORDING_STATUSES.filter((from) => canMoveRecording(from, to));
}

/** spec (doc 1 §9): a recording's duration is shown in minutes, rounded up. */
export function durationInMinutes(seconds: number | null): number | null {
  if (seconds === null) return null;
  return Math.ceil(Math.max(0, seconds) / 60);
}

/** spec: only a ready recording offers View, Download and Delete. */
export function isRecordingReady(status: RecordingStatus): boolean {
  return status === 'ready';
}

/** What the list shows for a state: finished is shown as finalizing, processing with its percent. */
export function recordingStateLabel(status: RecordingStatus, percent: number | null): string {
  switch (status) {
    case 'inprogress':
      return 'Recording';
    case 'finished':
      return 'Finalizing';
    case 'processing':
      return `Processing ${percent ?? 0}%`;
    case 'ready':
      return 'Ready';
    case 'error':
      return 'Failed';
  }
}

/** A percent from ffmpeg's progress: `doneMs` of `totalMs` processed, 0–99 until it is done. */
export function processingPercent(doneMs: number, totalMs: number): number {
  if (!(totalMs > 0) || !(doneMs > 0)) return 0;
  return Math.min(99, Math.floor((doneMs / totalMs) * 100));
}

// The spec names only 'Failed to load recordings'; the rest are ours.
export const RECORDING_MESSAGES = {
  loadFailed: 'Failed to load recordings',
  notFound: 'This recording does not exist.',
  notReady: 'Only a ready recording can be viewed, downloaded or deleted.',
  alreadyRecording: 'This call is already being recorded.',
  notInCall: 'Join the call before you start recording.',
  alreadyStopped: 'This recording has already stopped.',
  callNotFound: 'This call does not exist.',
  shareLinkInvalid: 'This link is not valid.',
  needsBuiltinMedia:
    'Recording needs the built-in media server; this server hosts its calls on LiveKit, where recording is not available yet.',
} as const;
