/**
 * Where a landing's time goes (land-rows.ts): milliseconds per stage, summed over the
 * landings since the last `takeLandingStages()`. Read by the sync bench only; measuring
 * costs a clock read per stage and batch.
 */
const spent = new Map<string, number>();

export async function timedStage<T>(stage: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    spent.set(stage, (spent.get(stage) ?? 0) + performance.now() - started);
  }
}

/** The stages' totals since the last call, in the order first seen; then starts again. */
export function takeLandingStages(): [stage: string, ms: number][] {
  const stages = [...spent];
  spent.clear();
  return stages;
}

/** `timedStage` for work that does not wait. */
export function timedStep<T>(stage: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    spent.set(stage, (spent.get(stage) ?? 0) + performance.now() - started);
  }
}
