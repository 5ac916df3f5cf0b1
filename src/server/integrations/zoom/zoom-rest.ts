import {
  type ZoomAdapter,
  ZoomApiError,
  ZoomAuthError,
  type ZoomMeetingInput,
  type ZoomTokens,
} from './port';

// Zoom's REST API over fetch (ADR 044: no official Node SDK for the meetings API installs as a
// plain client). The response types below are Zoom's documented shapes, cut to what we read:
// OAuth token (https://developers.zoom.us/docs/integrations/oauth/), GET /users/me, POST
// /users/{userId}/meetings, PATCH and DELETE /meetings/{meetingId}
// (https://developers.zoom.us/docs/api/meetings/).

/** POST /oauth/token, for both grant types. */
export type ZoomTokenResponse = {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  /** Seconds (3599). */
  expires_in: number;
  scope: string;
};

/** The token endpoint's refusal. */
export type ZoomOAuthError = { reason?: string; error?: string };

/** GET /v2/users/me, the fields we keep. */
export type ZoomUserResponse = { id: string; email?: string; account_id?: string };

/** POST /v2/users/me/meetings: 201 with the meeting; we keep its id and join_url. */
export type ZoomMeetingResponse = {
  id: number;
  uuid: string;
  join_url: string;
  start_url?: string;
  topic: string;
  start_time?: string;
  duration?: number;
  timezone?: string;
};

/** Every REST API error: `{ code, message }` (124 'Invalid access token.', 3001 meeting not found). */
export type ZoomApiErrorBody = { code?: number; message?: string };

/** The meeting body Zoom takes on create and patch: a scheduled meeting (type 2). */
export type ZoomMeetingBody = {
  topic: string;
  type: 2;
  /** UTC, yyyy-MM-ddTHH:mm:ssZ. */
  start_time: string;
  duration: number;
  timezone: string;
  settings?: { join_before_host?: boolean; waiting_room?: boolean };
};

const ZOOM_OAUTH = 'https://zoom.us';
const ZOOM_API = 'https://api.zoom.us/v2';
const TIMEOUT_MS = 15_000;

export type ZoomRestOptions = {
  clientId: string;
  clientSecret: string;
  apiBase?: string;
  oauthBase?: string;
  fetch?: typeof fetch;
  now?: () => number;
};

export function meetingBody(input: ZoomMeetingInput): ZoomMeetingBody {
  return {
    topic: input.topic.slice(0, 200),
    type: 2,
    start_time: `${input.start.toISOString().slice(0, 19)}Z`,
    duration: input.durationMinutes,
    timezone: input.timezone,
    settings: { join_before_host: false, waiting_room: true },
  };
}

export function createZoomRestAdapter(options: ZoomRestOptions): ZoomAdapter {
  const oauthBase = (options.oauthBase ?? ZOOM_OAUTH).replace(/\/$/, '');
  const apiBase = (options.apiBase ?? ZOOM_API).replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  async function token(form: Record<string, string>): Promise<ZoomTokens> {
    const res = await doFetch(`${oauthBase}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 400 || res.status === 401) {
      const body = (await res.json().catch(() => ({}))) as ZoomOAuthError;
      throw new ZoomAuthError(
        `Zoom refused the grant: ${body.error ?? res.status} ${body.reason ?? ''}`.trim(),
      );
    }
    if (!res.ok) throw new ZoomApiError(`Zoom token endpoint answered ${res.status}`, res.status);
    const body = (await res.json()) as ZoomTokenResponse;
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: now() + body.expires_in * 1000,
    };
  }

  async function api<T>(
    accessToken: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T | null> {
    const res = await doFetch(`${apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 401) {
      const error = (await res.json().catch(() => ({}))) as ZoomApiErrorBody;
      throw new ZoomAuthError(`Zoom refused the token: ${error.code ?? ''} ${error.message ?? ''}`.trim());
    }
    if (res.status === 204) return null;
    if (!res.ok) {
      const error = (await res.json().catch(() => ({}))) as ZoomApiErrorBody;
      throw new ZoomApiError(
        `Zoom ${method} ${path.replace(/\d{6,}/g, ':id')} answered ${res.status} ${error.code ?? ''}`.trim(),
        res.status,
      );
    }
    return (await res.json()) as T;
  }

  return {
    kind: 'zoom',
    authorizeUrl(state, redirectUri) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        state,
      });
      return `${oauthBase}/oauth/authorize?${query}`;
    },
    async exchangeCode(code, redirectUri) {
      const tokens = await token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      const user = await api<ZoomUserResponse>(tokens.accessToken, 'GET', '/users/me');
      if (!user?.id) throw new ZoomApiError('Zoom did not say who the user is', 502);
      return { tokens, user: { id: user.id, email: user.email ?? null } };
    },
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async createMeeting(accessToken, input) {
      const meeting = await api<ZoomMeetingResponse>(
        accessToken,
        'POST',
        '/users/me/meetings',
        meetingBody(input),
      );
      if (!meeting?.join_url) throw new ZoomApiError('Zoom created no meeting', 502);
      return { id: String(meeting.id), joinUrl: meeting.join_url };
    },
    async updateMeeting(accessToken, meetingId, input) {
      await api(accessToken, 'PATCH', `/meetings/${encodeURIComponent(meetingId)}`, meetingBody(input));
    },
    async deleteMeeting(accessToken, meetingId) {
      try {
        await api(accessToken, 'DELETE', `/meetings/${encodeURIComponent(meetingId)}`);
      } catch (error) {
        // 3001: 'Meeting does not exist' — already gone, which is what we wanted.
        if (error instanceof ZoomApiError && error.status === 404) return;
        throw error;
      }
    },
  };
}
