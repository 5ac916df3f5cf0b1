import { Text } from '@mantine/core';
import { formatInZone } from '../../../../domain/time/format-in-zone';

/** spec §2: the expert's time zone with a live clock (the caller ticks `now` every second). */
export function TimeZoneClock({ zone, now }: { zone: string; now: number }) {
  return (
    <Text size="sm" c="dimmed">
      {'Your time zone: '}
      <Text span fw={600} c="dark">
        {zone.replaceAll('_', ' ')}
      </Text>
      {' · '}
      <Text span ff="monospace" c="dark" data-testid="time-zone-clock">
        {formatInZone(now, zone, 'HH:mm:ss')}
      </Text>
    </Text>
  );
}
