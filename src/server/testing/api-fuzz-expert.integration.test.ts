import { afterAll, beforeAll, expect, it } from 'vitest';
import { casesFor, type FuzzWorld, fuzzWorld, listOperations, type Operation, sendCases } from './api-fuzz';
import { createTestApp, type TestApp } from './test-app';

// The API fuzz as a signed-in expert with real data (ADR 024): every operation, every bad input.

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

it('answers bad input to every operation without a 5xx, as a signed-in expert', async () => {
  expect(operations.length).toBeGreaterThan(95);
  const failures: string[] = [];
  for (const op of operations) {
    // Signing in, up or out would change whose session the expert's client holds.
    const client = op.path.startsWith('/session') ? t.client() : world.expert;
    failures.push(...(await sendCases(t, client, casesFor(op, world, { bodies: true }))));
  }
  expect(failures).toEqual([]);
}, 600_000);
