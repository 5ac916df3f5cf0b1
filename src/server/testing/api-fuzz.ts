import { afterAll, beforeAll } from 'vitest';
import {
  type FuzzWorld,
  fuzzWorld,
  listOperations,
  type Operation,
  pathValue,
  queryValues,
  sampleBody,
} from './api-fuzz-world';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from './test-app';

// The API fuzz (ADR 024): every operation of the OpenAPI document, sent bad input in each path
// parameter, query parameter and JSON field, with real ids everywhere else so requests reach
// the services and the database. A 5xx is a failure; so is a JSON error not in our shape.

/** One app with the fuzz's world for the calling test file, made before its tests, closed after. */
export function fuzzSuite() {
  const state = {} as { t: TestApp; world: FuzzWorld; operations: Operation[] };
  beforeAll(async () => {
    state.t = await createTestApp();
    state.world = await fuzzWorld(state.t);
    state.operations = await listOperations(state.t);
  }, 60_000);
  afterAll(async () => {
    await state.t?.close();
  });
  return state;
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
    const headers = new Headers({ origin: TEST_PUBLIC_URL });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    if (c.body !== undefined) headers.set('content-type', c.contentType ?? 'application/json');
    const res = await t.fetch(
      new Request(`${TEST_PUBLIC_URL}${c.url}`, { method: c.method, headers, body: c.body }),
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
