import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { rescheduleSessionInput } from '../../../../domain/sessions/session-inputs';
import { SESSION_MESSAGES } from '../../../../domain/sessions/session-messages';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useSessionOverlaps } from '../api/get-session-overlaps';
import { useRescheduleSession } from '../api/reschedule-session';
import { MessageField } from '../components/message-field';
import { SessionActionScreen } from '../components/session-action-screen';
import { sessionPath } from '../paths';
import { DEFAULT_START_TIME, pickedStart, TIME_OPTIONS } from '../reschedule-times';
import { whenLabel, whoLabel } from '../session-format';

type Values = { date: string; time: string; message: string };

function RescheduleForm({ session, zone }: { session: SessionDetailView; zone: string }) {
  const navigate = useNavigate();
  const reschedule = useRescheduleSession();
  const schema = useMemo(() => rescheduleSessionInput({ originalStart: session.start }), [session.start]);
  const toInput = (values: Values) => ({
    start: pickedStart(values.date, values.time, zone),
    message: values.message,
  });
  const form = useForm<Values>({
    mode: 'controlled',
    // spec (doc 1, §9): the picker starts at 11:00; the day is the expert's to choose.
    initialValues: { date: '', time: DEFAULT_START_TIME, message: '' },
    validate: (values) => {
      const { start, ...rest } = zodValidate(schema)(toInput(values));
      return start ? { ...rest, date: start } : rest;
    },
  });
  const values = form.getValues();
  const start = pickedStart(values.date, values.time, zone);
  const overlaps = useSessionOverlaps(session.id, start && !Number.isNaN(Date.parse(start)) ? start : null);
  const back = () => navigate(sessionPath(session.id));
  const duration = Date.parse(session.end) - Date.parse(session.start);

  const onSubmit = form.onSubmit(async (raw) => {
    try {
      await reschedule.mutateAsync({ id: session.id, input: toInput(raw) });
      notifications.show({ color: 'teal', message: 'Session rescheduled' });
      back();
    } catch (failure) {
      const { start: startError, ...fields } = apiFormErrors(failure, ['start', 'message']).fields;
      form.setErrors(startError ? { ...fields, date: startError } : fields);
    }
  });

  const clash = overlaps.data?.overlaps ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(reschedule.error, ['start', 'message']).message} />
        <Text>
          <strong>{session.title}</strong>
          {` · now ${whenLabel(session, zone)} · ${whoLabel(session)}`}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="New date"
            description={`In your time zone, ${zone}`}
            type="date"
            {...form.getInputProps('date')}
          />
          <Select
            label="Start time"
            description="Every 30 minutes; the length stays the same"
            data={TIME_OPTIONS as string[]}
            allowDeselect={false}
            searchable
            maxDropdownHeight={240}
            {...form.getInputProps('time')}
          />
        </SimpleGrid>
        {start && !Number.isNaN(Date.parse(start)) ? (
          <Text size="sm" c="dimmed">
            {`New time: ${whenLabel({ start, end: new Date(Date.parse(start) + duration).toISOString() }, zone)}`}
          </Text>
        ) : null}
        {clash.length > 0 ? (
          <Alert color="yellow" variant="light" title="This time overlaps another session">
            {clash
              .map((other) => `${other.title} (${whoLabel(other)}), ${whenLabel(other, zone)}`)
              .join('; ')}
            . You can still move the session here.
          </Alert>
        ) : null}
        {session.bookingsCount > 0 ? (
          <MessageField form={form} description="Sent with the updated calendar invite." />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={back} disabled={reschedule.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={reschedule.isPending}>
            Reschedule
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /dashboard/home/sessions/{sessionId}/reschedule */
export function RescheduleSessionRoute() {
  return (
    <SessionActionScreen
      cancelledMessage={SESSION_MESSAGES.isCancelled}
      title="Reschedule session"
      description={(zone) =>
        `Pick a new day and start time in your time zone (${zone}). The session keeps its length.`
      }
    >
      {(session, zone) => <RescheduleForm session={session} zone={zone} />}
    </SessionActionScreen>
  );
}
