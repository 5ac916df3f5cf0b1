import { afterAll, afterEach, beforeAll } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../../testing/fakes/google-calendar';
import { createGoogleCalendarAdapter, type GoogleCalendarOptions } from './google';

// Shared set-up of the Google adapter's integration tests: a local fake of Google's OAuth and
// Calendar API with two accounts (Ada: her primary calendar, a Work calendar she made, a team
// calendar a colleague shares with her as writer, and a holidays calendar she may only read; Bob:
// his primary calendar), and a connect through the consent page as a browser would click it.

export const REDIRECT = 'http://localhost:3000/oauth-callback';
export const ADA = '108000000000000000001';
export const BOB = '108000000000000000002';
export const WORK = 'c_work@group.calendar.google.com';
export const TEAM = 'c_team@group.calendar.google.com';
export const HOLIDAYS = 'en.uk#holiday@group.v.calendar.google.com';
export const CLIENT_ID = 'google-client.apps.googleusercontent.com';

export const noStore = async () => {};

/** Starts the fake for the file (reset after each test); read `google` and `options` inside tests. */
export function fakeGoogleForFile() {
  const context = {} as { google: FakeGoogle; options: GoogleCalendarOptions };
  beforeAll(async () => {
    const google = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: 'gsecret' });
    google.addAccount({
      sub: ADA,
      email: 'ada@example.com',
      calendars: [
        { id: 'ada@example.com', summary: 'ada@example.com', accessRole: 'owner', primary: true },
        { id: WORK, summary: 'Work', accessRole: 'owner' },
        { id: TEAM, summary: 'Team rota', accessRole: 'writer' },
        { id: HOLIDAYS, summary: 'Holidays in United Kingdom', accessRole: 'reader' },
      ],
    });
    google.addAccount({
      sub: BOB,
      email: 'bob@example.com',
      calendars: [{ id: 'bob@example.com', summary: 'bob@example.com', accessRole: 'owner', primary: true }],
    });
    context.google = google;
    context.options = {
      clientId: CLIENT_ID,
      clientSecret: 'gsecret',
      apiBase: google.url,
      oauthBase: google.url,
    };
  });
  afterAll(async () => {
    await context.google?.close();
  });
  afterEach(() => {
    context.google.withholdScopes([]);
    context.google.issueIdTokens(true);
    context.google.failWith(null);
  });
  return context;
}

/** Connects through the consent page (Allow) and exchanges the code. */
export async function connectGoogle(
  context: { google: FakeGoogle; options: GoogleCalendarOptions },
  loginHint = 'ada@example.com',
) {
  const adapter = createGoogleCalendarAdapter(context.options);
  const back = await context.google.consent(adapter.authorizeUrl('state-123', REDIRECT, loginHint));
  return adapter.exchangeCode(back.searchParams.get('code')!, REDIRECT);
}
