// A `Date` whose 'now' is the machine's plus an offset (ADR 029): `new Date()`, `Date()` and
// `Date.now()` read the shifted time, which runs on at the normal pace; everything else is the
// native Date's. It shares the native prototype and supports subclassing, so a class that extends
// Date and copies Date.prototype's methods when it loads (@date-fns/tz's TZDate) keeps working —
// vitest's and Playwright's fake Dates break that. Self-contained on purpose: the e2e browser
// runs it as an init script (`context.addInitScript(installShiftedDate, offset)`).

/** Replaces globalThis.Date with one shifted by `offsetMs`; 0 puts the native Date back. */
export function installShiftedDate(offsetMs: number): void {
  const holder = globalThis as unknown as Record<symbol, DateConstructor | undefined>;
  const key = Symbol.for('slotwise.nativeDate');
  const native = holder[key] ?? Date;
  holder[key] = native;
  if (offsetMs === 0) {
    globalThis.Date = native;
    return;
  }
  const now = () => native.now() + offsetMs;
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    // Called without `new`, Date gives the current time as a string.
    if (!new.target) return new native(now()).toString();
    const date = args.length === 0 ? new native(now()) : new native(...(args as [string | number | Date]));
    // `class X extends Date`: the object is the subclass's.
    if (new.target !== ShiftedDate) Object.setPrototypeOf(date, new.target.prototype);
    return date;
  }
  ShiftedDate.prototype = native.prototype;
  Object.setPrototypeOf(ShiftedDate, native);
  ShiftedDate.now = now;
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}
