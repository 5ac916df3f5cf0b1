import { Button, Checkbox, Divider, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Fragment, useState } from 'react';
import type { CalendarAccountsView, CalendarSyncInput } from '../../../../domain/calendar/accounts';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateCalendarSync } from '../api/update-calendar-sync';
import { accountLabel } from './calendar-account-card';

const NO_CALENDAR = 'none';
export const NO_CALENDAR_LABEL = "Don't add sessions to a calendar";

/** A Select value for one calendar (ids may hold any character, so both go through JSON). */
const toValue = (accountId: string, calendarId: string) => JSON.stringify([accountId, calendarId]);

/** The form's starting point: what the server says is chosen now. */
export function initialSync(view: CalendarAccountsView): { from: CalendarSyncInput['from']; to: string } {
  const from = Object.fromEntries(
    view.accounts.map((a) => [a.id, a.calendars.filter((c) => c.syncFrom).map((c) => c.id)]),
  );
  const writeable = view.accounts.some(
    (a) =>
      a.id === view.to?.accountId && a.calendars.some((c) => c.id === view.to?.calendarId && c.writeable),
  );
  return { from, to: view.to && writeable ? toValue(view.to.accountId, view.to.calendarId) : NO_CALENDAR };
}

/** spec §3 settings.calendarSync as the API takes it. */
export function syncInput(from: CalendarSyncInput['from'], to: string): CalendarSyncInput {
  if (to === NO_CALENDAR) return { from, to: null };
  const [accountId, calendarId] = JSON.parse(to) as [string, string];
  return { from, to: { accountId, calendarId } };
}

/**
 * The sync settings (spec §2, §3): per account, which calendars are checked for conflicts
 * ('from'); and the one writeable calendar new sessions are added to ('to'), or none.
 */
export function SyncSettingsForm({ view, onDone }: { view: CalendarAccountsView; onDone: () => void }) {
  const save = useUpdateCalendarSync();
  const [initial] = useState(() => initialSync(view));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);

  const targets = [
    { value: NO_CALENDAR, label: NO_CALENDAR_LABEL },
    ...view.accounts
      .map((account) => ({
        group: accountLabel(account),
        items: account.calendars
          .filter((c) => c.writeable)
          .map((c) => ({ value: toValue(account.id, c.id), label: c.name })),
      }))
      .filter((group) => group.items.length > 0),
  ];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(syncInput(from, to), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Sync settings saved' });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sync settings">
      <Stack gap="md">
        <FormError message={save.isError ? errorMessage(save.error) : null} />
        {view.accounts.map((account, index) => (
          <Fragment key={account.id}>
            {index > 0 ? <Divider /> : null}
            <Checkbox.Group
              label="Check these calendars for conflicts"
              description={`${accountLabel(account)}: busy times in them hide those slots on your booking page.`}
              value={from[account.id] ?? []}
              onChange={(ids) => setFrom((current) => ({ ...current, [account.id]: ids }))}
            >
              {account.calendars.length === 0 ? (
                <Text size="sm" c="dimmed" mt="xs">
                  No calendars in this account.
                </Text>
              ) : (
                <Stack gap="xs" mt="xs">
                  {account.calendars.map((calendar) => (
                    <Checkbox key={calendar.id} value={calendar.id} label={calendar.name} />
                  ))}
                </Stack>
              )}
            </Checkbox.Group>
          </Fragment>
        ))}
        <Divider />
        <Select
          label="Add new sessions to"
          description="Sessions clients book, reschedule or cancel are written to this calendar."
          data={targets}
          value={to}
          onChange={(value) => setTo(value ?? NO_CALENDAR)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
