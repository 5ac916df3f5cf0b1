import { fromLocalInputValue } from '../scheduling/time-off-dates';

// spec (doc 1, §9): the time picker steps 30 minutes and starts at 11:00.
export const TIME_STEP_MINUTES = 30;
export const DEFAULT_START_TIME = '11:00';

/** "00:00", "00:30", … "23:30". */
export const TIME_OPTIONS: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_STEP_MINUTES },
  (_, i) => {
    const minutes = i * TIME_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

/**
 * The ISO instant a picked day ("2026-11-24") and time ("11:00") name in the expert's zone, or
 * '' while no day is picked (the schema then says 'Required').
 */
export function pickedStart(date: string, time: string, zone: string): string {
  if (!date || !time) return '';
  return fromLocalInputValue(`${date}T${time}`, zone);
}
