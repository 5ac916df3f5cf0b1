import { describe, expect, it } from 'vitest';
import type { WorkflowActionView } from '../../../../domain/automation/workflow-view';
import {
  EMPTY_CONDITION,
  newActionValues,
  toActionInput,
  validateActionForm,
  valuesFromAction,
  withTrigger,
} from './action-form-values';

describe('the action form', () => {
  it('starts a session action as a reminder to the client 1 hour before the start (spec §9)', () => {
    expect(newActionValues('session')).toEqual({
      kind: 'reminder.client',
      trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
      message: '',
      description: '',
      conditionGroup: null,
    });
    expect(newActionValues('package').kind).toBe('email.client');
  });

  it("shows the spec's offset and message messages on their fields", () => {
    const validate = validateActionForm('session');
    const email = { ...newActionValues('session'), kind: 'email.client' as const };
    expect(validate(email)).toEqual({ message: 'Message is required' });
    expect(validate({ ...email, message: 'x'.repeat(2001) })).toEqual({ message: 'Message is too long' });
    const reminder = newActionValues('session');
    expect(validate({ ...reminder, message: 'x'.repeat(801) })).toEqual({ message: 'Message is too long' });
    expect(validate({ ...reminder, trigger: { ...reminder.trigger, amount: 0 } })).toEqual({
      'trigger.amount': 'Offset cannot be zero when scheduling before a trigger',
    });
    expect(validate({ ...reminder, trigger: { ...reminder.trigger, amount: -1 } })).toEqual({
      'trigger.amount': 'Please use a positive number',
    });
    expect(validate({ ...reminder, trigger: { ...reminder.trigger, amount: 31, unit: 'day' } })).toEqual({
      'trigger.amount': 'Cannot schedule actions more than 30 days in advance',
    });
    expect(validate({ ...reminder, trigger: { ...reminder.trigger, amount: '' } })).toEqual({
      'trigger.amount': 'Required',
    });
    expect(validate({ ...reminder, kind: 'automation', description: 'x'.repeat(61) })).toEqual({
      description: 'Description is too long',
    });
  });

  it("asks for a condition's field and operator (spec §5)", () => {
    const values = {
      ...newActionValues('package'),
      message: 'Hi',
      conditionGroup: { operator: 'and' as const, conditions: [EMPTY_CONDITION] },
    };
    expect(validateActionForm('package')(values)).toEqual({
      'conditionGroup.conditions.0.key': 'Please select a field',
      'conditionGroup.conditions.0.operator': 'Please select an operator',
      'conditionGroup.conditions.0.value': 'Required',
    });
  });

  it('sends the message for a reminder and the description for an automation', () => {
    const values = {
      ...newActionValues('session'),
      message: 'See you {{session.start}}',
      description: 'kept',
    };
    expect(toActionInput(values)).toMatchObject({ message: 'See you {{session.start}}', description: null });
    expect(toActionInput({ ...values, kind: 'automation' })).toMatchObject({
      message: null,
      description: 'kept',
    });
  });

  it('keeps a direction the trigger allows', () => {
    const values = newActionValues('session');
    expect(withTrigger(values, 'session.booking.created').direction).toBe('after');
    expect(withTrigger(values, 'session.ended').direction).toBe('before');
  });

  it('edits a saved action with its values', () => {
    const action: WorkflowActionView = {
      id: 'a1',
      kind: 'email.client',
      trigger: {
        type: 'bookedPackage.expired',
        direction: 'before',
        amount: 3,
        unit: 'day',
        offset: -259200,
      },
      message: 'Expiring',
      description: null,
      conditionGroup: {
        type: 'group',
        operator: 'or',
        conditions: [
          { type: 'numericComparison', key: 'bookedPackage.sessionsRemaining', operator: 'gt', value: 0 },
        ],
      },
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    expect(valuesFromAction(action)).toEqual({
      kind: 'email.client',
      trigger: { type: 'bookedPackage.expired', direction: 'before', amount: 3, unit: 'day' },
      message: 'Expiring',
      description: '',
      conditionGroup: {
        operator: 'or',
        conditions: [{ key: 'bookedPackage.sessionsRemaining', operator: 'gt', value: 0 }],
      },
    });
  });
});
