import { describe, expect, it } from 'vitest';
import { cancelWindow, rescheduleWindow } from './manage-policy';

const start = Date.parse('2031-03-03T10:00:00Z');
const open = {
  cancellationDisabled: false,
  cancellationMinNotice: 1440,
  reschedulingDisabled: false,
  reschedulingMinNotice: null,
};

describe('manage policy', () => {
  it('allows cancelling until the minimum notice before the start', () => {
    expect(cancelWindow(open, start, Date.parse('2031-03-02T09:59:00Z'))).toEqual({
      allowed: true,
      deadline: Date.parse('2031-03-02T10:00:00Z'),
    });
    expect(cancelWindow(open, start, Date.parse('2031-03-02T10:00:00Z')).allowed).toBe(false);
  });

  it('without a notice, allows changes until the start', () => {
    expect(rescheduleWindow(open, start, start - 1)).toEqual({ allowed: true, deadline: start });
    expect(rescheduleWindow(open, start, start).allowed).toBe(false);
  });

  it('never allows what the expert disabled', () => {
    const closed = { ...open, cancellationDisabled: true, reschedulingDisabled: true };
    expect(cancelWindow(closed, start, 0)).toEqual({ allowed: false, deadline: null });
    expect(rescheduleWindow(closed, start, 0)).toEqual({ allowed: false, deadline: null });
  });
});
