/**
 * When each part of a model load ran, in ms from the load's start: the parts overlap (the
 * files are fetched while the runtime compiles), so each keeps its own start and end. The
 * bench prints them (`npm run bench -- --suite load`) to show where a start-up's time goes.
 */
import type { LoadStage } from '../protocol';

export type { LoadStage };

export type StageTimer = {
  /** Runs `work` as the stage `stage` and records when it started and ended. */
  time<T>(stage: string, work: () => Promise<T>): Promise<T>;
  /** The stages recorded so far, by start. */
  stages(): LoadStage[];
};

export function createStageTimer(now: () => number = () => performance.now()): StageTimer {
  const origin = now();
  const recorded: LoadStage[] = [];
  return {
    async time(stage, work) {
      const startMs = now() - origin;
      try {
        return await work();
      } finally {
        recorded.push({ stage, startMs, endMs: now() - origin });
      }
    },
    stages: () => [...recorded].sort((a, b) => a.startMs - b.startMs),
  };
}
