import { MINUTE_MS } from '../time/instant';

// Issue 4: a client may cancel or reschedule online unless the expert disabled it, and only
// until the minimum notice before the start (cancellation policy, doc 2 §7).
export type ManagePolicy = {
  cancellationDisabled: boolean;
  cancellationMinNotice: number | null;
  reschedulingDisabled: boolean;
  reschedulingMinNotice: number | null;
};

export type ManageWindow = { allowed: boolean; deadline: number | null };

function window(disabled: boolean, minNotice: number | null, start: number, now: number): ManageWindow {
  if (disabled) return { allowed: false, deadline: null };
  const deadline = start - (minNotice ?? 0) * MINUTE_MS;
  return { allowed: now < deadline, deadline };
}

export function cancelWindow(policy: ManagePolicy, start: number, now: number): ManageWindow {
  return window(policy.cancellationDisabled, policy.cancellationMinNotice, start, now);
}

export function rescheduleWindow(policy: ManagePolicy, start: number, now: number): ManageWindow {
  return window(policy.reschedulingDisabled, policy.reschedulingMinNotice, start, now);
}

export const cannotCancelMessage = (name: string) =>
  `This booking can no longer be cancelled online. Please contact ${name}.`;
export const cannotRescheduleMessage = (name: string) =>
  `This booking can no longer be rescheduled online. Please contact ${name}.`;
export const BOOKING_NOT_ACTIVE = 'This booking is no longer active.';
export const SAME_TIME = 'Please choose a different time';
