// spec (doc 2, §3, §9): a workflow action fires at a signed offset from a trigger. Session workflows
// offer session triggers, package workflows package triggers. The spec's list is extended by issue
// 15 with "session cancelled" and "session rescheduled"; the README states the full list.

export const WORKFLOW_TYPES = ['session', 'package'] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];

export const TRIGGER_TYPES = [
  'session.booking.created',
  'session.created',
  'session.started',
  'session.ended',
  'session.cancelled',
  'session.rescheduled',
  'bookedPackage.created',
  'bookedPackage.session_booked',
  'bookedPackage.expired',
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const DIRECTIONS = ['before', 'after'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export type TriggerInfo = {
  workflowType: WorkflowType;
  /** The noun the form and the cards use: "1 hour before <label>". */
  label: string;
  /**
   * An event (booked, cancelled…) happens at the moment it is recorded, so only "after" makes
   * sense; an instant known in advance (the start, the end, the expiry) takes both directions.
   */
  directions: readonly Direction[];
};

export const TRIGGERS: Record<TriggerType, TriggerInfo> = {
  'session.booking.created': {
    workflowType: 'session',
    label: 'the session is booked',
    directions: ['after'],
  },
  'session.created': { workflowType: 'session', label: 'the session is created', directions: ['after'] },
  'session.started': {
    workflowType: 'session',
    label: 'the session starts',
    directions: ['before', 'after'],
  },
  'session.ended': { workflowType: 'session', label: 'the session ends', directions: ['before', 'after'] },
  'session.cancelled': {
    workflowType: 'session',
    label: 'the session is cancelled',
    directions: ['after'],
  },
  'session.rescheduled': {
    workflowType: 'session',
    label: 'the session is rescheduled',
    directions: ['after'],
  },
  'bookedPackage.created': { workflowType: 'package', label: 'the package is bought', directions: ['after'] },
  'bookedPackage.session_booked': {
    workflowType: 'package',
    label: 'a session of the package is booked',
    directions: ['after'],
  },
  'bookedPackage.expired': {
    workflowType: 'package',
    label: 'the package expires',
    directions: ['before', 'after'],
  },
};

export const triggersFor = (type: WorkflowType): TriggerType[] =>
  TRIGGER_TYPES.filter((trigger) => TRIGGERS[trigger].workflowType === type);

/** Triggers whose instant is known in advance and moves when the session is rescheduled. */
export const TIMED_TRIGGERS: readonly TriggerType[] = [
  'session.started',
  'session.ended',
  'bookedPackage.expired',
];

export const ACTION_KINDS = [
  'reminder.client',
  'reminder.expert',
  'email.client',
  'email.expert',
  'automation',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const ACTION_KIND_LABELS: Record<ActionKind, string> = {
  'reminder.client': 'Reminder to the client',
  'reminder.expert': 'Reminder to you',
  'email.client': 'Email to the client',
  'email.expert': 'Email to you',
  automation: 'Automation trigger',
};

export type ActionType = 'reminder' | 'email' | 'automation';
export type Recipient = 'client' | 'expert';

export function splitKind(kind: ActionKind): { type: ActionType; recipient: Recipient | null } {
  if (kind === 'automation') return { type: 'automation', recipient: null };
  const [type, recipient] = kind.split('.') as [ActionType, Recipient];
  return { type, recipient };
}

export function joinKind(type: ActionType, recipient: Recipient | null): ActionKind {
  return type === 'automation' ? 'automation' : (`${type}.${recipient ?? 'client'}` as ActionKind);
}
