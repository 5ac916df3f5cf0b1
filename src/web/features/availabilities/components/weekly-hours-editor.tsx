import { Box } from '@mantine/core';
import {
  addRange,
  copyToWeekdays,
  type RangeIssue,
  removeRange,
  setDayEnabled,
  setRange,
  WEEKDAYS_MONDAY_FIRST,
  type WeeklyHours,
} from '../weekly-hours';
import { WeekdayRow } from './weekday-row';

interface WeeklyHoursEditorProps {
  hours: WeeklyHours;
  onChange: (hours: WeeklyHours) => void;
  /** Errors by weekday, then by range index. */
  errors: ReadonlyMap<number, ReadonlyMap<number, RangeIssue>>;
  disabled?: boolean;
}

const NO_ERRORS: ReadonlyMap<number, RangeIssue> = new Map();

/** The week, Monday first: a row per day with its on/off switch and time ranges. */
export function WeeklyHoursEditor({ hours, onChange, errors, disabled }: WeeklyHoursEditorProps) {
  return (
    <Box role="group" aria-label="Weekly hours">
      {WEEKDAYS_MONDAY_FIRST.map((weekday) => (
        <WeekdayRow
          key={weekday}
          weekday={weekday}
          day={hours[weekday]!}
          errors={errors.get(weekday) ?? NO_ERRORS}
          disabled={disabled}
          onToggle={(enabled) => onChange(setDayEnabled(hours, weekday, enabled))}
          onRangeChange={(index, range) => onChange(setRange(hours, { weekday, index }, range))}
          onAddRange={() => onChange(addRange(hours, weekday))}
          onRemoveRange={(index) => onChange(removeRange(hours, { weekday, index }))}
          onCopyToWeekdays={() => onChange(copyToWeekdays(hours, weekday))}
        />
      ))}
    </Box>
  );
}
