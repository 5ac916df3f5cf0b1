import type { WeeklyPeriodView } from './availability-view';

// Monday first, as experts plan their week.
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const NO_WEEKLY_HOURS = 'No weekly hours';

/** 540 → "9:00"; 1560 (past midnight) → "2:00". */
export function clockLabel(minute: number): string {
  const inDay = ((minute % 1440) + 1440) % 1440;
  return `${Math.floor(inDay / 60)}:${String(inDay % 60).padStart(2, '0')}`;
}

const dayName = (position: number) => DAY_NAMES[WEEK[position]!];

/** "Mon–Wed, Fri": runs of three or more days joined with a dash, Monday first. */
function daysLabel(positions: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < positions.length; ) {
    let j = i;
    while (j + 1 < positions.length && positions[j + 1] === positions[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${dayName(positions[i]!)}–${dayName(positions[j]!)}`);
    else for (let k = i; k <= j; k++) parts.push(dayName(positions[k]!));
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * A one-line summary of weekly hours: "Mon–Fri 9:00–17:00", "Mon–Thu 9:00–12:00, 13:00–17:00 ·
 * Sat 10:00–14:00". Days with the same hours are grouped; the groups follow the week.
 */
export function weeklyHoursSummary(periods: readonly WeeklyPeriodView[]): string {
  const groups = new Map<string, { hours: string; positions: number[] }>();
  WEEK.forEach((weekday, position) => {
    const day = periods.filter((p) => p.weekday === weekday).sort((a, b) => a.startMinute - b.startMinute);
    if (day.length === 0) return;
    const hours = day.map((p) => `${clockLabel(p.startMinute)}–${clockLabel(p.endMinute)}`).join(', ');
    const group = groups.get(hours) ?? { hours, positions: [] };
    group.positions.push(position);
    groups.set(hours, group);
  });
  if (groups.size === 0) return NO_WEEKLY_HOURS;
  return [...groups.values()].map((g) => `${daysLabel(g.positions)} ${g.hours}`).join(' · ');
}
