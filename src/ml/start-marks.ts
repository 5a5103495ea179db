/**
 * Marks on the page's performance timeline for the steps between opening the app and its
 * first recall (`npm run bench` reads them to show where that time goes). Each is marked
 * once per page: later model switches do not move them.
 */
export type StartStep =
  | 'settings-read'
  | 'render-started'
  | 'model-ready'
  | 'index-read'
  | 'index-loaded'
  // The panel's first recall: asked of the worker, answered, its cards' items read.
  | 'recall-asked'
  | 'recall-answered'
  | 'recall-items-read'
  // Index sync begins following the database (app/index-sync.ts), after the first recall.
  | 'following';

/** scripts/bench/app-probes.ts reads the marks by this prefix. */
export const START_MARK_PREFIX = 'forethought:';
const marked = new Set<StartStep>();
const waiting = new Map<StartStep, (() => void)[]>();

export function markStartStep(step: StartStep): void {
  if (marked.has(step)) return;
  marked.add(step);
  if (typeof performance.mark === 'function') performance.mark(START_MARK_PREFIX + step);
  waiting.get(step)?.forEach((resolve) => resolve());
  waiting.delete(step);
}

/**
 * Resolves once `step` is marked in this page (at once if it was), or after `atMostMs`:
 * background work that would compete with the first recall waits for it, but not forever.
 */
export function whenStartStep(step: StartStep, atMostMs: number): Promise<void> {
  if (marked.has(step)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    // A wait that runs out is forgotten: the step may never come (no draft typed).
    const timer = setTimeout(() => {
      waiting.set(
        step,
        (waiting.get(step) ?? []).filter((other) => other !== done),
      );
      resolve();
    }, atMostMs);
    waiting.set(step, [...(waiting.get(step) ?? []), done]);
  });
}
