import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ZoomApiErrorBody,
  ZoomMeetingBody,
  ZoomMeetingResponse,
  ZoomOAuthError,
  ZoomTokenResponse,
  ZoomUserResponse,
} from '../../integrations/zoom/zoom-rest';

// A local stand-in for Zoom's OAuth and Meetings API (issue 17, ADR 044), for the REST adapter to
// talk to in tests (ZOOM_OAUTH_BASE and ZOOM_API_BASE are this server's url). A consent page that
// returns to redirect_uri with a code and the state; the token endpoint (Basic client auth) for
// authorization_code and refresh_token; /v2/users/me; meetings created, patched and deleted. A
// revoked user's tokens are refused: the API 401 {code 124}, the token endpoint 401 invalid_token.

export type FakeZoomMeeting = ZoomMeetingResponse & { userId: string; body: ZoomMeetingBody };

export type FakeZoomCall = { method: string; path: string; userId: string | null };

export type FakeZoom = {
  url: string;
  calls: FakeZoomCall[];
  /** Meetings that exist now, by id. */
  meetings: Map<string, FakeZoomMeeting>;
  /** The user a consent signs in as (the first added answers when none is named). */
  addUser(user: { id: string; email: string }): void;
  /** Follows the authorize URL as a browser whose user clicks Allow: where it goes next. */
  consent(authorizeUrl: string, userId?: string): Promise<URL>;
  /** The user removed the app: every token of theirs issued so far stops working. */
  revoke(userId: string): void;
  /** Access tokens stop working (refresh still works), as when they expire early. */
  expireAccessTokens(): void;
  /** The API answers this status until set back to null. */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

export async function startFakeZoom(options: { clientId: string; clientSecret: string }): Promise<FakeZoom> {
  const users = new Map<string, { id: string; email: string }>();
  const codes = new Map<string, { userId: string; redirectUri: string }>();
  const access = new Map<string, string>();
  const refresh = new Map<string, string>();
  const meetings = new Map<string, FakeZoomMeeting>();
  const calls: FakeZoomCall[] = [];
  let consentAs: string | null = null;
  let failing: number | null = null;
  let nextMeeting = 81_000_000_000;

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const issue = (userId: string): ZoomTokenResponse => {
    const accessToken = `zat-${randomBytes(12).toString('hex')}`;
    const refreshToken = `zrt-${randomBytes(12).toString('hex')}`;
    access.set(accessToken, userId);
    refresh.set(refreshToken, userId);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      refresh_token: refreshToken,
      expires_in: 3599,
      scope: 'meeting:write meeting:read user:read',
    };
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
      const q = url.searchParams;
      if (q.get('response_type') !== 'code' || q.get('client_id') !== options.clientId || !q.get('state')) {
        return send(res, 400, { error: 'invalid_request' });
      }
      const userId = consentAs ?? [...users.keys()][0];
      if (!userId) return send(res, 400, { error: 'no_user' });
      const code = `zc-${randomBytes(8).toString('hex')}`;
      codes.set(code, { userId, redirectUri: q.get('redirect_uri')! });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state')!);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        return send(res, 401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
      }
      const form = new URLSearchParams(await readBody(req));
      const refused = (error: string): ZoomOAuthError => ({ reason: 'Invalid Token!', error });
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!grant || grant.redirectUri !== form.get('redirect_uri')) {
          return send(res, 400, { reason: 'Invalid authorization code', error: 'invalid_grant' });
        }
        return send(res, 200, issue(grant.userId));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const userId = refresh.get(form.get('refresh_token') ?? '');
        if (!userId) return send(res, 401, refused('invalid_token'));
        // Zoom's refresh tokens are single use: the old one goes.
        refresh.delete(form.get('refresh_token')!);
        return send(res, 200, issue(userId));
      }
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    if (url.pathname.startsWith('/v2/')) {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const userId = access.get(token) ?? null;
      calls.push({ method: req.method ?? '', path: url.pathname, userId });
      if (!userId) {
        const body: ZoomApiErrorBody = { code: 124, message: 'Invalid access token.' };
        return send(res, 401, body);
      }
      if (failing) return send(res, failing, { code: 300, message: 'Failing on purpose' });
      if (req.method === 'GET' && url.pathname === '/v2/users/me') {
        const user = users.get(userId)!;
        const body: ZoomUserResponse = { id: user.id, email: user.email, account_id: 'acct-1' };
        return send(res, 200, body);
      }
      if (req.method === 'POST' && url.pathname === '/v2/users/me/meetings') {
        const body = JSON.parse(await readBody(req)) as ZoomMeetingBody;
        const id = nextMeeting++;
        const meeting: FakeZoomMeeting = {
          id,
          uuid: randomBytes(8).toString('base64'),
          join_url: `https://zoom.example/j/${id}?pwd=fake`,
          topic: body.topic,
          start_time: body.start_time,
          duration: body.duration,
          timezone: body.timezone,
          userId,
          body,
        };
        meetings.set(String(id), meeting);
        const { userId: _u, body: _b, ...response } = meeting;
        return send(res, 201, response);
      }
      const match = /^\/v2\/meetings\/(\d+)$/.exec(url.pathname);
      if (match) {
        const meeting = meetings.get(match[1]!);
        if (!meeting || meeting.userId !== userId) {
          return send(res, 404, { code: 3001, message: `Meeting does not exist: ${match[1]}.` });
        }
        if (req.method === 'PATCH') {
          const body = JSON.parse(await readBody(req)) as Partial<ZoomMeetingBody>;
          Object.assign(meeting.body, body);
          meeting.topic = meeting.body.topic;
          meeting.start_time = meeting.body.start_time;
          meeting.duration = meeting.body.duration;
          return send(res, 204);
        }
        if (req.method === 'DELETE') {
          meetings.delete(match[1]!);
          return send(res, 204);
        }
      }
    }
    return send(res, 404, { code: 404, message: 'Not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    meetings,
    addUser: (user) => {
      users.set(user.id, user);
    },
    async consent(authorizeUrl, userId) {
      consentAs = userId ?? null;
      try {
        const res = await fetch(authorizeUrl, { redirect: 'manual' });
        const location = res.headers.get('location');
        if (res.status !== 302 || !location) throw new Error(`consent: ${res.status}`);
        return new URL(location);
      } finally {
        consentAs = null;
      }
    },
    revoke: (userId) => {
      // Every token handed out so far stops working; a new consent gets new ones that work.
      for (const map of [access, refresh]) {
        for (const [token, owner] of map) if (owner === userId) map.delete(token);
      }
    },
    expireAccessTokens: () => access.clear(),
    failWith: (status) => {
      failing = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
