import { describe, expect, it } from 'vitest';

import { createStageTimer } from './load-stages';

describe('createStageTimer', () => {
  it('records overlapping stages with their own start and end, sorted by start', async () => {
    let clock = 100;
    const timer = createStageTimer(() => clock);
    let finishFetch: (value: string) => void = () => {};
    const fetching = timer.time(
      'fetch',
      () => new Promise<string>((resolve) => (finishFetch = resolve)),
    );
    clock = 110;
    await timer.time('compile', () => {
      clock = 140;
      return Promise.resolve();
    });
    clock = 170;
    finishFetch('bytes');
    expect(await fetching).toBe('bytes');
    expect(timer.stages()).toEqual([
      { stage: 'fetch', startMs: 0, endMs: 70 },
      { stage: 'compile', startMs: 10, endMs: 40 },
    ]);
  });

  it('records a stage that failed, and passes the failure on', async () => {
    const timer = createStageTimer(() => 5);
    await expect(
      timer.time('session', () => Promise.reject(new Error('bad model'))),
    ).rejects.toThrow('bad model');
    expect(timer.stages().map(({ stage }) => stage)).toEqual(['session']);
  });
});
