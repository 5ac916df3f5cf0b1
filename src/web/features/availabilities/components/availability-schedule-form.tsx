import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AvailabilityView } from '../../../../domain/scheduling/availability-view';
import { FormError } from '../../../components/form-error';
import { CheckIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateAvailabilitySchedule } from '../api/update-availability-schedule';
import { checkSchedule, scheduleKey, type WeeklyHours, weeklyHoursFromPeriods } from '../weekly-hours';
import { TimeZoneSelect } from './time-zone-select';
import { WeeklyHoursEditor } from './weekly-hours-editor';

// Our words, after the spec's group session form ('Please check your inputs.').
const CHECK_INPUTS = 'Please check the hours marked in red.';

/** The weekly hours and time zone of one availability, saved together. */
export function AvailabilityScheduleForm({ availability }: { availability: AvailabilityView }) {
  const save = useUpdateAvailabilitySchedule();
  const [timeZone, setTimeZone] = useState(availability.timeZone);
  const [hours, setHours] = useState<WeeklyHours>(() => weeklyHoursFromPeriods(availability.weeklyPeriods));
  const [saved, setSaved] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const check = checkSchedule(timeZone, hours);
  // The saved schedule is the query's, which the save updates: Save is on only while they differ.
  const changed =
    scheduleKey(timeZone, check.periods) !== scheduleKey(availability.timeZone, availability.weeklyPeriods);

  const edit = (next: () => void) => {
    next();
    setSaved(false);
    if (save.isError) save.reset();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.valid || !changed) return;
    save.mutate(
      { id: availability.id, schedule: { timeZone, weeklyPeriods: check.periods } },
      {
        onSuccess: () => {
          setSaved(true);
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} fz="lg">
            Weekly hours
          </Title>
          <Text size="sm" c="dimmed">
            When clients can book services that use these hours. Add several ranges to a day for breaks.
          </Text>
        </Stack>
        <TimeZoneSelect
          label="Time zone"
          description="The hours below are in this zone; clients see them in their own."
          value={timeZone}
          onChange={(zone) => edit(() => setTimeZone(zone))}
          error={check.timeZoneError}
          maw={420}
        />
        <Divider />
        <WeeklyHoursEditor
          hours={hours}
          onChange={(next) => edit(() => setHours(next))}
          errors={check.rangeErrors}
          disabled={save.isPending}
        />
        <Divider />
        <FormError
          message={save.isError ? errorMessage(save.error) : submitted && !check.valid ? CHECK_INPUTS : null}
        />
        <Group justify="flex-end" gap="md">
          {saved && !changed ? (
            <Group gap={6} c="teal.7" role="status">
              <CheckIcon size={16} />
              <Text size="sm" fw={600}>
                Saved
              </Text>
            </Group>
          ) : null}
          <Button type="submit" disabled={!changed} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
