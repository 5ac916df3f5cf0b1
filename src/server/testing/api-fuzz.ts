import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/sessions';
import { bookedApi, buy, setUpPackageSeller } from '../features/package-purchase/package-testing';
import { at, client } from '../features/public-booking/booking-test-setup';
import type { TestApp, TestClient } from './test-app';

// The API fuzz (ADR 024): every operation of the OpenAPI document, sent bad input in each path
// parameter, query parameter and JSON field, with real ids everywhere else so requests reach
// the services and the database. A 5xx is a failure; so is a JSON error not in our shape.

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
  };
}
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
};

function pathValue(path: string, name: string, w: FuzzWorld): string {
  if (name === 'slug') return w.slug;
  if (name === 'serviceId') return w.freeService;
  if (name === 'noteId') return w.note;
  if (name === 'sessionId') return w.seriesSession;
  if (name === 'token') return path.startsWith('/auth') ? 'not-a-token' : w.bookingToken;
  const area = path.split('/').find((segment) => segment in ID_BY_AREA);
  return area ? String(w[ID_BY_AREA[area]!]) : 'unknown';
}

function queryValues(path: string, w: FuzzWorld): Record<string, string> {
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
function sampleBody(op: Operation, w: FuzzWorld): unknown {
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
  };
  return key in bodies ? bodies[key] : {};
}

export type FuzzCase = { name: string; method: string; url: string; body?: string; contentType?: string };

const RAW = '\u0001raw:';
/** JSON text with some values written as raw literals (-0, 1e999) that JSON.stringify cannot make. */
const jsonWith = (value: unknown) =>
  JSON.stringify(value).replace(new RegExp(`"${RAW}([^"]*)"`, 'g'), (_match, raw: string) => raw);
const raw = (literal: string) => `${RAW}${literal}`;

const HUGE_TEXT = 'x'.repeat(100_000);
const DEPTH = 10_000;
const deepArrays = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObjects = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

/** The bad values a JSON leaf gets, by what it is in the sample (a few wrong types each). */
function mutationsOf(value: unknown): unknown[] {
  if (typeof value === 'string') return ['a\u0000b', '\uD800', HUGE_TEXT, 1e308, null, {}];
  if (typeof value === 'number')
    return [1e308, -1e308, 2 ** 53 + 2, raw('-0'), raw('1e999'), 0.004, 'NaN', null, []];
  if (typeof value === 'boolean') return ['true', null, 1];
  if (value === null) return ['a\u0000', 1e308, {}];
  if (Array.isArray(value)) return [null, 'text', Array.from({ length: 10_000 }, () => value[0] ?? 'x')];
  return [null, 'text', []];
}

type Path = Array<string | number>;
/** The sample's values to mutate, three levels deep (a rich-text document's inner nodes are
 * one strict schema; mutating each of them would only repeat the same refusal). */
function leaves(value: unknown, path: Path = []): Array<{ path: Path; value: unknown }> {
  const here = path.length > 0 ? [{ path, value }] : [];
  if (path.length >= 3) return here;
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => leaves(item, [...path, i]))];
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
  }
  return here;
}

function withValue(sample: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

const describeValue = (v: unknown) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 30 ? `${text.slice(0, 12)}…(${text.length} chars)` : JSON.stringify(v);
};

/** Every bad request for one operation. */
export function casesFor(op: Operation, w: FuzzWorld, options: { bodies: boolean }): FuzzCase[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const defaults = queryValues(op.path, w);
  const url = (pathOverride: Record<string, string> = {}, query: Record<string, string> | string = {}) => {
    let path = op.path;
    for (const p of pathParams) {
      path = path.replace(
        `{${p.name}}`,
        () => pathOverride[p.name] ?? encodeURIComponent(pathValue(op.path, p.name, w)),
      );
    }
    const base: Record<string, string> = {};
    for (const p of queryParams) if (defaults[p.name] !== undefined) base[p.name] = defaults[p.name]!;
    const search =
      typeof query === 'string'
        ? query
        : Object.entries({ ...base, ...query })
            .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
            .join('&');
    return `/api${path}${search ? `?${search}` : ''}`;
  };
  const sample = op.hasBody ? sampleBody(op, w) : undefined;
  const sampleText = sample === undefined ? undefined : jsonWith(sample);
  const cases: FuzzCase[] = [];
  const add = (name: string, target: string, body = sampleText, contentType?: string) =>
    cases.push({ name, method: op.method, url: target, body, contentType });

  for (const p of pathParams) {
    for (const bad of ['a%00b', '%ED%A0%80', encodeURIComponent(HUGE_TEXT), '1e308']) {
      add(`path ${p.name}=${bad.slice(0, 20)}`, url({ [p.name]: bad }));
    }
  }
  for (const p of queryParams) {
    const values = [
      'a%00b',
      '%ED%A0%80',
      encodeURIComponent(HUGE_TEXT),
      '1e308',
      '-1e308',
      '9007199254740994',
    ];
    for (const bad of [...values, 'NaN', '-0', '', 'true']) {
      add(`query ${p.name}=${bad.slice(0, 20)}`, url({}, { [p.name]: bad }));
    }
    const others = url({}, {}).split('?')[1] ?? '';
    add(`query ${p.name} twice`, url({}, `${others}&${p.name}=a&${p.name}=b`));
  }
  if (!op.hasBody || !options.bodies) return cases;

  const target = url();
  for (const leaf of leaves(sample)) {
    for (const bad of mutationsOf(leaf.value)) {
      add(
        `body ${leaf.path.join('.')}=${describeValue(bad)}`,
        target,
        jsonWith(withValue(sample, leaf.path, bad)),
      );
    }
  }
  const firstKey = sample && typeof sample === 'object' ? Object.keys(sample)[0] : undefined;
  const whole: Array<[string, string]> = [
    ['malformed JSON', '{"a":'],
    ['truncated JSON', sampleText!.slice(0, -1)],
    ['JSON null', 'null'],
    ['JSON array', '[]'],
    ['deep arrays', deepArrays],
    ['deep objects', deepObjects],
    ['NUL in a key', jsonWith({ ...(sample as object), 'a\u0000': 1 })],
    ['__proto__ key', `{"__proto__":{"admin":true},${sampleText!.slice(1)}`],
    ['2 MB body', JSON.stringify({ ...(sample as object), padding: 'x'.repeat(2 * 1024 * 1024) })],
  ];
  if (firstKey) whole.push(['deep arrays in a field', `{"${firstKey}":${deepArrays}}`]);
  for (const [name, text] of whole) add(`body: ${name}`, target, text);
  add('body as text/plain', target, sampleText, 'text/plain');
  add('body as a form', target, 'a=%00', 'application/x-www-form-urlencoded');
  return cases;
}

export type FuzzFailure = string;

/** Sends the cases and returns the failures: any 5xx, or a JSON error not in our shape. */
export async function sendCases(t: TestApp, client: TestClient, cases: FuzzCase[]): Promise<FuzzFailure[]> {
  const failures: FuzzFailure[] = [];
  for (const c of cases) {
    const headers = new Headers({ origin: 'http://localhost:3999' });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    if (c.body !== undefined) headers.set('content-type', c.contentType ?? 'application/json');
    const res = await t.fetch(
      new Request(`http://localhost:3999${c.url}`, { method: c.method, headers, body: c.body }),
    );
    const text = await res.text();
    const where = `${c.method} ${c.url.split('?')[0]!.slice(0, 120)} — ${c.name}`;
    if (res.status >= 500) {
      failures.push(`${where}: ${res.status} ${text.slice(0, 200)}`);
      continue;
    }
    if (res.status >= 400 && res.headers.get('content-type')?.includes('application/json')) {
      const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
      if (typeof body.error?.code !== 'string' || typeof body.error?.message !== 'string') {
        failures.push(`${where}: ${res.status} not in the error shape: ${text.slice(0, 200)}`);
      }
    }
  }
  return failures;
}
