import { afterAll, afterEach, beforeAll } from 'vitest';
import { type FakeMicrosoft, startFakeMicrosoft } from '../../testing/fakes/microsoft-graph';
import { createMicrosoftCalendarAdapter, type MicrosoftCalendarOptions } from './microsoft';

// Shared set-up of the Microsoft adapter's integration tests: a local fake of Microsoft's sign-in
// and Graph with two mailboxes (Ada, a work account: her default calendar, a Work calendar and a
// calendar shared with her read-only; Bob, a personal account without mail), and a connect
// through the sign-in page as a browser would click it.

export const REDIRECT = 'http://localhost:3000/oauth-callback';
export const ADA = '6e1c6f1a-0000-4000-8000-00000000ada1';
export const BOB = '6e1c6f1a-0000-4000-8000-00000000b0b1';
export const MAIN = 'AAMkAGI2main=';
/** Graph ids may hold '/', '+' and '=': they travel URL-encoded. */
export const WORK = 'AAMkAGI2work/team+1=';
export const SHARED = 'AAMkAGI2shared=';

export const noStore = async () => {};
export const at = (iso: string) => Date.parse(iso);

/** Starts the fake for the file (reset after each test); read `microsoft` and `options` inside tests. */
export function fakeMicrosoftForFile() {
  const context = {} as { microsoft: FakeMicrosoft; options: MicrosoftCalendarOptions };
  beforeAll(async () => {
    const microsoft = await startFakeMicrosoft({ clientId: 'ms-client-id', clientSecret: 'ms-secret' });
    microsoft.addMailbox({
      id: ADA,
      mail: 'ada@contoso.example',
      userPrincipalName: 'ada@contoso.example',
      calendars: [
        { id: MAIN, name: 'Calendar', canEdit: true, isDefaultCalendar: true },
        { id: WORK, name: 'Work', canEdit: true },
        { id: SHARED, name: "Bob's calendar", canEdit: false },
      ],
    });
    microsoft.addMailbox({
      id: BOB,
      mail: null,
      userPrincipalName: 'bob@outlook.example',
      calendars: [{ id: 'AAMkAGbob=', name: 'Calendar', canEdit: true, isDefaultCalendar: true }],
    });
    context.microsoft = microsoft;
    context.options = {
      clientId: 'ms-client-id',
      clientSecret: 'ms-secret',
      tenant: 'common',
      graphBase: microsoft.url,
      loginBase: microsoft.url,
    };
  });
  afterAll(async () => {
    await context.microsoft?.close();
  });
  afterEach(() => {
    context.microsoft.withholdScopes([]);
    context.microsoft.failWith(null);
  });
  return context;
}

/** Connects through the sign-in page (Accept) and exchanges the code. */
export async function connectMicrosoft(
  context: { microsoft: FakeMicrosoft; options: MicrosoftCalendarOptions },
  loginHint = 'ada@contoso.example',
) {
  const adapter = createMicrosoftCalendarAdapter(context.options);
  const back = await context.microsoft.consent(adapter.authorizeUrl('state-123', REDIRECT, loginHint));
  return adapter.exchangeCode(back.searchParams.get('code')!, REDIRECT);
}
