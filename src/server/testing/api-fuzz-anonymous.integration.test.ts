import { expect, it } from 'vitest';
import { casesFor, fuzzSuite, sendCases } from './api-fuzz';

// The API fuzz without a session (ADR 024): every operation's path and query; the bodies of the
// operations that take no session (the dashboard's answer 401 before reading theirs).

const suite = fuzzSuite();

it('answers bad input to every operation without a 5xx, without a session', async () => {
  const { t, world, operations } = suite;
  const failures: string[] = [];
  for (const op of operations) {
    const bodies = /^\/(public|session)\//.test(op.path);
    failures.push(...(await sendCases(t, t.client(), casesFor(op, world, { bodies }))));
  }
  expect(failures).toEqual([]);
}, 600_000);
