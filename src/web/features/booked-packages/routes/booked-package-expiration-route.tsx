import { Card, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { bookedPackageExpirationInput } from '../../../../domain/booked-packages/booked-package-inputs';
import { BOOKED_PACKAGE_MESSAGES } from '../../../../domain/booked-packages/booked-package-messages';
import type { BookedPackageDetailView } from '../../../../domain/booked-packages/booked-package-view';
import { formatInZone } from '../../../../domain/time/format-in-zone';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { pickedStart, TIME_OPTIONS } from '../../sessions/reschedule-times';
import { useChangeBookedPackageExpiration } from '../api/change-booked-package-expiration';
import { dayTimeLabel } from '../booked-package-format';
import { BookedPackageActionScreen } from '../components/booked-package-action-screen';
import { bookedPackagePath } from '../paths';

type Values = { date: string; time: string };

// A package that never expired is offered the end of a day.
const DEFAULT_TIME = '23:30';

function ExpirationForm({ booked, zone }: { booked: BookedPackageDetailView; zone: string }) {
  const navigate = useNavigate();
  const change = useChangeBookedPackageExpiration();
  const schema = useMemo(() => bookedPackageExpirationInput(), []);
  const current = booked.expiresAt ? Date.parse(booked.expiresAt) : null;
  const currentTime = current === null ? DEFAULT_TIME : formatInZone(current, zone, 'HH:mm');
  // The time it has now stays choosable even off the 30-minute steps.
  const times = useMemo(
    () => (TIME_OPTIONS.includes(currentTime) ? TIME_OPTIONS : [...TIME_OPTIONS, currentTime].sort()),
    [currentTime],
  );
  const toInput = (values: Values) => ({ expiresAt: pickedStart(values.date, values.time, zone) });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      date: current === null ? '' : formatInZone(current, zone, 'yyyy-MM-dd'),
      time: currentTime,
    },
    validate: (values) => {
      const { expiresAt } = zodValidate(schema)(toInput(values));
      return expiresAt ? { date: expiresAt } : {};
    },
  });
  const back = () => navigate(bookedPackagePath(booked.id));

  const onSubmit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync({ id: booked.id, input: toInput(values) });
      notifications.show({ color: 'teal', message: 'Expiry changed' });
      back();
    } catch (failure) {
      const { expiresAt } = apiFormErrors(failure, ['expiresAt']).fields;
      if (expiresAt) form.setErrors({ date: expiresAt });
    }
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(change.error, ['expiresAt']).message} />
        <Text size="sm">
          {booked.expiresAt
            ? `Expires now: ${dayTimeLabel(booked.expiresAt, zone)}.`
            : 'It never expires now.'}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Expiration date"
            description={BOOKED_PACKAGE_MESSAGES.expirationHint}
            type="date"
            {...form.getInputProps('date')}
          />
          <Select
            label="Time"
            description={`In your time zone, ${zone}`}
            data={times as string[]}
            allowDeselect={false}
            searchable
            maxDropdownHeight={240}
            {...form.getInputProps('time')}
          />
        </SimpleGrid>
        <FormActions submitLabel="Save" saving={change.isPending} onCancel={back} />
      </Stack>
    </Card>
  );
}

/** /dashboard/home/packages/{packageId}/expiration: only expiresAt changes (spec doc 1, §5). */
export function BookedPackageExpirationRoute() {
  return (
    <BookedPackageActionScreen title="Change expiry">
      {(booked, zone) => <ExpirationForm booked={booked} zone={zone} />}
    </BookedPackageActionScreen>
  );
}
