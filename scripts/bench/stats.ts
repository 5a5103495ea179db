/** The value at quantile `q` (0…1) of `samples`, linearly interpolated between ranks. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const below = sorted[Math.floor(at)] ?? Number.NaN;
  const above = sorted[Math.ceil(at)] ?? below;
  return below + (above - below) * (at - Math.floor(at));
}

/** Whole milliseconds at quantile `q`, as a row's notes print them. */
export function wholeMsAt(samples: readonly number[], q: number): string {
  return quantile(samples, q).toFixed(0);
}

export type Summary = { median: number; p95: number };

/**
 * Median and p95 of samples. For a latency, p95 is the slow tail (95% of runs are at most
 * this); for a rate, where higher is better, it is the slow tail too: 95% of runs reach it.
 */
export function summarise(samples: readonly number[], isHigherBetter: boolean): Summary {
  return { median: quantile(samples, 0.5), p95: quantile(samples, isHigherBetter ? 0.05 : 0.95) };
}

/** A number as a table shows it: three significant digits or so, never exponent form. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const magnitude = Math.abs(value);
  const decimals = magnitude < 1 ? 3 : magnitude < 10 ? 2 : magnitude < 100 ? 1 : 0;
  return value.toFixed(decimals);
}
