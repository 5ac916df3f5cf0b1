// Zoom, as the features see it (issue 17, ADR 044): the OAuth steps and a session's meeting.
// Two adapters: zoom-rest.ts (Zoom's REST API over fetch) and offline.ts (a local install's
// stand-in; production refuses it, zoom-config.ts).

export type ZoomTokens = {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working (ms since the epoch). */
  expiresAt: number;
};

/** Who connected: Zoom's user id (the account's stable id) and their email. */
export type ZoomUser = { id: string; email: string | null };

export type ZoomMeetingInput = {
  topic: string;
  start: Date;
  durationMinutes: number;
  /** An IANA zone the meeting shows its time in at Zoom. */
  timezone: string;
};

export type ZoomMeeting = { id: string; joinUrl: string };

/**
 * Zoom refused the credentials (a revoked grant, an expired or invalid token): the account is
 * marked `hasAuthError` and the expert asked to reconnect.
 */
export class ZoomAuthError extends Error {
  override readonly name = 'ZoomAuthError';
}

/** Zoom answered something we did not expect (5xx, a rate limit, a malformed body): retried. */
export class ZoomApiError extends Error {
  override readonly name = 'ZoomApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ZoomAdapter {
  readonly kind: 'zoom' | 'offline';
  /** The consent page (spec doc 2 §7: client id, redirect uri, response type code, state). */
  authorizeUrl(state: string, redirectUri: string): string;
  /** The authorisation code for tokens, and who the account is. */
  exchangeCode(code: string, redirectUri: string): Promise<{ tokens: ZoomTokens; user: ZoomUser }>;
  refresh(refreshToken: string): Promise<ZoomTokens>;
  createMeeting(accessToken: string, input: ZoomMeetingInput): Promise<ZoomMeeting>;
  updateMeeting(accessToken: string, meetingId: string, input: ZoomMeetingInput): Promise<void>;
  /** Deletes a meeting; one Zoom no longer has counts as deleted. */
  deleteMeeting(accessToken: string, meetingId: string): Promise<void>;
}
