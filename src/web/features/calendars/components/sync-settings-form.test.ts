import { describe, expect, it } from 'vitest';
import type { CalendarAccountsView } from '../../../../domain/calendar/accounts';
import { initialSync, syncInput } from './sync-settings-form';

const view = (to: CalendarAccountsView['to']): CalendarAccountsView => ({
  accounts: [
    {
      id: 'g',
      provider: 'google',
      email: 'ines@gmail.com',
      principalName: null,
      appleId: null,
      hasAuthError: false,
      connectedAt: '2026-12-16T10:00:00.000Z',
      calendars: [
        { id: 'ines@gmail.com', name: 'Ines', writeable: true, syncFrom: true },
        { id: 'holidays', name: 'Holidays', writeable: false, syncFrom: false },
      ],
    },
    {
      id: 'a',
      provider: 'apple',
      email: null,
      principalName: null,
      appleId: 'ines@icloud.com',
      hasAuthError: true,
      connectedAt: '2026-12-16T10:00:00.000Z',
      calendars: [{ id: '/dav/home/', name: 'Home', writeable: true, syncFrom: true }],
    },
  ],
  to,
  limit: 2,
  canConnect: false,
  providers: { google: true, microsoft: true, apple: true },
});

describe('the sync settings form', () => {
  it("starts from the server's choices and sends them back unchanged", () => {
    const start = initialSync(view({ accountId: 'a', calendarId: '/dav/home/' }));
    expect(start.from).toEqual({ g: ['ines@gmail.com'], a: ['/dav/home/'] });
    expect(syncInput(start.from, start.to)).toEqual({
      from: { g: ['ines@gmail.com'], a: ['/dav/home/'] },
      to: { accountId: 'a', calendarId: '/dav/home/' },
    });
  });

  it("offers no 'to' when none is chosen, or the chosen one can no longer be written to", () => {
    expect(syncInput({}, initialSync(view(null)).to)).toEqual({ from: {}, to: null });
    expect(syncInput({}, initialSync(view({ accountId: 'g', calendarId: 'holidays' })).to).to).toBeNull();
    expect(syncInput({}, initialSync(view({ accountId: 'gone', calendarId: 'x' })).to).to).toBeNull();
  });
});
