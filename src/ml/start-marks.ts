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
  | 'recall-items-read';

/** scripts/bench/app-probes.ts reads the marks by this prefix. */
export const START_MARK_PREFIX = 'forethought:';
const marked = new Set<StartStep>();

export function markStartStep(step: StartStep): void {
  if (marked.has(step)) return;
  marked.add(step);
  if (typeof performance.mark === 'function') performance.mark(START_MARK_PREFIX + step);
}
