import { Group, Paper, Stack, Text } from '@mantine/core';
import type { WeeklyPeriodView } from '../../../../domain/scheduling/availability-view';
import {
  formatMinuteOfDay,
  WEEKDAY_NAMES,
  WEEKDAYS_MONDAY_FIRST,
  weeklyHoursFromPeriods,
} from '../weekly-hours';

/** The week at a glance, Monday first: each day's hours or Unavailable, and the zone. */
export function WeekSummary({
  periods,
  timeZone,
}: {
  periods: readonly WeeklyPeriodView[];
  timeZone: string;
}) {
  const hours = weeklyHoursFromPeriods(periods);
  return (
    <Paper withBorder radius="md" px="md" py="sm" bg="gray.0">
      <Stack gap={4}>
        {WEEKDAYS_MONDAY_FIRST.map((weekday) => {
          const day = hours[weekday]!;
          return (
            <Group key={weekday} gap="md" wrap="nowrap" align="flex-start">
              <Text size="sm" w={96} fw={500} style={{ flexShrink: 0 }}>
                {WEEKDAY_NAMES[weekday]}
              </Text>
              <Text size="sm" c={day.enabled ? undefined : 'dimmed'}>
                {day.enabled
                  ? day.ranges
                      .map((r) => `${formatMinuteOfDay(r.start)}–${formatMinuteOfDay(r.end)}`)
                      .join(', ')
                  : 'Unavailable'}
              </Text>
            </Group>
          );
        })}
        <Text size="xs" c="dimmed" mt={4}>
          {`Times in ${timeZone.replaceAll('_', ' ')}`}
        </Text>
      </Stack>
    </Paper>
  );
}
