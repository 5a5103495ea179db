import type { Reps } from './bench-api';

/**
 * Runs `once` `warmup` times (discarded), then `reps` times, and returns the timed samples.
 * `once` measures itself, so that untimed setup (building inputs, clearing a table) can sit
 * beside the timed part; it may return more than the time (the sync bench's notes). Runs are
 * sequential: on two cores, overlap would blur every number.
 */
export async function repeat<Sample = number>(
  spec: Reps,
  once: () => Promise<Sample>,
): Promise<Sample[]> {
  for (let i = 0; i < spec.warmup; i += 1) await once();
  const samples: Sample[] = [];
  for (let i = 0; i < spec.reps; i += 1) samples.push(await once());
  return samples;
}

/** Milliseconds `work` took, on the page's high-resolution clock. */
export async function timeMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The middle sample (the upper one of an even count), for notes printed beside a metric. */
export function medianOf(samples: readonly number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;
}
