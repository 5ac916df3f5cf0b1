import type { Config } from '../../config';
import {
  type CaldavCalendarAdapter,
  type CalendarAdapters,
  CalendarUnavailableError,
  type OAuthCalendarAdapter,
} from './port';

// Configuration picks the calendar adapters once (issue 16, ADR 039): Google and Microsoft only
// with their app keys, CalDAV (Apple and others) always. The adapters' constructors are passed in
// so this file does not depend on which of them a build has.

export type CalendarAdapterFactories = {
  caldav(options: { allowHttp: boolean }): CaldavCalendarAdapter;
  google(options: {
    clientId: string;
    clientSecret: string;
    apiBase?: string;
    oauthBase?: string;
  }): OAuthCalendarAdapter;
  microsoft(options: {
    clientId: string;
    clientSecret: string;
    tenant: string;
    graphBase?: string;
    loginBase?: string;
  }): OAuthCalendarAdapter;
};

export function createCalendarAdapters(
  config: Config,
  factories: CalendarAdapterFactories,
): CalendarAdapters {
  const { google, microsoft, caldavAllowHttp } = config.calendars;
  return {
    google: google
      ? factories.google({
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          ...(google.apiBase ? { apiBase: google.apiBase } : {}),
          ...(google.oauthBase ? { oauthBase: google.oauthBase } : {}),
        })
      : null,
    microsoft: microsoft
      ? factories.microsoft({
          clientId: microsoft.clientId,
          clientSecret: microsoft.clientSecret,
          tenant: microsoft.tenant,
          ...(microsoft.graphBase ? { graphBase: microsoft.graphBase } : {}),
          ...(microsoft.loginBase ? { loginBase: microsoft.loginBase } : {}),
        })
      : null,
    apple: factories.caldav({ allowHttp: caldavAllowHttp }),
  };
}

// TODO(merge, issue 16): the adapters live on the cal-caldav and cal-oauth branches. At merge
// replace these three with
//   caldav: (o) => createCaldavAdapter(o)              // ./caldav
//   google: (o) => createGoogleCalendarAdapter(o)      // ./google
//   microsoft: (o) => createMicrosoftCalendarAdapter(o) // ./microsoft
// (adjusting the option names to theirs) and delete `notWired`.
const notWired = (what: string) => () => {
  throw new CalendarUnavailableError(`The ${what} calendar adapter is not part of this build yet`);
};

export const defaultCalendarFactories: CalendarAdapterFactories = {
  caldav: () => ({
    provider: 'apple',
    connect: notWired('CalDAV'),
    open: notWired('CalDAV'),
  }),
  google: () => ({
    provider: 'google',
    authorizeUrl: notWired('Google'),
    exchangeCode: notWired('Google'),
    open: notWired('Google'),
  }),
  microsoft: () => ({
    provider: 'microsoft',
    authorizeUrl: notWired('Microsoft'),
    exchangeCode: notWired('Microsoft'),
    open: notWired('Microsoft'),
  }),
};
