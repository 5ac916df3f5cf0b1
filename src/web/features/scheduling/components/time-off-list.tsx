import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type TimeOffView, timeOffState } from '../../../../domain/scheduling/time-off';
import { formatPeriod } from '../time-off-dates';
import { DeleteTimeOffButton } from './delete-time-off-button';

interface TimeOffListProps {
  periods: TimeOffView[];
  zone: string;
  now: number;
  onEdit: (period: TimeOffView) => void;
}

/** spec §4: current once the start has passed, upcoming while it is ahead. */
export function TimeOffList({ periods, zone, now, onEdit }: TimeOffListProps) {
  const groups = [
    { title: 'Current', periods: periods.filter((p) => timeOffState(p, now) === 'current') },
    { title: 'Upcoming', periods: periods.filter((p) => timeOffState(p, now) === 'upcoming') },
  ].filter((group) => group.periods.length > 0);

  return (
    <Stack gap="lg">
      {groups.map((group) => {
        const id = `time-off-${group.title.toLowerCase()}`;
        return (
          <Card
            key={group.title}
            withBorder
            radius="lg"
            padding="lg"
            component="section"
            aria-labelledby={id}
          >
            <Stack gap="sm">
              <Title order={3} fz="md" id={id}>
                {group.title}
              </Title>
              <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {group.periods.map((period) => {
                  const label = formatPeriod(period, zone);
                  return (
                    <Group
                      key={period.id}
                      component="li"
                      justify="space-between"
                      gap="xs"
                      py="xs"
                      wrap="wrap"
                      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                    >
                      <Text size="sm" fw={500}>
                        {label}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          variant="subtle"
                          size="xs"
                          onClick={() => onEdit(period)}
                          aria-label={`Edit ${label}`}
                        >
                          Edit
                        </Button>
                        <DeleteTimeOffButton timeOffId={period.id} label={label} />
                      </Group>
                    </Group>
                  );
                })}
              </Stack>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
