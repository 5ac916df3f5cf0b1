import { Alert, List, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { conflictLine, conflictsHeading } from '../../../../domain/group-sessions/time-conflicts';
import { WarningIcon } from '../../../components/icons';
import { useTimeConflicts } from '../api/get-time-conflicts';

interface TimeConflictsProps {
  /** Epoch milliseconds; NaN while the fields cannot be read. */
  start: number;
  end: number;
  zone: string;
  /** When editing: the session itself is not a conflict. */
  sessionId?: string;
}

/**
 * A warning under the dates when the time overlaps another session, time off or a busy time in
 * a synced calendar (issue 16). It never blocks saving: the expert may mean to move the other.
 */
export function TimeConflicts({ start, end, zone, sessionId }: TimeConflictsProps) {
  // Typing a date changes it a character at a time: ask once it settles.
  const [range] = useDebouncedValue({ start, end }, 300);
  const { data } = useTimeConflicts(range.start, range.end, sessionId);
  const conflicts = data?.conflicts ?? [];
  if (conflicts.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<WarningIcon />}
      title={conflictsHeading(conflicts.length)}
      data-testid="time-conflicts"
    >
      <List size="sm" spacing={2}>
        {conflicts.map((c) => (
          <List.Item key={`${c.kind}:${c.start}:${c.end}:${c.kind === 'calendar' ? c.calendarName : ''}`}>
            {conflictLine(c, zone)}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={6}>
        You can still save: nothing else is moved or cancelled.
      </Text>
    </Alert>
  );
}
