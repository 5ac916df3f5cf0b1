import type { Direction } from './triggers';

// spec (doc 2, §3, §5, §9): an action's offset is stored in seconds, negative before the trigger,
// with the unit and signed amount the form shows; at most 30 days (43200 minutes, 720 hours).

export const OFFSET_UNITS = ['minute', 'hour', 'day'] as const;
export type OffsetUnit = (typeof OFFSET_UNITS)[number];

export const UNIT_SECONDS: Record<OffsetUnit, number> = { minute: 60, hour: 3600, day: 86_400 };

export const OFFSET_MAX: Record<OffsetUnit, number> = { minute: 43_200, hour: 720, day: 30 };

/** 30 days, the furthest an action may be from its trigger. */
export const OFFSET_MAX_SECONDS = 30 * 86_400;

export const OFFSET_MESSAGES = {
  positive: 'Please use a positive number',
  tooFar: 'Cannot schedule actions more than 30 days in advance',
  zeroBefore: 'Offset cannot be zero when scheduling before a trigger',
  whole: 'Please use a whole number',
  required: 'Required',
} as const;

export type Offset = { direction: Direction; amount: number; unit: OffsetUnit };

/** The offset's message, or null when it is valid. */
export function offsetProblem(offset: Offset): string | null {
  if (!Number.isFinite(offset.amount)) return OFFSET_MESSAGES.required;
  if (offset.amount < 0) return OFFSET_MESSAGES.positive;
  if (!Number.isInteger(offset.amount)) return OFFSET_MESSAGES.whole;
  if (offset.amount > OFFSET_MAX[offset.unit]) return OFFSET_MESSAGES.tooFar;
  if (offset.amount === 0 && offset.direction === 'before') return OFFSET_MESSAGES.zeroBefore;
  return null;
}

/** Signed seconds: negative before the trigger. */
export function offsetSeconds(offset: Offset): number {
  const seconds = offset.amount * UNIT_SECONDS[offset.unit];
  return offset.direction === 'before' ? -seconds : seconds;
}

/** The stored signed amount (the spec's offsetAmount): negative before the trigger. */
export const signedAmount = (offset: Offset) =>
  offset.direction === 'before' ? -offset.amount : offset.amount;

export function offsetFromStored(unit: OffsetUnit, signed: number): Offset {
  return { direction: signed < 0 ? 'before' : 'after', amount: Math.abs(signed), unit };
}

const UNIT_WORDS: Record<OffsetUnit, [string, string]> = {
  minute: ['minute', 'minutes'],
  hour: ['hour', 'hours'],
  day: ['day', 'days'],
};

/** "1 hour before", "2 days after", "right after" (a zero offset). */
export function offsetLabel(offset: Offset): string {
  if (offset.amount === 0) return 'right after';
  const [one, many] = UNIT_WORDS[offset.unit];
  return `${offset.amount} ${offset.amount === 1 ? one : many} ${offset.direction}`;
}
