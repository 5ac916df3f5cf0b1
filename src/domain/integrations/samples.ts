import type { WebhookEvent } from './events';
import type { Envelope, EventData, WebhookClient } from './payloads';

// issue 15: what the sample endpoint answers, so Zapier, Make and n8n can map fields before a
// real event happens. Fixed values: a sample is documentation, not data.

const at = '2026-01-15T10:00:00.000Z';
const client: WebhookClient = {
  id: 'cl_sample',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+442071234567',
  timezone: 'Europe/London',
};
const session = {
  id: 'se_sample',
  type: 'personal' as const,
  title: 'Coaching call',
  start: '2026-01-20T14:00:00.000Z',
  end: '2026-01-20T15:00:00.000Z',
  serviceId: 'sv_sample',
  groupSessionId: null,
  seriesId: null,
};
const booking = {
  id: 'bk_sample',
  status: 'confirmed' as const,
  payment: { amount: 9000, currency: 'USD' },
  discountCode: null,
  bookedPackageId: null,
  message: 'Looking forward to it',
  manageUrl: 'https://slotwise.example/manage/bk_sample?token=…',
  createdAt: at,
};
const sessionData: EventData<'session.booked'> = {
  session,
  booking,
  client,
  expertTimezone: 'America/New_York',
  previous: null,
  cancellation: null,
};

const DATA: { [E in WebhookEvent]: EventData<E> } = {
  'session.booked': sessionData,
  'session.rescheduled': {
    ...sessionData,
    session: { ...session, start: '2026-01-21T14:00:00.000Z', end: '2026-01-21T15:00:00.000Z' },
    previous: { start: session.start, end: session.end },
  },
  'session.cancelled': {
    ...sessionData,
    booking: { ...booking, status: 'cancelled' },
    cancellation: { by: 'client', message: 'Something came up, sorry' },
  },
  'package.bought': {
    bookedPackage: {
      id: 'bp_sample',
      packageId: 'pk_sample',
      title: 'Five coaching calls',
      price: { amount: 40000, currency: 'USD' },
      expiresAt: '2026-07-15T10:00:00.000Z',
      installments: null,
      createdAt: at,
    },
    client,
  },
  'client.created': { client: { ...client, id: 'cl_sample', createdAt: at }, source: 'booking' },
  'workflow.automation': {
    workflow: { id: 'wf_sample', name: 'After the first call' },
    action: { id: 'wa_sample', description: 'Add to the newsletter' },
    trigger: { type: 'session.ended', plannedAt: '2026-01-20T16:00:00.000Z' },
    session,
    bookedPackage: null,
    client,
  },
};

export function sampleEnvelope<E extends WebhookEvent>(type: E): Envelope<E> {
  return { type, timestamp: at, data: DATA[type] } as Envelope<E>;
}
