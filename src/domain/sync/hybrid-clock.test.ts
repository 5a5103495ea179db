import { describe, expect, it } from 'vitest';

import {
  compareStamps,
  HybridClock,
  MAX_CLOCK_AHEAD_MS,
  MAX_STAMP_AT,
  readStamp,
  type Stamp,
} from './hybrid-clock';

/** A clock whose wall time the test sets. */
function clockAt(device: string, start: number) {
  let wall = start;
  const clock = new HybridClock(device, () => wall);
  return { clock, set: (at: number) => (wall = at) };
}

const T = Date.UTC(2025, 0, 1);

describe('the hybrid clock', () => {
  it('stamps every event after the one before, also when the wall clock goes back', () => {
    const { clock, set } = clockAt('a', T);
    const stamps: Stamp[] = [clock.now(), clock.now()];
    set(T - 60_000);
    stamps.push(clock.now());
    set(T + 5);
    stamps.push(clock.now());
    for (let index = 1; index < stamps.length; index += 1) {
      expect(compareStamps(stamps[index] as Stamp, stamps[index - 1] as Stamp)).toBeGreaterThan(0);
    }
    expect(stamps.at(-1)).toEqual({ at: T + 5, count: 1, device: 'a' });
  });

  it('stamps a local event after a stamp it received, even from a clock ahead', () => {
    const { clock } = clockAt('a', T);
    const remote = { at: T + 30_000, count: 7, device: 'b' };
    clock.receive(remote);
    expect(compareStamps(clock.now(), remote)).toBeGreaterThan(0);
  });

  it('orders stamps by time, then count, then device, alike on every device', () => {
    const early = { at: T, count: 9, device: 'z' };
    const late = { at: T + 1, count: 0, device: 'a' };
    expect(compareStamps(early, late)).toBeLessThan(0);
    expect(compareStamps({ ...early, count: 1 }, { ...early, count: 2 })).toBeLessThan(0);
    expect(compareStamps({ ...early, device: 'a' }, early)).toBeLessThan(0);
    expect(compareStamps(early, { ...early })).toBe(0);
  });

  it('is not dragged into the future by a clock set years ahead', () => {
    const { clock } = clockAt('a', T);
    const wrong = { at: T + 365 * 24 * 3_600_000, count: 0, device: 'b' };
    clock.receive(wrong);
    const next = clock.now();
    expect(next.at).toBe(T + MAX_CLOCK_AHEAD_MS);
    // What it does not take in, it does not keep: another device's stamps stay comparable.
    clock.receive({ at: T + 10, count: 0, device: 'c' });
    expect(clock.now().at).toBe(T + MAX_CLOCK_AHEAD_MS);
  });

  it('stamps an edit after the one it replaces, wherever that clock was', () => {
    const { clock } = clockAt('a', T);
    const wrong = { at: T + 365 * 24 * 3_600_000, count: 4, device: 'b' };
    clock.receive(wrong);
    const replacing = clock.nowAfter(wrong);
    expect(compareStamps(replacing, wrong)).toBeGreaterThan(0);
    expect(replacing).toEqual({ at: wrong.at, count: 5, device: 'a' });
    // Other edits go on from this clock's own bounded time.
    expect(clock.nowAfter(null).at).toBe(T + MAX_CLOCK_AHEAD_MS);
  });

  it('stamps an edit stored earlier by when it was made, never before what it saw', () => {
    const { clock } = clockAt('a', T);
    expect(clock.now(T - 5_000).at).toBe(T - 5_000);
    // A time in the future of the wall clock is taken as now.
    expect(clock.now(T + 5_000).at).toBe(T);
    expect(clock.now(T - 9_000)).toEqual({ at: T, count: 2, device: 'a' });
  });

  it('reads stamps from untrusted data, refusing what is not one', () => {
    expect(readStamp({ at: T, count: 0, device: 'a' })).toEqual({ at: T, count: 0, device: 'a' });
    for (const bad of [null, 'x', { at: -1, count: 0, device: 'a' }, { at: T, count: 0.5 }]) {
      expect(readStamp(bad)).toBeNull();
    }
    expect(readStamp({ at: T, count: 0, device: 'd'.repeat(65) })).toBeNull();
  });

  it('stamps after a stamp whose count is at the last exact integer, readably', () => {
    const { clock } = clockAt('a', T);
    const seen = { at: T + 10, count: Number.MAX_SAFE_INTEGER, device: 'b' };
    const after = clock.nowAfter(seen);
    expect(readStamp(after)).toEqual(after);
    expect(compareStamps(after, seen)).toBeGreaterThan(0);
    clock.receive(seen);
    const next = clock.now();
    expect(readStamp(next)).toEqual(next);
    expect(compareStamps(next, seen)).toBeGreaterThan(0);
  });

  it('refuses a stamp past the latest time a date can show', () => {
    expect(readStamp({ at: MAX_STAMP_AT, count: 0, device: 'a' })).not.toBeNull();
    expect(readStamp({ at: MAX_STAMP_AT + 1, count: 0, device: 'a' })).toBeNull();
    expect(() => new Date(MAX_STAMP_AT).toISOString()).not.toThrow();
  });

  it('stamps an edit made while it was not running by then, not by what it took in since', () => {
    const { clock } = clockAt('a', T);
    clock.receive({ at: T - 1_000, count: 3, device: 'b' });
    expect(clock.madeAt(T - 5_000, null)).toEqual({ at: T - 5_000, count: 0, device: 'a' });
    const replaced = { at: T - 2_000, count: 4, device: 'b' };
    expect(clock.madeAt(T - 5_000, replaced)).toEqual({ at: T - 2_000, count: 5, device: 'a' });
    // Its own later stamps still come after everything it gave or took in.
    expect(clock.now().at).toBe(T);
  });
});
