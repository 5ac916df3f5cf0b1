import { vi } from 'vitest';
import { installShiftedDate } from './shifted-date';

// Tests that pass at any hour (ADR 029). PIN_NOW names the instant a test run starts at; every
// test file then begins there, and time runs on at the normal pace from it, so waits, holds and
// timeouts behave as usual. Only `Date` is shifted (src/testing/shifted-date.ts): timers, the
// database and the network keep real time. `npm run test:pinned` runs the suites at the hard
// instants; the e2e suite always runs pinned (vitest.config.ts gives it a default), with the
// server and the browser on its clock.

const pin = process.env.PIN_NOW;
const pinnedAt = pin ? Date.parse(pin) : Number.NaN;
if (pin && Number.isNaN(pinnedAt)) throw new Error(`PIN_NOW is not an instant: ${pin}`);

// The machine's time, which no Date shift or fake touches.
const machineNow = () => performance.timeOrigin + performance.now();
let offset = 0;

/**
 * A test file begins: `Date` reads PIN_NOW from now on (time running on from it), or the
 * machine's time. The setup file calls it for every file, also where files share a worker's
 * modules (the integration project does not isolate them).
 */
export function startFileClock(): void {
  offset = pin ? Math.round(pinnedAt - machineNow()) : 0;
  restoreRunClock();
}

/** Whether this run is pinned (PIN_NOW set). */
export const isPinned = (): boolean => Boolean(pin);

/**
 * Puts `Date` on the run's clock: PIN_NOW plus the time since the file started, or the
 * machine's. Tests that fake the time themselves call this afterwards instead of
 * `vi.useRealTimers()`, so the rest of the file stays on the run's clock.
 */
export function restoreRunClock(): void {
  vi.useRealTimers();
  installShiftedDate(offset);
}

/**
 * For tests of a real counterpart that checks requests against the machine's time (s3rver
 * refuses a signature made at another time, as S3 does): `Date` reads the machine's time until
 * restoreRunClock().
 */
export function useMachineTime(): void {
  vi.useRealTimers();
  installShiftedDate(0);
}
