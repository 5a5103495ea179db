/**
 * The app reads "now" from `Date.now()` (captureMessage, the repositories' callers, ids).
 * A replay sets it to each step's moment, so due dates, mentions and staleness are
 * computed as on the day the person wrote.
 */
export type FixedClock = { set(ms: number): void; restore(): void };

export function installFixedClock(start: number): FixedClock {
  const realNow = Date.now.bind(Date);
  let current = start;
  Date.now = () => current;
  return {
    set(ms) {
      current = ms;
    },
    restore() {
      Date.now = realNow;
    },
  };
}
