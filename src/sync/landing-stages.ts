/**
 * Where a landing's time goes (land-rows.ts): milliseconds per stage, summed over the
 * landings since the last `takeLandingStages()`. Read by the sync bench only; measuring
 * costs a clock read per stage and batch.
 */
const spent = new Map<string, number>();
let landingsFinished = 0;

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

/** Notes that a landing pass (documentToDatabase) finished writing. */
export function noteLandingFinished(): void {
  landingsFinished += 1;
}

/**
 * How many landing passes have finished since the page started: free to read, so the bench
 * can look at the database only when one has (counting 10,000 rows every 20 ms slowed the
 * very writes it waited for by a tenth to a third).
 */
export function finishedLandings(): number {
  return landingsFinished;
}
