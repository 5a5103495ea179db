/** Reports the share of work done, 0–1. */
export type Progress = {
  report(fraction: number): void;
  /** A child whose 0–1 covers this one's `from`–`to`. */
  span(from: number, to: number): Progress;
};

/** The smallest step passed on, so a 20 MB parse posts about a hundred messages, not millions. */
const STEP = 0.01;

/** Progress that only moves forward, in steps of at least 1%, and ends at exactly 1. */
export function createProgress(onProgress?: (fraction: number) => void): Progress {
  let last = 0;
  const root = (fraction: number) => {
    if (!onProgress) return;
    const clamped = Math.min(1, Math.max(0, fraction));
    if (clamped <= last || (clamped < 1 && clamped - last < STEP)) return;
    last = clamped;
    onProgress(clamped);
  };
  return spanOf(root, 0, 1);
}

function spanOf(report: (fraction: number) => void, from: number, to: number): Progress {
  const scaled = (fraction: number) =>
    report(from + Math.min(1, Math.max(0, fraction)) * (to - from));
  return { report: scaled, span: (start, end) => spanOf(scaled, start, end) };
}

/** In a loop over lines or records: reports about a hundred times over the whole loop. */
export function tick(progress: Progress, index: number, total: number): void {
  const every = Math.max(1, Math.floor(total / 128));
  if (index % every === 0) progress.report(index / total);
}
