import http from 'node:http';
import type net from 'node:net';
import type { Page, Route } from 'playwright-core';
import {
  APPLE_CONNECT_FAILED,
  type CalendarAccountsView,
  type CalendarAccountView,
  type CalendarSyncInput,
  calendarLimitReached,
} from '../../src/domain/calendar/accounts';

// The calendars API (cal-routes contract) answered in the browser, for the screens' spec while
// the server's calendars feature is built on its own branch: the same paths, bodies, statuses
// and messages, with state in this process. Every request is recorded for the test to check.
// Once both branches are merged, flows against the real server (Apple through Radicale) belong
// in their own spec; this one keeps the states a real server cannot easily be put in.

export type RecordedCall = { method: string; path: string; body: unknown };

export type CalendarsStandIn = {
  view: CalendarAccountsView;
  calls: RecordedCall[];
  /** The answer of the next matching request(s) instead of the normal one. */
  failNext(method: string, path: string, status: number, message: string, times?: number): void;
  /** Holds every GET /api/calendars until released (the loading state). */
  hold(): () => void;
  /** The consent screen's address the next `start` answers with. */
  consentUrl: (provider: string, state: string) => string;
  /** What a successful OAuth connect adds. */
  nextOauthAccount: CalendarAccountView | null;
  /** Calendars the next refresh finds in an account (e.g. one made meanwhile). */
  onRefresh: ((view: CalendarAccountsView) => void) | null;
};

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: body === undefined ? '' : JSON.stringify(body),
  });
const refuse = (
  route: Route,
  status: number,
  message: string,
  code = status === 409 ? 'conflict' : 'bad_request',
) => json(route, status, { error: { code, message } });

export const account = (
  fields: Partial<CalendarAccountView> & Pick<CalendarAccountView, 'id'>,
): CalendarAccountView => ({
  provider: 'google',
  email: null,
  principalName: null,
  appleId: null,
  hasAuthError: false,
  connectedAt: '2026-12-16T10:00:00.000Z',
  calendars: [],
  ...fields,
});

/** Answers /api/calendars* on `page` from `view`, as the server would. */
export async function standInCalendarsApi(page: Page, view: CalendarAccountsView): Promise<CalendarsStandIn> {
  const failures: Array<{ method: string; path: string; status: number; message: string }> = [];
  let held: Promise<void> | null = null;
  let stateCount = 0;
  const stand: CalendarsStandIn = {
    view,
    calls: [],
    failNext: (method, path, status, message, times = 1) => {
      for (let i = 0; i < times; i++) failures.push({ method, path, status, message });
    },
    hold() {
      let release = () => {};
      held = new Promise((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    consentUrl: () => 'about:blank',
    nextOauthAccount: null,
    onRefresh: null,
  };
  const canConnect = () => stand.view.accounts.length < stand.view.limit;
  const current = () => ({ ...stand.view, canConnect: canConnect() });

  await page.route('**/api/calendars**', async (route) => {
    const request = route.request();
    const method = request.method();
    const path = new URL(request.url()).pathname.replace(/^\/api/, '');
    const body = request.postData() ? JSON.parse(request.postData()!) : undefined;
    stand.calls.push({ method, path, body });
    if (held && method === 'GET' && path === '/calendars') await held;
    const failure = failures.findIndex((f) => f.method === method && f.path === path);
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      // A 5xx as a crashed server gives it: no error body (the screen says the generic words).
      if (f!.status >= 500)
        return route.fulfill({ status: f!.status, contentType: 'text/plain', body: 'boom' });
      return refuse(route, f!.status, f!.message);
    }
    if (method === 'GET' && path === '/calendars') return json(route, 200, current());
    if (method === 'POST' && path === '/calendars/refresh') {
      stand.onRefresh?.(stand.view);
      return json(route, 200, { ...current(), notRefreshed: [] });
    }
    if (method === 'PUT' && path === '/calendars/sync') {
      const input = body as CalendarSyncInput;
      stand.view.accounts = stand.view.accounts.map((a) => ({
        ...a,
        calendars: a.calendars.map((c) => ({ ...c, syncFrom: (input.from[a.id] ?? []).includes(c.id) })),
      }));
      stand.view.to = input.to;
      return json(route, 200, current());
    }
    const oauth = path.match(/^\/calendars\/oauth\/(google|microsoft)\/(start|connect)$/);
    if (method === 'POST' && oauth) {
      const [, provider, step] = oauth;
      if (step === 'start') {
        if (!body?.accountId && !canConnect())
          return refuse(route, 409, calendarLimitReached(stand.view.limit));
        stateCount++;
        return json(route, 200, { url: stand.consentUrl(provider!, `signed-state-${stateCount}`) });
      }
      if (body?.state !== `signed-state-${stateCount}`) return refuse(route, 400, 'Invalid state');
      const added = stand.nextOauthAccount;
      if (!added) return refuse(route, 500, 'no account prepared');
      stand.nextOauthAccount = null;
      const existing = stand.view.accounts.findIndex((a) => a.id === added.id);
      if (existing >= 0) stand.view.accounts[existing] = added;
      else stand.view.accounts.push(added);
      return json(route, existing >= 0 ? 200 : 201, added);
    }
    if (method === 'POST' && path === '/calendars/apple') {
      if (body.password !== 'abcd-efgh-ijkl-mnop')
        return refuse(
          route,
          409,
          `${APPLE_CONNECT_FAILED}The Apple ID or app-specific password was not accepted.`,
        );
      const added = account({
        id: body.accountId ?? 'acc-apple',
        provider: 'apple',
        appleId: body.username,
        calendars: [
          { id: '/dav/home/', name: 'Home', writeable: true, syncFrom: false },
          { id: '/dav/family/', name: 'Family', writeable: false, syncFrom: false },
        ],
      });
      const existing = stand.view.accounts.findIndex((a) => a.id === added.id);
      if (existing >= 0) stand.view.accounts[existing] = added;
      else stand.view.accounts.push(added);
      return json(route, existing >= 0 ? 200 : 201, added);
    }
    const one = path.match(/^\/calendars\/([^/]+)$/);
    if (method === 'DELETE' && one) {
      const id = decodeURIComponent(one[1]!);
      if (!stand.view.accounts.some((a) => a.id === id)) return refuse(route, 404, 'Not found', 'not_found');
      stand.view.accounts = stand.view.accounts.filter((a) => a.id !== id);
      if (stand.view.to?.accountId === id) stand.view.to = null;
      return route.fulfill({ status: 204 });
    }
    return refuse(route, 404, 'Not found', 'not_found');
  });
  return stand;
}

export type ConsentPage = { url: string; close(): Promise<void> };

/**
 * A provider's consent screen on another origin (another port): Allow sends the popup back to
 * the redirect address with a code and the state, Deny with error=access_denied, as Google and
 * Microsoft do. Crossing origins is the point: the popup must keep its opener through it.
 */
export async function startConsentPage(): Promise<ConsentPage> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const redirect = url.searchParams.get('redirect_uri');
    if (url.pathname !== '/authorize' || !redirect) {
      response.writeHead(404).end();
      return;
    }
    const state = url.searchParams.get('state') ?? '';
    const back = new URL(redirect);
    const allow = new URL(back);
    allow.searchParams.set('code', `code-for-${state}`);
    allow.searchParams.set('state', state);
    const deny = new URL(back);
    deny.searchParams.set('error', 'access_denied');
    deny.searchParams.set('state', state);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Sign in</title><h1>Slotwise wants to use your calendar</h1>` +
        `<a href="${allow.href}">Allow</a> <a href="${deny.href}">Deny</a>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Clicks a Connect button and answers the consent screen in the popup it opens. */
export async function signInThroughPopup(page: Page, button: string, answer: 'Allow' | 'Deny' | 'close') {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await opened;
  await popup.getByRole('heading', { name: 'Slotwise wants to use your calendar' }).waitFor();
  if (answer === 'close') return popup.close();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: answer }).click();
  await closed;
}
