import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { cancelSessionInput } from '../../../../domain/sessions/session-inputs';
import { SESSION_MESSAGES } from '../../../../domain/sessions/session-messages';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useCancelSession } from '../api/cancel-session';
import { MessageField } from '../components/message-field';
import { SessionActionScreen } from '../components/session-action-screen';
import { SESSIONS_PATH, sessionPath } from '../paths';
import { whenLabel, whoLabel } from '../session-format';

function CancelForm({ session, zone }: { session: SessionDetailView; zone: string }) {
  const navigate = useNavigate();
  const cancel = useCancelSession();
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: zodValidate(cancelSessionInput),
  });
  const withBookings = session.bookingsCount > 0;
  // spec: a group session with zero bookings is deleted instead of cancelled.
  const deletes = session.type === 'group' && !withBookings;
  const back = () => navigate(sessionPath(session.id));

  const onSubmit = form.onSubmit(async (values) => {
    try {
      const result = await cancel.mutateAsync({
        id: session.id,
        input: { message: withBookings ? values.message : null },
      });
      if (result.outcome === 'deleted') {
        notifications.show({ color: 'teal', message: 'Session deleted' });
        navigate(SESSIONS_PATH);
      } else {
        notifications.show({ color: 'teal', message: 'Session cancelled' });
        back();
      }
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, ['message']).fields);
    }
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(cancel.error, ['message']).message} />
        <Text>
          <strong>{session.title}</strong>
          {` · ${whenLabel(session, zone)} · ${whoLabel(session)}`}
        </Text>
        <Text size="sm" c="dimmed">
          {deletes
            ? 'Nobody has booked this group session, so it will be deleted.'
            : withBookings
              ? 'Every client with a booking gets an email and their calendar invite is cancelled. Package sessions used for it go back to the package.'
              : 'The session will move to your cancelled sessions.'}
        </Text>
        {withBookings ? <MessageField form={form} description="Sent with the cancellation email." /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={back} disabled={cancel.isPending}>
            Keep session
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {deletes ? 'Delete session' : 'Cancel session'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /dashboard/home/sessions/{sessionId}/cancel */
export function CancelSessionRoute() {
  return (
    <SessionActionScreen title="Cancel session" cancelledMessage={SESSION_MESSAGES.alreadyCancelled}>
      {(session, zone) => <CancelForm session={session} zone={zone} />}
    </SessionActionScreen>
  );
}
