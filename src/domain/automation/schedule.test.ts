import { describe, expect, it } from 'vitest';
import {
  executionTime,
  type PlannableAction,
  packageInstants,
  planExecutions,
  reschedulePending,
  scheduleStatus,
  sessionInstants,
  sortByOffset,
} from './schedule';

const at = (iso: string) => new Date(iso);
const london = { client: 'Europe/London', expert: 'America/New_York' };

const action = (
  id: string,
  triggerType: PlannableAction['triggerType'],
  direction: 'before' | 'after',
  amount: number,
  unit: 'minute' | 'hour' | 'day',
  recipient: PlannableAction['recipient'] = 'client',
): PlannableAction => ({ id, triggerType, offset: { direction, amount, unit }, recipient });

describe('planExecutions', () => {
  const session = { start: at('2026-12-17T10:00:00Z'), end: at('2026-12-17T11:00:00Z') };
  const bookedAt = at('2026-12-16T10:30:00Z');

  it('plans each action at its trigger plus its signed offset, sorted by time', () => {
    const actions = [
      action('follow-up', 'session.ended', 'after', 1, 'day', 'client'),
      action('reminder', 'session.started', 'before', 1, 'hour'),
      action('thanks', 'session.booking.created', 'after', 0, 'minute'),
      action('prep', 'session.started', 'before', 30, 'minute', 'expert'),
    ];
    const instants = sessionInstants(session, { type: 'session.booking.created', at: bookedAt });
    expect(planExecutions(actions, instants, london, bookedAt)).toEqual([
      { actionId: 'thanks', executionAt: at('2026-12-16T10:30:00Z') },
      { actionId: 'reminder', executionAt: at('2026-12-17T09:00:00Z') },
      { actionId: 'prep', executionAt: at('2026-12-17T09:30:00Z') },
      { actionId: 'follow-up', executionAt: at('2026-12-18T11:00:00Z') },
    ]);
  });

  it('leaves out an action whose time has passed when it is planned, and one without its trigger', () => {
    const late = at('2026-12-17T09:30:00Z');
    const actions = [
      action('reminder', 'session.started', 'before', 1, 'hour'),
      action('cancelled', 'session.cancelled', 'after', 5, 'minute'),
      action('ten-before', 'session.started', 'before', 10, 'minute'),
    ];
    expect(planExecutions(actions, sessionInstants(session), london, late)).toEqual([
      { actionId: 'ten-before', executionAt: at('2026-12-17T09:50:00Z') },
    ]);
  });

  it("counts days on the recipient's wall clock across a daylight-saving change", () => {
    // London's clocks go forward at 01:00 UTC on Sunday 28 March 2027; the session is 10:00 BST
    // (09:00 UTC) that day. 1 day before is 10:00 GMT on Saturday, 25 hours earlier, not 24.
    const spring = { start: at('2027-03-28T09:00:00Z'), end: at('2027-03-28T10:00:00Z') };
    const actions = [
      action('client-day', 'session.started', 'before', 1, 'day', 'client'),
      action('client-24h', 'session.started', 'before', 24, 'hour', 'client'),
    ];
    expect(planExecutions(actions, sessionInstants(spring), london, at('2027-03-20T00:00:00Z'))).toEqual([
      { actionId: 'client-24h', executionAt: at('2027-03-27T09:00:00Z') },
      { actionId: 'client-day', executionAt: at('2027-03-27T10:00:00Z') },
    ]);
  });

  it("follows the expert's zone for the expert and for automations", () => {
    // New York's clocks go forward on Sunday 14 March 2027; a session at 14:00 UTC is 10:00 EDT
    // there. 1 day before on the expert's clock is 10:00 EST on the 13th (15:00 UTC); on the
    // client's London clock it is 14:00 GMT on the 13th.
    const session2 = { start: at('2027-03-14T14:00:00Z'), end: at('2027-03-14T15:00:00Z') };
    const actions = [
      action('expert-day', 'session.started', 'before', 1, 'day', 'expert'),
      action('hook', 'session.started', 'before', 1, 'day', null),
      action('client-day', 'session.started', 'before', 1, 'day', 'client'),
    ];
    expect(planExecutions(actions, sessionInstants(session2), london, at('2027-03-01T00:00:00Z'))).toEqual([
      { actionId: 'client-day', executionAt: at('2027-03-13T14:00:00Z') },
      { actionId: 'expert-day', executionAt: at('2027-03-13T15:00:00Z') },
      { actionId: 'hook', executionAt: at('2027-03-13T15:00:00Z') },
    ]);
  });

  it('plans package actions from the purchase and the expiry', () => {
    const bought = at('2026-12-16T10:30:00Z');
    const actions = [
      action('welcome', 'bookedPackage.created', 'after', 1, 'hour'),
      action('expiring', 'bookedPackage.expired', 'before', 7, 'day'),
      action('booked', 'bookedPackage.session_booked', 'after', 10, 'minute'),
    ];
    const instants = packageInstants(
      { expiresAt: at('2027-03-16T10:30:00Z') },
      { type: 'bookedPackage.created', at: bought },
    );
    expect(planExecutions(actions, instants, london, bought)).toEqual([
      { actionId: 'welcome', executionAt: at('2026-12-16T11:30:00Z') },
      { actionId: 'expiring', executionAt: at('2027-03-09T10:30:00Z') },
    ]);
    expect(planExecutions(actions, packageInstants({ expiresAt: null }), london, bought)).toEqual([]);
  });
});

describe('executionTime', () => {
  it('takes minutes and hours as exact durations', () => {
    const start = at('2027-03-28T09:00:00Z');
    expect(
      executionTime(start, { direction: 'before', amount: 90, unit: 'minute' }, 'Europe/London'),
    ).toEqual(at('2027-03-28T07:30:00Z'));
    expect(executionTime(start, { direction: 'after', amount: 720, unit: 'hour' }, 'Europe/London')).toEqual(
      at('2027-04-27T09:00:00Z'),
    );
  });
});

describe('reschedulePending', () => {
  it('moves timed executions with the session and cancels those whose new time has passed', () => {
    const pending = [
      { ...action('reminder', 'session.started', 'before', 1, 'hour'), executionId: 'e1' },
      { ...action('follow-up', 'session.ended', 'after', 2, 'hour'), executionId: 'e2' },
      { ...action('thanks', 'session.booking.created', 'after', 1, 'day'), executionId: 'e3' },
    ];
    const moved = { start: at('2026-12-16T11:00:00Z'), end: at('2026-12-16T12:00:00Z') };
    expect(reschedulePending(pending, sessionInstants(moved), london, at('2026-12-16T10:30:00Z'))).toEqual({
      moved: [{ id: 'e2', executionAt: at('2026-12-16T14:00:00Z') }],
      cancelled: ['e1'],
    });
  });
});

describe('scheduleStatus', () => {
  const now = at('2026-12-16T10:30:00Z');
  it('is Cancelled, In progress while the latest execution is ahead, else Completed', () => {
    expect(scheduleStatus({ cancelled: true, executionTimes: [at('2027-01-01T00:00:00Z')] }, now)).toBe(
      'cancelled',
    );
    expect(
      scheduleStatus(
        { cancelled: false, executionTimes: [at('2026-12-16T09:00:00Z'), at('2026-12-16T10:31:00Z')] },
        now,
      ),
    ).toBe('in_progress');
    expect(scheduleStatus({ cancelled: false, executionTimes: [at('2026-12-16T10:30:00Z')] }, now)).toBe(
      'completed',
    );
    expect(scheduleStatus({ cancelled: false, executionTimes: [] }, now)).toBe('completed');
  });
});

describe('sortByOffset', () => {
  it('lists before-actions first, then by creation', () => {
    const list = [
      {
        id: 'a',
        offset: { direction: 'after', amount: 1, unit: 'hour' } as const,
        createdAt: at('2026-01-01T00:00:00Z'),
      },
      {
        id: 'b',
        offset: { direction: 'before', amount: 1, unit: 'day' } as const,
        createdAt: at('2026-01-02T00:00:00Z'),
      },
      {
        id: 'c',
        offset: { direction: 'after', amount: 60, unit: 'minute' } as const,
        createdAt: at('2025-12-31T00:00:00Z'),
      },
    ];
    expect(sortByOffset(list).map((a) => a.id)).toEqual(['b', 'c', 'a']);
  });
});
