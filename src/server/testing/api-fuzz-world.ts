import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/sessions';
import { bookedApi, buy, setUpPackageSeller } from '../features/package-purchase/package-testing';
import { at, client } from '../features/public-booking/booking-test-setup';
import type { TestApp } from './test-app';

// The API fuzz's world (ADR 024): the operations of the OpenAPI document, an expert with real
// data, and for each operation the real path ids, query and body that the cases then spoil.

type Parameter = { in: 'path' | 'query'; name: string };
export type Operation = { method: string; path: string; parameters: Parameter[]; hasBody: boolean };

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
};

/** Every operation the app documents, better-auth's link routes too, in a safe order: deletes last, so ids stay real. */
export async function listOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.client().request<OpenApiDocument>('GET', '/api/openapi.json');
  if (res.status !== 200) throw new Error(`openapi.json: ${res.status}`);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(res.body.paths)) {
    for (const [method, op] of Object.entries(item)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        hasBody: Boolean(op.requestBody),
      });
    }
  }
  const rank = (op: Operation) => (op.method === 'DELETE' ? 2 : op.path.includes('cancel') ? 1 : 0);
  return operations.sort((a, b) => rank(a) - rank(b));
}

/** Real data for the fuzz: an expert (Growth plan) with a page, services, series, a group
 * session, a package, a client with a note, a confirmed booking and a booked package. */
export async function fuzzWorld(t: TestApp) {
  const seller = await setUpPackageSeller(t);
  const expert = seller.expert;
  const free = await seller.service({ title: 'Intro call', price: 0 });
  const pkg = (await seller.sell({ price: 0 })).id;
  const booked = bookedApi(t, (await buy(t, pkg)).body.usePath);
  const booking = await t.client().request('POST', '/api/public/pages/ada/bookings', {
    serviceId: free,
    start: at('10:00'),
    client: client(),
  });
  if (booking.status !== 201) throw new Error(`booking: ${booking.status} ${JSON.stringify(booking.body)}`);
  const [session] = await t.services.deps.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.serviceId, free));
  const created = async (path: string, body: unknown) => {
    const res = await expert.request('POST', path, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  const clientId = await created('/api/clients', {
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.com',
  });
  const note = await created(`/api/clients/${clientId}/notes`, { content: doc('First call went well') });
  const location = await created('/api/locations', { name: 'Studio', location: '1 Main Street' });
  const timeOff = await created('/api/scheduling/time-off', {
    start: at('09:00', '2031-04-01'),
    end: at('17:00', '2031-04-01'),
  });
  const availability = await created('/api/availabilities', { name: 'Evenings', cloneFromId: null });
  const discount = await created('/api/discounts', DISCOUNT);
  const workflow = await created('/api/workflows', { name: 'Reminders', type: 'session' });
  const withAction = await expert.request('POST', `/api/workflows/${workflow}/actions`, REMINDER);
  if (withAction.status !== 201)
    throw new Error(`action: ${withAction.status} ${JSON.stringify(withAction.body)}`);
  const currency = (await expert.request('GET', '/api/payments/currency')).body as {
    version: string;
    items: Array<{ kind: string; id: string }>;
  };
  return {
    expert,
    slug: 'ada',
    service: seller.coaching,
    freeService: free,
    series: seller.yoga,
    seriesSession: seller.yogaClasses[0]!.id,
    groupSession: seller.circle.id,
    package: pkg,
    bookedPackage: booked.id,
    useToken: booked.token,
    bookingToken: booking.body.token as string,
    session: session!.id,
    client: clientId,
    note,
    location,
    timeOff,
    availability,
    discount,
    workflow,
    action: withAction.body.actions[0].id as string,
    currency,
  };
}

const DISCOUNT = {
  code: 'SPRING10',
  valueType: 'percentage',
  percentOff: 10,
  amountOff: null,
  maxRedemptions: null,
  clientId: null,
  products: null,
};

const REMINDER = {
  kind: 'reminder.client',
  trigger: { type: 'session.started', direction: 'before', amount: 1, unit: 'hour' },
  message: 'See you soon, {{client.firstName}}',
};
export type FuzzWorld = Awaited<ReturnType<typeof fuzzWorld>>;

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const ID_BY_AREA: Record<string, keyof FuzzWorld> = {
  locations: 'location',
  packages: 'package',
  clients: 'client',
  'time-off': 'timeOff',
  services: 'service',
  'group-sessions': 'groupSession',
  series: 'series',
  sessions: 'session',
  'booked-packages': 'bookedPackage',
  availabilities: 'availability',
  discounts: 'discount',
  workflows: 'workflow',
};

export function pathValue(path: string, name: string, w: FuzzWorld): string {
  if (name === 'slug') return w.slug;
  if (name === 'serviceId') return w.freeService;
  if (name === 'noteId') return w.note;
  if (name === 'actionId') return w.action;
  if (name === 'sessionId') return w.seriesSession;
  if (name === 'token') return path.startsWith('/auth') ? 'not-a-token' : w.bookingToken;
  const area = path.split('/').find((segment) => segment in ID_BY_AREA);
  return area ? String(w[ID_BY_AREA[area]!]) : 'unknown';
}

export function queryValues(path: string, w: FuzzWorld): Record<string, string> {
  const slots = path.includes('/slots');
  return {
    token: path.startsWith('/auth') ? 'not-a-token' : w.useToken,
    from: slots ? at('00:00') : '2031-01-01',
    to: slots ? at('00:00', '2031-03-08') : '2031-01-31',
    range: 'custom',
    start: at('12:00', '2031-03-05'),
    page: '1',
    list: 'upcoming',
    sort: 'createdAt',
    order: 'desc',
    q: 'gr',
    cancelled: 'true',
    confirm: 'false',
    slug: 'new-slug',
    callbackURL: '/dashboard',
  };
}

const clientBody = () => client({ message: 'Hello', phone: null });

/** A valid body for each operation that takes one, with real ids. */
export function sampleBody(op: Operation, w: FuzzWorld): unknown {
  const key = `${op.method} ${op.path}`;
  const service = {
    title: 'Deep dive',
    description: 'An hour on your plan.',
    duration: 60,
    price: 50,
    availabilityId: w.availability,
    customSchedulingRules: null,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
  };
  const groupSession = {
    title: 'Morning breathwork',
    description: 'Bring a mat.',
    start: at('09:00', '2031-05-05'),
    end: at('10:00', '2031-05-05'),
    price: 25,
    groupSizeMax: 6,
    locationType: null,
    locationId: null,
    hidden: false,
    collectPhoneNumber: false,
  };
  const { start: _start, end: _end, ...seriesFields } = groupSession;
  const series = { ...seriesFields, duration: 60 };
  const pkg = {
    title: 'Coaching bundle',
    description: doc('Two calls and a class'),
    personalSessions: [{ serviceId: w.service, count: 2 }],
    groupSessionIds: [w.groupSession],
    series: [{ seriesId: w.series, count: 2 }],
    price: 120.5,
    paymentPlanMonths: 3,
    expiryDays: 90,
    hidden: false,
    confirmedEmpty: false,
  };
  const bodies: Record<string, unknown> = {
    'POST /session/sign-up': {
      firstName: 'New',
      lastName: 'Expert',
      email: 'new@example.com',
      password: 'secret-password',
    },
    'POST /session/sign-in': { email: 'ada@example.com', password: 'secret-password' },
    'POST /session/magic-link': { email: 'ada@example.com' },
    'POST /session/password-reset-request': { email: 'ada@example.com' },
    'POST /session/password-reset': { token: 'not-a-token', password: 'another-password' },
    'POST /booking-page': { firstName: 'Ada', lastName: 'Lovelace', slug: 'ada-two' },
    'POST /locations': { name: 'Office', location: '2 High Street' },
    'PUT /locations/default': { type: 'custom', locationId: w.location },
    'PUT /locations/{id}': { name: 'Office', location: '2 High Street' },
    'POST /packages': pkg,
    'PUT /packages/{id}': pkg,
    'PUT /packages/order': { ids: [w.package] },
    'POST /clients': { firstName: 'Grace', lastName: 'Hopper', email: 'grace.h@example.com' },
    'PUT /clients/{id}': { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' },
    'POST /clients/{id}/notes': { content: doc('Notes') },
    'PUT /clients/{id}/notes/{noteId}': { content: doc('Notes') },
    'PUT /scheduling/cancellation-policy': {
      cancellationDisabled: false,
      cancellationMinNotice: 24,
      reschedulingDisabled: false,
      reschedulingMinNotice: null,
    },
    'POST /scheduling/time-off': { start: at('09:00', '2031-06-02'), end: at('17:00', '2031-06-02') },
    'PUT /scheduling/time-off/{id}': { start: at('09:00', '2031-06-03'), end: at('17:00', '2031-06-03') },
    'PUT /scheduling/rules': {
      minNotice: 60,
      maxNotice: null,
      bufferBefore: 0,
      bufferAfter: 15,
      frequency: { period: 'daily', maxCount: 3 },
      alignment: null,
    },
    'POST /services': service,
    'PUT /services/{id}': service,
    'PUT /services/order': { ids: [w.service, w.freeService] },
    'POST /group-sessions': groupSession,
    'PUT /group-sessions/{id}': groupSession,
    'POST /series': series,
    'PUT /series/{id}': series,
    'PUT /series/order': { ids: [w.series] },
    'POST /series/{id}/sessions': { start: at('18:00', '2031-05-06') },
    'PUT /series/{id}/sessions/{sessionId}': { start: at('18:00', '2031-05-07') },
    'POST /sessions/{id}/cancel': { message: 'Sorry, I am ill.' },
    'POST /sessions/{id}/reschedule': { start: at('11:00'), message: null },
    'PUT /sessions/{id}/location': { locationType: 'custom', locationId: w.location },
    'PUT /booked-packages/{id}/counts': {
      services: [{ serviceId: w.service, count: 3 }],
      series: [{ seriesId: w.series, count: 1 }],
    },
    'PUT /booked-packages/{id}/expiration': { expiresAt: at('00:00', '2032-01-01') },
    'POST /public/group-sessions/{id}/bookings': { client: clientBody() },
    'POST /public/pages/{slug}/bookings': {
      serviceId: w.freeService,
      start: at('13:00'),
      client: clientBody(),
    },
    'POST /public/bookings/{token}/cancel': { message: null },
    'POST /public/bookings/{token}/reschedule': { start: at('14:00'), message: null },
    'POST /public/packages/{id}/purchases': { client: clientBody(), paymentOption: 'full' },
    'POST /public/booked-packages/{id}/bookings': {
      kind: 'service',
      serviceId: w.service,
      start: at('15:00'),
      timeZone: 'Europe/London',
    },
    'POST /public/booked-packages/{id}/access-link': { email: 'grace@example.com' },
    'POST /availabilities': { name: 'Mornings', cloneFromId: w.availability },
    'PUT /availabilities/{id}/schedule': {
      timeZone: 'Europe/London',
      weeklyPeriods: [{ weekday: 1, startMinute: 540, endMinute: 720 }],
    },
    'PUT /availabilities/{id}/name': { name: 'Late evenings' },
    'POST /discounts': { ...DISCOUNT, code: 'SUMMER20' },
    'PUT /discounts/{id}': { ...DISCOUNT, percentOff: 15 },
    'PUT /discounts/{id}/active': { active: false },
    'POST /public/pages/{slug}/discounts/preview': {
      code: 'SPRING10',
      item: { kind: 'service', id: w.service },
    },
    'POST /workflows': { name: 'Follow-ups', type: 'session' },
    'PUT /workflows/{id}': { name: 'Session reminders' },
    'PUT /workflows/{id}/active': { active: true },
    'POST /workflows/{id}/actions': REMINDER,
    'PUT /workflows/{id}/actions/{actionId}': { ...REMINDER, message: null },
    'PUT /payments/gateway': { gateway: 'none' },
    'PUT /payments/currency': {
      currency: 'EUR',
      version: w.currency.version,
      prices: w.currency.items.map((item) => ({ kind: item.kind, id: item.id, price: 100 })),
    },
    'POST /payments/accounts/paypal/connect': { email: 'ada@example.com', businessAccount: true },
    'POST /payments/accounts/paypal/verify': { token: 'not-a-token' },
    'POST /payments/accounts/stripe/oauth': { code: 'ac_unknown', state: 'not-a-state' },
  };
  return key in bodies ? bodies[key] : {};
}
