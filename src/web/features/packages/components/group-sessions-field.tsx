import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import { PACKAGE_LIMITS } from '../../../../domain/packages/package-input';
import { formatInZone } from '../../../../domain/time/format-in-zone';
import { RemoveIcon } from './package-icons';

export interface GroupSessionChoice {
  id: string;
  title: string;
  start: string;
}

// spec (doc 2, §5): group session dates use the browser time zone.
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Tue 12 May 2026, 18:00". */
export function sessionDate(start: string): string {
  return formatInZone(Date.parse(start), browserZone(), 'EEE d MMM yyyy, HH:mm');
}

interface GroupSessionsFieldProps {
  /** Upcoming confirmed group sessions that can be added. */
  options: readonly GroupSessionChoice[];
  /** The sessions included now (some may have taken place since they were added). */
  selected: readonly GroupSessionChoice[];
  error?: string;
  onAdd: (id: string) => void;
  onRemove: (index: number) => void;
}

/** spec (doc 2, §5, §9): up to 5 specific group sessions. */
export function GroupSessionsField({ options, selected, error, onAdd, onRemove }: GroupSessionsFieldProps) {
  const included = new Set(selected.map((s) => s.id));
  const available = options.filter((option) => !included.has(option.id));
  const full = selected.length >= PACKAGE_LIMITS.groupSessionsMax;
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} size="sm" p={0}>
        Group sessions
      </Text>
      <Text size="xs" c="dimmed" mt={-4}>
        {`Specific upcoming group sessions, up to ${PACKAGE_LIMITS.groupSessionsMax}. Each gives one seat.`}
      </Text>
      {selected.length > 0 ? (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Group sessions">
          {selected.map((session, index) => (
            <Group
              key={session.id}
              component="li"
              gap="sm"
              wrap="nowrap"
              p={6}
              pl="sm"
              bg="gray.0"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {session.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {sessionDate(session.start)}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${session.title}`}
                onClick={() => onRemove(index)}
              >
                <RemoveIcon />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
      {options.length === 0 && selected.length === 0 ? (
        <Text size="sm" c="dimmed">
          No upcoming sessions scheduled
        </Text>
      ) : !full && available.length > 0 ? (
        <Select
          aria-label="Add a group session"
          placeholder="Add a group session"
          data={available.map((option) => ({
            value: option.id,
            label: `${option.title} · ${sessionDate(option.start)}`,
          }))}
          value={null}
          onChange={(id) => id && onAdd(id)}
          searchable
          nothingFoundMessage="Nothing found"
          maw={420}
        />
      ) : full ? (
        <Text size="xs" c="dimmed">
          {`A package holds up to ${PACKAGE_LIMITS.groupSessionsMax} group sessions.`}
        </Text>
      ) : null}
      {error ? (
        <Text size="xs" c="red" role="alert" data-package-error>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
