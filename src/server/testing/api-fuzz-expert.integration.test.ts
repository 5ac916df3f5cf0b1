import { expect, it } from 'vitest';
import { casesFor, fuzzSuite, sendCases } from './api-fuzz';

// The API fuzz as a signed-in expert with real data (ADR 024): every operation, every bad input.

const suite = fuzzSuite();

it('answers bad input to every operation without a 5xx, as a signed-in expert', async () => {
  const { t, world, operations } = suite;
  expect(operations.length).toBeGreaterThan(95);
  const failures: string[] = [];
  for (const op of operations) {
    // Signing in, up or out would change whose session the expert's client holds.
    const client = op.path.startsWith('/session') ? t.client() : world.expert;
    failures.push(...(await sendCases(t, client, casesFor(op, world, { bodies: true }))));
  }
  expect(failures).toEqual([]);
}, 600_000);
