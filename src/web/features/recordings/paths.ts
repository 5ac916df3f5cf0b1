export const RECORDINGS_PATH = '/dashboard/calls/recordings';
export const recordingViewerPath = (id: string) => `/r/${encodeURIComponent(id)}`;
export const recordingDownloadUrl = (id: string) => `/api/recordings/${encodeURIComponent(id)}/download`;
