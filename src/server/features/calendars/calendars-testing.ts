import type { CalendarInfo } from '../../integrations/calendars/port';
import { createFakeCalendars, type FakeCalendars } from '../../testing/fakes/calendar-adapter';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// Shared set-up of the calendars' integration tests: the app with the in-memory calendar double,
// its clock a week before the booking tests' Monday (2031-03-03), so that Monday lies inside the
// 90 days the busy cache holds.

export const CLOCK_START = '2031-02-24T08:00:00.000Z';

export async function calendarTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof createFakeCalendars>[0] = {},
): Promise<{ t: TestApp; fake: FakeCalendars }> {
  const fake = createFakeCalendars(options);
  const t = await createTestApp(
    { CLOCK_START, GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret', ...env },
    { calendars: fake.adapters },
  );
  return { t, fake };
}

export const calendars = (...list: Array<Partial<CalendarInfo> & { id: string }>): CalendarInfo[] =>
  list.map((c, i) => ({ name: c.id, writeable: true, primary: i === 0, ...c }));

/** Connects an Apple account the fake knows, as the expert would. */
export async function connectApple(
  expert: TestClient,
  fake: FakeCalendars,
  email: string,
  list?: CalendarInfo[],
) {
  fake.addAccount({
    provider: 'apple',
    externalId: `https://caldav.test/${email}/`,
    email,
    password: 'app-specific-1',
    ...(list ? { calendars: list } : {}),
  });
  const res = await expert.request('POST', '/api/calendars/apple', {
    username: email,
    password: 'app-specific-1',
  });
  if (res.status !== 201) throw new Error(`apple connect: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; calendars: Array<{ id: string }> };
}

/** Connects a Google account the fake knows through start + connect. */
export async function connectGoogle(expert: TestClient, fake: FakeCalendars, email: string) {
  fake.addAccount({ provider: 'google', externalId: `google-${email}`, email });
  const start = await expert.request('POST', '/api/calendars/oauth/google/start', {});
  const state = new URL(start.body.url).searchParams.get('state')!;
  return expert.request('POST', '/api/calendars/oauth/google/connect', {
    code: fake.codeFor(`google-${email}`),
    state,
  });
}
