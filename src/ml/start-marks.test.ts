import { afterEach, describe, expect, it, vi } from 'vitest';

import { markStartStep, whenStartStep } from './start-marks';

describe('start marks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets work wait for a step, resolving when it is marked, or at once once it was', async () => {
    vi.useFakeTimers();
    let isDone = false;
    void whenStartStep('recall-asked', 60_000).then(() => (isDone = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isDone).toBe(false);
    markStartStep('recall-asked');
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone).toBe(true);
    // Marked once per page: a later wait does not wait.
    let isLaterDone = false;
    void whenStartStep('recall-asked', 60_000).then(() => (isLaterDone = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(isLaterDone).toBe(true);
  });

  it('does not wait past its bound for a step that never comes', async () => {
    vi.useFakeTimers();
    let isDone = false;
    void whenStartStep('recall-answered', 1_000).then(() => (isDone = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone).toBe(true);
  });
});
