import { describe, expect, it } from 'vitest';
import { conditionsHold, conditionsLabel } from './conditions';
import { offsetLabel, offsetProblem, offsetSeconds } from './offset';
import { previewMessage, renderMessage, unknownPlaceholders } from './placeholders';
import {
  actionInput,
  canCreateWorkflow,
  canShowCreate,
  cardActions,
  defaultAction,
  workflowInput,
} from './workflow-input';

const errors = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('workflowInput', () => {
  it('needs a name of 3 to 80 characters, trimmed', () => {
    expect(workflowInput.parse({ name: '  Reminders ', type: 'session' })).toEqual({
      name: 'Reminders',
      type: 'session',
    });
    for (const name of ['', '  ab ', 'x'.repeat(81), null])
      expect(errors(workflowInput.safeParse({ name, type: 'session' }))).toEqual({
        name: 'Please give this workflow a name',
      });
    expect(workflowInput.safeParse({ name: 'x'.repeat(80), type: 'package' }).success).toBe(true);
  });
});

describe('offsets', () => {
  it('takes 0 to 30 days in any unit, never zero before a trigger', () => {
    expect(offsetProblem({ direction: 'before', amount: 43200, unit: 'minute' })).toBeNull();
    expect(offsetProblem({ direction: 'before', amount: 720, unit: 'hour' })).toBeNull();
    expect(offsetProblem({ direction: 'after', amount: 30, unit: 'day' })).toBeNull();
    expect(offsetProblem({ direction: 'after', amount: 0, unit: 'minute' })).toBeNull();
    expect(offsetProblem({ direction: 'after', amount: 43201, unit: 'minute' })).toBe(
      'Cannot schedule actions more than 30 days in advance',
    );
    expect(offsetProblem({ direction: 'after', amount: 721, unit: 'hour' })).toBe(
      'Cannot schedule actions more than 30 days in advance',
    );
    expect(offsetProblem({ direction: 'after', amount: 31, unit: 'day' })).toBe(
      'Cannot schedule actions more than 30 days in advance',
    );
    expect(offsetProblem({ direction: 'after', amount: -1, unit: 'hour' })).toBe(
      'Please use a positive number',
    );
    expect(offsetProblem({ direction: 'before', amount: 0, unit: 'hour' })).toBe(
      'Offset cannot be zero when scheduling before a trigger',
    );
    expect(offsetProblem({ direction: 'after', amount: 1.5, unit: 'hour' })).toBe(
      'Please use a whole number',
    );
  });

  it('stores seconds, negative before, and reads as words', () => {
    expect(offsetSeconds({ direction: 'before', amount: 1, unit: 'hour' })).toBe(-3600);
    expect(offsetSeconds({ direction: 'after', amount: 30, unit: 'day' })).toBe(2_592_000);
    expect(offsetLabel({ direction: 'before', amount: 1, unit: 'hour' })).toBe('1 hour before');
    expect(offsetLabel({ direction: 'after', amount: 2, unit: 'day' })).toBe('2 days after');
    expect(offsetLabel({ direction: 'after', amount: 0, unit: 'minute' })).toBe('right after');
  });
});

describe('actionInput', () => {
  const reminder = {
    kind: 'reminder.client',
    trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
    message: 'See you soon, {{client.firstName}}',
  };

  it('accepts the defaults of each workflow type', () => {
    expect(actionInput('session').safeParse({ ...defaultAction('session') }).success).toBe(true);
    expect(
      actionInput('package').safeParse({ ...defaultAction('package'), message: 'Welcome' }).success,
    ).toBe(true);
  });

  it('bounds the reminder at 800, the email at 2000 and needs the email message', () => {
    expect(actionInput('session').parse({ ...reminder, message: '' }).message).toBeNull();
    expect(errors(actionInput('session').safeParse({ ...reminder, message: 'x'.repeat(801) }))).toEqual({
      message: 'Message is too long',
    });
    const email = { ...reminder, kind: 'email.expert' };
    expect(actionInput('session').safeParse({ ...email, message: 'x'.repeat(2000) }).success).toBe(true);
    expect(errors(actionInput('session').safeParse({ ...email, message: 'x'.repeat(2001) }))).toEqual({
      message: 'Message is too long',
    });
    expect(errors(actionInput('session').safeParse({ ...email, message: '   ' }))).toEqual({
      message: 'Message is required',
    });
  });

  it('bounds the automation description at 60', () => {
    const automation = { kind: 'automation', trigger: reminder.trigger, description: 'x'.repeat(61) };
    expect(errors(actionInput('session').safeParse(automation))).toEqual({
      description: 'Description is too long',
    });
    expect(actionInput('session').safeParse({ ...automation, description: 'Tag in CRM' }).success).toBe(true);
  });

  it('checks the trigger fits the workflow and the offset', () => {
    expect(
      errors(
        actionInput('session').safeParse({
          ...reminder,
          trigger: { ...reminder.trigger, type: 'bookedPackage.created' },
        }),
      ),
    ).toEqual({ 'trigger.type': 'This trigger does not fit this type of workflow' });
    expect(
      errors(
        actionInput('session').safeParse({
          ...reminder,
          trigger: { type: 'session.cancelled', direction: 'before', amount: 1, unit: 'hour' },
        }),
      ),
    ).toEqual({ 'trigger.direction': 'This trigger only runs after the event' });
    expect(
      errors(actionInput('session').safeParse({ ...reminder, trigger: { ...reminder.trigger, amount: 0 } })),
    ).toEqual({ 'trigger.amount': 'Offset cannot be zero when scheduling before a trigger' });
  });

  it('refuses unknown placeholders and conditions on a session workflow', () => {
    expect(
      errors(actionInput('session').safeParse({ ...reminder, message: 'Hi {{client.nickname}}' })),
    ).toEqual({
      message: 'Unknown placeholder: {{client.nickname}}',
    });
    const conditionGroup = {
      operator: 'and',
      conditions: [{ key: 'bookedPackage.sessionsRemaining', operator: 'lt', value: 2 }],
    };
    expect(errors(actionInput('session').safeParse({ ...reminder, conditionGroup }))).toEqual({
      conditionGroup: 'Conditions apply to package workflows only',
    });
    const pkg = { ...defaultAction('package'), message: 'Two left', conditionGroup };
    expect(actionInput('package').parse(pkg).conditionGroup).toEqual({
      type: 'group',
      operator: 'and',
      conditions: [
        { type: 'numericComparison', key: 'bookedPackage.sessionsRemaining', operator: 'lt', value: 2 },
      ],
    });
  });

  it('gives the condition messages', () => {
    const pkg = (condition: unknown) =>
      errors(
        actionInput('package').safeParse({
          ...defaultAction('package'),
          message: 'Hi',
          conditionGroup: { operator: 'or', conditions: [condition] },
        }),
      );
    expect(pkg({ operator: 'lt', value: 1 })).toEqual({
      'conditionGroup.conditions.0.key': 'Please select a field',
    });
    expect(pkg({ key: 'bookedPackage.sessionsBooked', value: 1 })).toEqual({
      'conditionGroup.conditions.0.operator': 'Please select an operator',
    });
    expect(pkg({ key: 'bookedPackage.sessionsBooked', operator: 'gt', value: 101 })).toEqual({
      'conditionGroup.conditions.0.value': 'Please use a whole number from 0 to 100',
    });
    expect(pkg({ key: 'bookedPackage.sessionsBooked', operator: 'gt', value: 1.5 })).toEqual({
      'conditionGroup.conditions.0.value': 'Please use a whole number from 0 to 100',
    });
    expect(pkg({ key: 'bookedPackage.sessionsBooked', operator: 'gt' })).toEqual({
      'conditionGroup.conditions.0.value': 'Required',
    });
  });
});

describe('conditions', () => {
  const group = (operator: 'and' | 'or') => ({
    type: 'group' as const,
    operator,
    conditions: [
      {
        type: 'numericComparison' as const,
        key: 'bookedPackage.sessionsRemaining' as const,
        operator: 'lte' as const,
        value: 1,
      },
      {
        type: 'numericComparison' as const,
        key: 'bookedPackage.sessionsBooked' as const,
        operator: 'gte' as const,
        value: 4,
      },
    ],
  });

  it('combines comparisons with and/or; an unknown fact is false', () => {
    expect(
      conditionsHold(group('and'), {
        'bookedPackage.sessionsRemaining': 1,
        'bookedPackage.sessionsBooked': 4,
      }),
    ).toBe(true);
    expect(
      conditionsHold(group('and'), {
        'bookedPackage.sessionsRemaining': 2,
        'bookedPackage.sessionsBooked': 4,
      }),
    ).toBe(false);
    expect(
      conditionsHold(group('or'), {
        'bookedPackage.sessionsRemaining': 2,
        'bookedPackage.sessionsBooked': 4,
      }),
    ).toBe(true);
    expect(conditionsHold(group('or'), {})).toBe(false);
    expect(conditionsHold(null, {})).toBe(true);
  });

  it('reads as a sentence', () => {
    expect(conditionsLabel(group('or'))).toBe(
      'Sessions remaining in the package is less than or equal to 1 or Sessions booked from the package is greater than or equal to 4',
    );
  });
});

describe('placeholders', () => {
  it('fills known placeholders, empties missing ones, and finds unknown ones', () => {
    const message =
      'Hi {{ client.firstName }}, {{session.title}} starts {{session.start}}. {{package.title}}{{oops}}';
    expect(
      renderMessage(message, {
        'client.firstName': 'Grace',
        'session.title': 'Coaching',
        'session.start': 'tomorrow',
      }),
    ).toBe('Hi Grace, Coaching starts tomorrow. {{oops}}');
    expect(unknownPlaceholders('{{oops}} {{client.name}} {{oops}} {{ x.y }}')).toEqual(['oops', 'x.y']);
    expect(previewMessage('Hi {{client.firstName}}, join at {{session.joinLink}}')).toBe(
      'Hi Grace, join at https://slotwise.example/s/abc123',
    );
  });
});

describe('limits', () => {
  it('shows create while 20 or fewer, refuses a 21st, and cards show 5 then +N more', () => {
    expect([canShowCreate(20), canShowCreate(21)]).toEqual([true, false]);
    expect([canCreateWorkflow(19), canCreateWorkflow(20)]).toEqual([true, false]);
    expect(cardActions([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: '+2 more' });
    expect(cardActions([1, 2])).toEqual({ shown: [1, 2], more: null });
  });
});
