import { describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES } from '../../../../domain/automation/workflow-input';
import { ApiError } from '../../../lib/api-client';
import {
  actionConditionLabel,
  actionSummary,
  actionsCountLabel,
  dateTimeLabel,
  shortDateTimeLabel,
  whenLabel,
  workflowFailure,
  workflowStatus,
} from './workflow-labels';

const trigger = (
  type: 'session.started' | 'session.ended' | 'bookedPackage.created',
  direction: 'before' | 'after',
  amount: number,
  unit: 'minute' | 'hour' | 'day',
) => ({ type, direction, amount, unit, offset: 0 });

describe('workflow labels', () => {
  it('says what an action does and when, as the cards list it', () => {
    expect(
      actionSummary({ kind: 'reminder.client', trigger: trigger('session.started', 'before', 1, 'hour') }),
    ).toBe('Reminder to the client · 1 hour before the session starts');
    expect(
      actionSummary({ kind: 'email.expert', trigger: trigger('session.ended', 'after', 2, 'day') }),
    ).toBe('Email to you · 2 days after the session ends');
    expect(whenLabel(trigger('bookedPackage.created', 'after', 0, 'minute'))).toBe(
      'right after the package is bought',
    );
  });

  it('names the conditions of a package action, and nothing without them', () => {
    expect(
      actionConditionLabel({
        conditionGroup: {
          type: 'group',
          operator: 'or',
          conditions: [
            { type: 'numericComparison', key: 'bookedPackage.sessionsRemaining', operator: 'lt', value: 2 },
            { type: 'numericComparison', key: 'bookedPackage.sessionsBooked', operator: 'eq', value: 0 },
          ],
        },
      }),
    ).toBe(
      'Only when Sessions remaining in the package is less than 2 or Sessions booked from the package equals 0',
    );
    expect(actionConditionLabel({ conditionGroup: null })).toBeNull();
  });

  it('tells Active, Paused and Deleted apart, a deleted one first', () => {
    expect(workflowStatus({ active: true, deleted: false })).toBe('active');
    expect(workflowStatus({ active: false, deleted: false })).toBe('paused');
    expect(workflowStatus({ active: false, deleted: true })).toBe('deleted');
  });

  it('counts actions', () => {
    expect([0, 1, 7].map(actionsCountLabel)).toEqual(['No actions yet', '1 action', '7 actions']);
  });

  it("keeps the API's words for a refusal and uses the spec's for anything else", () => {
    const refused = new ApiError(409, 'conflict', 'A workflow can have at most 20 actions');
    expect(workflowFailure(refused, 'action')).toBe('A workflow can have at most 20 actions');
    const crashed = new ApiError(500, 'internal', 'Something went wrong. Please try again later.');
    expect(workflowFailure(crashed, 'action')).toBe('Something went wrong. Please try again');
    expect(workflowFailure(new TypeError('offline'), 'workflow')).toBe(
      'Something went wrong. Please try again later',
    );
    expect(WORKFLOW_MESSAGES.actionFailed).toBe('Something went wrong. Please try again');
  });

  it("shows times on the expert's clock", () => {
    expect(dateTimeLabel('2026-12-16T11:30:00Z', 'America/New_York')).toBe('Wed 16 Dec 2026, 06:30');
    expect(shortDateTimeLabel('2026-12-16T11:30:00Z', 'Asia/Tokyo')).toBe('16 Dec 2026, 20:30');
  });
});
