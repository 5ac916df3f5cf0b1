import { afterAll, beforeAll, expect, it } from 'vitest';
import { casesFor, type FuzzWorld, fuzzWorld, listOperations, type Operation, sendCases } from './api-fuzz';
import { createTestApp, type TestApp } from './test-app';

// The API fuzz without a session (ADR 024): every operation's path and query; the bodies of the
// operations that take no session (the dashboard's answer 401 before reading theirs).

let t: TestApp;
let world: FuzzWorld;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  world = await fuzzWorld(t);
  operations = await listOperations(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

it('answers bad input to every operation without a 5xx, without a session', async () => {
  const failures: string[] = [];
  for (const op of operations) {
    const bodies = /^\/(public|session)\//.test(op.path);
    failures.push(...(await sendCases(t, t.client(), casesFor(op, world, { bodies }))));
  }
  expect(failures).toEqual([]);
}, 600_000);
