import { afterEach, describe, expect, it, vi } from 'vitest';

import { UUID as UUID_V7 } from '../test/factories';
import { newId } from './ids';

afterEach(() => vi.useRealTimers());

describe('newId', () => {
  it('makes UUIDv7 ids that carry the time they were made', () => {
    vi.useFakeTimers({ now: new Date('2026-12-03T10:00:00Z'), toFake: ['Date'] });
    const id = newId();
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.now());
  });

  it('keeps creation order within one millisecond, and when the clock goes back', () => {
    vi.useFakeTimers({ now: new Date('2026-12-03T10:00:00Z'), toFake: ['Date'] });
    const sameMs = Array.from({ length: 5000 }, () => newId());
    vi.setSystemTime(new Date('2026-12-03T09:00:00Z'));
    const afterSetBack = Array.from({ length: 10 }, () => newId());
    const ids = [...sameMs, ...afterSetBack];
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
