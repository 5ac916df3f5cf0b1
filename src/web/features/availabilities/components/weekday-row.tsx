import { ActionIcon, Button, Group, Select, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { CopyIcon } from '../../../components/icons';
import {
  type DayHours,
  nextRange,
  type RangeIssue,
  type TimeRange,
  timeChoices,
  WEEKDAY_NAMES,
} from '../weekly-hours';
import classes from './weekly-hours-editor.module.css';

interface WeekdayRowProps {
  weekday: number;
  day: DayHours;
  errors: ReadonlyMap<number, RangeIssue>;
  disabled?: boolean;
  onToggle: (enabled: boolean) => void;
  onRangeChange: (index: number, range: TimeRange) => void;
  onAddRange: () => void;
  onRemoveRange: (index: number) => void;
  onCopyToWeekdays: () => void;
}

function CrossIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

/** One day of the week: on or off, its time ranges, and the actions that change them. */
export function WeekdayRow(props: WeekdayRowProps) {
  const { weekday, day, errors, disabled } = props;
  const name = WEEKDAY_NAMES[weekday]!;
  const canAdd = day.enabled && nextRange(day.ranges) !== null;

  return (
    <div className={classes.row} data-enabled={day.enabled || undefined}>
      <Switch
        className={classes.day}
        label={name}
        checked={day.enabled}
        disabled={disabled}
        onChange={(event) => props.onToggle(event.currentTarget.checked)}
        fw={600}
      />
      <Stack gap={8} className={classes.ranges}>
        {day.enabled ? (
          day.ranges.map((range, index) => {
            const error = errors.get(index);
            const label = `${name}, range ${index + 1}`;
            return (
              <Stack key={index} gap={4}>
                <Group gap={8} wrap="nowrap">
                  <Select
                    aria-label={`${label}, from`}
                    data={timeChoices('start', range.start)}
                    value={String(range.start)}
                    onChange={(v) => v && props.onRangeChange(index, { ...range, start: Number(v) })}
                    allowDeselect={false}
                    searchable
                    disabled={disabled}
                    error={error?.field === 'startMinute' || undefined}
                    className={classes.time}
                    maxDropdownHeight={240}
                  />
                  <Text c="dimmed" aria-hidden="true">
                    –
                  </Text>
                  <Select
                    aria-label={`${label}, until`}
                    data={timeChoices('end', range.end)}
                    value={String(range.end)}
                    onChange={(v) => v && props.onRangeChange(index, { ...range, end: Number(v) })}
                    allowDeselect={false}
                    searchable
                    disabled={disabled}
                    error={error?.field === 'endMinute' || undefined}
                    className={classes.time}
                    maxDropdownHeight={240}
                  />
                  <Tooltip label="Remove these hours" openDelay={400}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-label={`Remove ${label}`}
                      disabled={disabled}
                      onClick={() => props.onRemoveRange(index)}
                    >
                      <CrossIcon />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                {error ? (
                  <Text c="red" size="xs" role="alert">
                    {error.message}
                  </Text>
                ) : null}
              </Stack>
            );
          })
        ) : (
          <Text c="dimmed" size="sm" className={classes.unavailable}>
            Unavailable
          </Text>
        )}
      </Stack>
      {day.enabled ? (
        <Group gap={4} wrap="nowrap" className={classes.actions}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={props.onAddRange}
            disabled={disabled || !canAdd}
            aria-label={`Add hours on ${name}`}
          >
            Add hours
          </Button>
          <Tooltip label="Copy to all weekdays" openDelay={200}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Copy ${name} to all weekdays`}
              disabled={disabled}
              onClick={props.onCopyToWeekdays}
            >
              <CopyIcon size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
    </div>
  );
}
