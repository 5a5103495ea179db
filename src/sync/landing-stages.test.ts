// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  finishedLandings,
  noteLandingFinished,
  takeLandingStages,
  timedStage,
  timedStep,
} from './landing-stages';

describe('landing stages', () => {
  it('sums each stage over its calls, in the order first seen, and starts again when taken', async () => {
    takeLandingStages();
    expect(await timedStage('read', () => Promise.resolve(1))).toBe(1);
    expect(timedStep('apply', () => 'done')).toBe('done');
    await timedStage('read', () => Promise.resolve(2));
    const stages = takeLandingStages();
    expect(stages.map(([stage]) => stage)).toEqual(['read', 'apply']);
    expect(stages.every(([, ms]) => ms >= 0)).toBe(true);
    expect(takeLandingStages()).toEqual([]);
  });

  it('counts a stage that failed, and passes the failure on', async () => {
    takeLandingStages();
    await expect(timedStage('put', () => Promise.reject(new Error('full')))).rejects.toThrow(
      'full',
    );
    expect(takeLandingStages().map(([stage]) => stage)).toEqual(['put']);
  });

  it('counts finished landings, apart from the stages', () => {
    const before = finishedLandings();
    noteLandingFinished();
    noteLandingFinished();
    expect(finishedLandings()).toBe(before + 2);
    takeLandingStages();
    expect(finishedLandings()).toBe(before + 2);
  });
});
