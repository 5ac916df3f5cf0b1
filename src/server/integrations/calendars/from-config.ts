import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createCaldavAdapter } from './caldav';
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
  caldav(options: { allowHttp: boolean; allowPrivateNetworks: boolean }): CaldavCalendarAdapter;
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
  const { google, microsoft, caldavAllowHttp, caldavAllowPrivateNetworks } = config.calendars;
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
    apple: factories.caldav({
      allowHttp: caldavAllowHttp,
      allowPrivateNetworks: caldavAllowPrivateNetworks,
    }),
  };
}

/**
 * The adapters' constructors. Google's and Microsoft's SDKs are loaded only when their keys are
 * set: together they add about 250 ms to a cold start. CalDAV is always offered.
 */
export async function loadCalendarFactories(
  config: Config,
  log?: Logger,
  clock?: Clock,
): Promise<CalendarAdapterFactories> {
  const { google, microsoft } = config.calendars;
  const unconfigured = (what: string) => () => {
    throw new CalendarUnavailableError(`${what} calendars are not set up on this installation`);
  };
  return {
    caldav: (options) =>
      createCaldavAdapter({ ...options, ...(log ? { log } : {}), ...(clock ? { clock } : {}) }),
    google: google ? (await import('./google')).createGoogleCalendarAdapter : unconfigured('Google'),
    microsoft: microsoft
      ? (await import('./microsoft')).createMicrosoftCalendarAdapter
      : unconfigured('Microsoft'),
  };
}
