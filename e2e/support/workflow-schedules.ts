import type {
  ExecutionView,
  ScheduleView,
  WorkflowActionView,
} from '../../src/domain/automation/workflow-view';

// A monitor's answer in the API's shape (GET /api/workflows/{id}/schedules): one schedule in
// progress, one completed (a sent reminder, a removed action that failed), one cancelled. Used
// while no screen can attach a workflow to a service (another branch builds that picker); the
// server's side is covered by the workflow-schedules integration tests.

type Action = NonNullable<ExecutionView['action']>;

const action = (kind: Action['kind'], trigger: Omit<WorkflowActionView['trigger'], 'offset'>): Action => ({
  id: `${kind}-${trigger.type}`,
  kind,
  trigger: { ...trigger, offset: 0 },
});
const reminder = action('reminder.client', {
  type: 'session.started',
  direction: 'before',
  amount: 1,
  unit: 'hour',
});
const email = action('email.client', { type: 'session.ended', direction: 'after', amount: 1, unit: 'day' });

function execution(
  id: string,
  performs: Action | null,
  at: string,
  done: string | null,
  outcome: ExecutionView['outcome'],
  detail: string | null = null,
): ExecutionView {
  const triggerType = performs?.trigger.type ?? 'session.ended';
  return { id, action: performs, triggerType, executionAt: at, executedAt: done, outcome, detail };
}

const session = (id: string, title: string, start: string, clients: string[]) => ({
  id,
  title,
  start,
  clients,
});

export const RECORDED_SCHEDULES: ScheduleView[] = [
  {
    id: 's1',
    createdAt: '2026-11-20T09:00:00Z',
    status: 'in_progress',
    session: session('sessionA1234567890xy', 'Career coaching', '2026-12-02T15:00:00Z', ['Grace Hopper']),
    bookedPackage: null,
    executions: [
      execution('e1', reminder, '2026-12-02T14:00:00Z', null, 'pending'),
      execution('e2', email, '2026-12-03T16:00:00Z', null, 'pending'),
    ],
  },
  {
    id: 's2',
    createdAt: '2026-11-10T09:00:00Z',
    status: 'completed',
    session: session('sessionB1234567890xy', 'Leadership circle', '2026-11-12T10:00:00Z', [
      'Alan Turing',
      'Katherine Johnson',
      'Margaret Hamilton',
    ]),
    bookedPackage: null,
    executions: [
      execution('e3', reminder, '2026-11-12T09:00:00Z', '2026-11-12T09:00:02Z', 'sent', 'Sent to 3 clients'),
      execution(
        'e4',
        null,
        '2026-11-13T11:00:00Z',
        '2026-11-13T11:00:01Z',
        'failed',
        'The mail server refused the message',
      ),
    ],
  },
  {
    id: 's3',
    createdAt: '2026-11-05T09:00:00Z',
    status: 'cancelled',
    session: session('sessionC1234567890xy', 'Career coaching', '2026-11-09T15:00:00Z', ['Ada Byron']),
    bookedPackage: null,
    executions: [
      execution(
        'e5',
        reminder,
        '2026-11-09T14:00:00Z',
        '2026-11-06T08:00:00Z',
        'cancelled',
        'The session was cancelled',
      ),
    ],
  },
];
