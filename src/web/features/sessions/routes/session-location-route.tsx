import { Card, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import type { LocationChoice } from '../../../../domain/locations/location-choice';
import { changeSessionLocationInput } from '../../../../domain/sessions/session-inputs';
import { SESSION_MESSAGES } from '../../../../domain/sessions/session-messages';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { LocationSelect } from '../../locations/components/location-select';
import { useChangeSessionLocation } from '../api/change-session-location';
import { SessionActionScreen } from '../components/session-action-screen';
import { sessionPath } from '../paths';
import { whenLabel } from '../session-format';

const FIELDS = ['locationType', 'locationId'];

function LocationForm({ session, zone }: { session: SessionDetailView; zone: string }) {
  const navigate = useNavigate();
  const change = useChangeSessionLocation();
  const form = useForm<{ location: LocationChoice }>({
    mode: 'controlled',
    initialValues: {
      location: { locationType: session.location.type, locationId: session.location.id },
    },
    validate: (values) => {
      const errors = zodValidate(changeSessionLocationInput)(values.location);
      const message = errors.locationId ?? errors.locationType;
      return message ? { location: message } : {};
    },
  });
  const back = () => navigate(sessionPath(session.id));
  const onSubmit = form.onSubmit(async ({ location }) => {
    try {
      await change.mutateAsync({ id: session.id, input: location });
      notifications.show({ color: 'teal', message: 'Location changed' });
      back();
    } catch (failure) {
      const { fields } = apiFormErrors(failure, FIELDS);
      const message = fields.locationId ?? fields.locationType;
      if (message) form.setErrors({ location: message });
    }
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(change.error, FIELDS).message} />
        <Text>
          <strong>{session.title}</strong>
          {` · ${whenLabel(session, zone)}`}
        </Text>
        <LocationSelect
          value={form.getValues().location}
          onChange={(location) => form.setFieldValue('location', location)}
          error={form.errors.location}
        />
        <FormActions submitLabel="Save location" saving={change.isPending} onCancel={back} />
      </Stack>
    </Card>
  );
}

/** /dashboard/home/sessions/{sessionId}/location */
export function SessionLocationRoute() {
  return (
    <SessionActionScreen
      cancelledMessage={SESSION_MESSAGES.isCancelled}
      title="Change location"
      description={() => 'Built-in video, Zoom when it is connected, or one of your own locations.'}
    >
      {(session, zone) => <LocationForm session={session} zone={zone} />}
    </SessionActionScreen>
  );
}
