// @vitest-environment node
/** The store's memory of when it compacted each room stays bounded, however many rooms. */
import { describe, expect, it } from 'vitest';

import { createRecentTimes } from './recent-times.mjs';

describe('createRecentTimes', () => {
  it('forgets a mark once a later one is a window past it', () => {
    const times = createRecentTimes(10_000);
    times.mark('a', 1_000);
    times.mark('b', 5_000);
    expect(times.get('a')).toBe(1_000);
    times.mark('c', 11_000);
    expect(times.get('a')).toBeUndefined();
    expect(times.get('b')).toBe(5_000);
    expect(times.size).toBe(2);
  });

  it('holds only the names marked within one window, whatever the number met', () => {
    const times = createRecentTimes(10_000);
    for (let i = 0; i < 100_000; i += 1) times.mark(`room-${i}`, i * 1_000);
    expect(times.size).toBe(10);
  });

  it('keeps a name marked again by its newest mark', () => {
    const times = createRecentTimes(10_000);
    times.mark('a', 0);
    times.mark('b', 1_000);
    times.mark('a', 9_000);
    times.mark('c', 11_000);
    expect(times.get('a')).toBe(9_000);
    expect(times.get('b')).toBeUndefined();
  });
});
