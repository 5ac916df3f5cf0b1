import {
  type BusyInterval,
  type CalendarAdapters,
  CalendarAuthError,
  type CalendarChange,
  type CalendarConnection,
  type CalendarCredentials,
  type CalendarEventInput,
  type CalendarInfo,
  type CalendarProviderName,
  CalendarScopeError,
  CalendarUnavailableError,
  type ConnectedIdentity,
} from '../../integrations/calendars/port';

// An in-memory double of the calendar port (issue 16) for the feature's tests: accounts with
// calendars, busy times and events, switchable failures, and an optional delay per provider call
// (the benchmark's cold cache). The real adapters are tested against Radicale and provider fakes.

export type FakeAccount = {
  provider: CalendarProviderName;
  externalId: string;
  email: string;
  /** Apple: the app-specific password `connect` accepts. */
  password?: string;
  calendars: CalendarInfo[];
  busy: Map<string, BusyInterval[]>;
  /** Events by calendar, then by event id. */
  events: Map<string, Map<string, CalendarEventInput>>;
  /** The provider offers no change token (a CalDAV server without sync-token or ctag). */
  untracked?: boolean;
  /** 'auth': credentials refused; 'down': the provider unreachable. */
  failure: 'auth' | 'down' | null;
  /** Set: the next call refreshes the access token and hands the new credentials back. */
  rotateTo: string | null;
};

export type FakeCalendars = {
  adapters: CalendarAdapters;
  /** Adds an account the provider knows (not yet connected in Slotwise). */
  addAccount(
    account: Partial<FakeAccount> & Pick<FakeAccount, 'provider' | 'externalId' | 'email'>,
  ): FakeAccount;
  account(externalId: string): FakeAccount;
  /** An authorization code the consent screen would return for this account; `missingScope` to refuse. */
  codeFor(externalId: string, options?: { missingScope?: boolean }): string;
  /** How many calls reached the provider, by method. */
  calls: Record<
    'changes' | 'busy' | 'listCalendars' | 'putEvent' | 'deleteEvent' | 'connect' | 'exchangeCode',
    number
  >;
  /** Every event of an account, flattened. */
  eventsOf(externalId: string): Array<CalendarEventInput & { calendarId: string; eventId: string }>;
};

export function createFakeCalendars(
  options: { delayMs?: number; oauth?: Array<'google' | 'microsoft'> } = {},
): FakeCalendars {
  const accounts = new Map<string, FakeAccount>();
  const codes = new Map<string, { externalId: string; missingScope: boolean }>();
  const calls: FakeCalendars['calls'] = {
    changes: 0,
    busy: 0,
    listCalendars: 0,
    putEvent: 0,
    deleteEvent: 0,
    connect: 0,
    exchangeCode: 0,
  };
  let nextEvent = 1;
  const pause = () =>
    options.delayMs ? new Promise((r) => setTimeout(r, options.delayMs)) : Promise.resolve();

  const find = (externalId: string) => {
    const account = accounts.get(externalId);
    if (!account) throw new Error(`the fake knows no account ${externalId}`);
    return account;
  };
  const reach = async (account: FakeAccount) => {
    await pause();
    if (account.failure === 'down') throw new CalendarUnavailableError('The calendar provider answered 503');
    if (account.failure === 'auth') throw new CalendarAuthError('The refresh token was revoked');
  };
  const identity = (account: FakeAccount): ConnectedIdentity => ({
    externalId: account.externalId,
    email: account.email,
    principalName: account.provider === 'microsoft' ? account.email : null,
    credentials: { externalId: account.externalId, refreshToken: `refresh-${account.externalId}` },
  });

  const connection = (
    credentials: CalendarCredentials,
    onCredentials: (next: CalendarCredentials) => Promise<void>,
  ): CalendarConnection => {
    const account = find(String(credentials.externalId));
    const reachable = async (a: FakeAccount) => {
      await reach(a);
      if (a.rotateTo) {
        const accessToken = a.rotateTo;
        a.rotateTo = null;
        await onCredentials({ ...credentials, accessToken });
      }
    };
    const calendarEvents = (calendarId: string) => {
      if (!account.calendars.some((c) => c.id === calendarId)) throw new Error(`no calendar ${calendarId}`);
      const events = account.events.get(calendarId) ?? new Map<string, CalendarEventInput>();
      account.events.set(calendarId, events);
      return events;
    };
    return {
      async listCalendars() {
        calls.listCalendars += 1;
        await reachable(account);
        return account.calendars.map((c) => ({ ...c }));
      },
      async changes(calendarIds, tokens) {
        calls.changes += 1;
        await reachable(account);
        // The token is the calendar's busy times themselves: any edit to them is a change.
        return new Map(
          calendarIds.map((id): [string, CalendarChange] => {
            if (account.untracked) return [id, { changed: true, token: null }];
            const token = JSON.stringify(account.busy.get(id) ?? []);
            return [id, { changed: tokens.get(id) !== token, token }];
          }),
        );
      },
      async busy(calendarIds, from, to) {
        calls.busy += 1;
        await reachable(account);
        return new Map(
          calendarIds.map((id) => [
            id,
            (account.busy.get(id) ?? [])
              .filter((b) => b.end > from && b.start < to)
              .sort((a, b) => a.start - b.start),
          ]),
        );
      },
      async putEvent(calendarId, event, knownEventId) {
        calls.putEvent += 1;
        await reachable(account);
        const events = calendarEvents(calendarId);
        const id = knownEventId && events.has(knownEventId) ? knownEventId : `evt-${nextEvent++}`;
        events.set(id, { ...event });
        return id;
      },
      async deleteEvent(calendarId, eventId) {
        calls.deleteEvent += 1;
        await reachable(account);
        calendarEvents(calendarId).delete(eventId);
      },
    };
  };

  const oauth = (provider: 'google' | 'microsoft') => ({
    provider,
    authorizeUrl: (state: string, redirectUri: string, loginHint?: string) =>
      `https://consent.${provider}.test/authorize?${new URLSearchParams({
        state,
        redirect_uri: redirectUri,
        ...(loginHint ? { login_hint: loginHint } : {}),
      })}`,
    async exchangeCode(code: string) {
      calls.exchangeCode += 1;
      await pause();
      const grant = codes.get(code);
      if (!grant) throw new CalendarAuthError('invalid_grant');
      if (grant.missingScope) throw new CalendarScopeError('calendar scope not granted');
      return identity(find(grant.externalId));
    },
    open: (credentials: CalendarCredentials, onCredentials: (next: CalendarCredentials) => Promise<void>) =>
      connection(credentials, onCredentials),
  });

  const adapters: CalendarAdapters = {
    google: (options.oauth ?? ['google', 'microsoft']).includes('google') ? oauth('google') : null,
    microsoft: (options.oauth ?? ['google', 'microsoft']).includes('microsoft') ? oauth('microsoft') : null,
    apple: {
      provider: 'apple',
      async connect(input) {
        calls.connect += 1;
        await pause();
        const account = [...accounts.values()].find(
          (a) => a.provider === 'apple' && a.email === input.username,
        );
        if (!account || account.password !== input.password) {
          throw new CalendarAuthError('The Apple ID or app-specific password was not accepted.');
        }
        return identity(account);
      },
      open: (credentials, onCredentials) => connection(credentials, onCredentials),
    },
  };

  return {
    adapters,
    calls,
    addAccount(partial) {
      const account: FakeAccount = {
        calendars: [
          { id: `${partial.externalId}/primary`, name: 'Calendar', writeable: true, primary: true },
        ],
        busy: new Map(),
        events: new Map(),
        failure: null,
        rotateTo: null,
        ...partial,
      };
      accounts.set(account.externalId, account);
      return account;
    },
    account: find,
    codeFor(externalId, codeOptions = {}) {
      const code = `code-${externalId}-${codes.size + 1}`;
      codes.set(code, { externalId, missingScope: codeOptions.missingScope ?? false });
      return code;
    },
    eventsOf(externalId) {
      const account = find(externalId);
      return [...account.events].flatMap(([calendarId, events]) =>
        [...events].map(([eventId, event]) => ({ ...event, calendarId, eventId })),
      );
    },
  };
}
