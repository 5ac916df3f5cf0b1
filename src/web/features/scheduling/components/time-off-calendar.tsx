import { ActionIcon, Box, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { TimeOffView } from '../../../../domain/scheduling/time-off';
import { eachDayInZone } from '../../../../domain/time/calendar-days';
import { type CalendarDate, instantToWallClock } from '../../../../domain/time/wall-clock';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const dayKey = ({ year, month, day }: CalendarDate) => `${year}-${month}-${day}`;

// Calendar arithmetic on plain dates, so neither the browser's zone nor daylight saving plays a part.
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const mondayBasedWeekday = (year: number, month: number, day: number) =>
  (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

interface TimeOffCalendarProps {
  periods: TimeOffView[];
  zone: string;
  now: number;
  onEdit: (period: TimeOffView) => void;
}

/** A month (Monday first) with the days time off touches highlighted; a highlighted day opens it. */
export function TimeOffCalendar({ periods, zone, now, onEdit }: TimeOffCalendarProps) {
  const [shown, setShown] = useState(() => {
    const today = instantToWallClock(now, zone);
    return { year: today.year, month: today.month };
  });
  const today = dayKey(instantToWallClock(now, zone));

  const covered = new Map<string, TimeOffView>();
  for (const period of periods)
    for (const day of eachDayInZone(new Date(period.start), new Date(period.end), zone))
      if (!covered.has(dayKey(day))) covered.set(dayKey(day), period);

  const move = (delta: number) =>
    setShown(({ year, month }) => {
      const index = year * 12 + (month - 1) + delta;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });

  const title = `${MONTHS[shown.month - 1]} ${shown.year}`;
  const blanks = mondayBasedWeekday(shown.year, shown.month, 1);
  const days = Array.from({ length: daysInMonth(shown.year, shown.month) }, (_, i) => i + 1);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="time-off-month">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon variant="subtle" onClick={() => move(-1)} aria-label="Previous month">
            <span aria-hidden="true">‹</span>
          </ActionIcon>
          <Title order={3} fz="md" id="time-off-month" aria-live="polite">
            {title}
          </Title>
          <ActionIcon variant="subtle" onClick={() => move(1)} aria-label="Next month">
            <span aria-hidden="true">›</span>
          </ActionIcon>
        </Group>
        <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
          {WEEKDAYS.map((weekday) => (
            <Text key={weekday} size="xs" c="dimmed" ta="center" fw={600}>
              {weekday}
            </Text>
          ))}
          {Array.from({ length: blanks }, (_, i) => (
            <Box key={`blank-${i}`} />
          ))}
          {days.map((day) => {
            const date = { year: shown.year, month: shown.month, day };
            const period = covered.get(dayKey(date));
            const isToday = dayKey(date) === today;
            const common = {
              h: 40,
              ta: 'center' as const,
              fz: 'sm',
              fw: isToday ? 700 : 400,
              style: {
                borderRadius: 'var(--mantine-radius-md)',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                outline: isToday ? '1px solid var(--mantine-color-indigo-3)' : undefined,
              },
            };
            return period ? (
              <UnstyledButton
                key={day}
                {...common}
                bg="indigo.6"
                c="white"
                onClick={() => onEdit(period)}
                aria-label={`${day} ${MONTHS[shown.month - 1]} ${shown.year}, time off`}
              >
                {day}
              </UnstyledButton>
            ) : (
              <Box key={day} {...common}>
                {day}
              </Box>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
