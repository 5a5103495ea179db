import type { RecallStageMs } from '../protocol';

/** Zeroed stage times for one `recall-memory` call. */
export function noStageTimes(): RecallStageMs {
  return { embed: 0, items: 0, episodesDense: 0, episodesLexical: 0, memories: 0 };
}

/** Runs `work`, adding the milliseconds it took to `stages[stage]` (when there are stages). */
export function timeStage<T>(
  stages: RecallStageMs | undefined,
  stage: keyof RecallStageMs,
  work: () => T,
): T {
  const started = performance.now();
  const result = work();
  if (stages) stages[stage] += performance.now() - started;
  return result;
}

/** `timeStage` for asynchronous work: the time to its settling. */
export async function timeStageAsync<T>(
  stages: RecallStageMs | undefined,
  stage: keyof RecallStageMs,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const result = await work();
  if (stages) stages[stage] += performance.now() - started;
  return result;
}
