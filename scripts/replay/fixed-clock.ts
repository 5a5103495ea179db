/**
 * The app reads "now" from `Date.now()` and `new Date()` (captureMessage, the repositories'
 * callers, ids, date parsers given no reference day). A replay sets both to each step's
 * moment, so due dates, mentions and staleness are computed as on the day the person wrote,
 * and the same flow gives the same figures on any day it is replayed.
 */
export type FixedClock = { set(ms: number): void; restore(): void };

export function installFixedClock(start: number): FixedClock {
  const RealDate = Date;
  const realNow = Date.now.bind(Date);
  let current = start;
  // `new Date()` with no argument is "now" too; with arguments it is the real constructor.
  class FixedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(current);
      else super(...args);
    }
    static override now = () => current;
    // A date made before the clock was set (or copied by structuredClone) is a date still.
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  return {
    set(ms) {
      current = ms;
    },
    restore() {
      globalThis.Date = RealDate;
      Date.now = realNow;
    },
  };
}
