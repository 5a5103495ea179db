/**
 * Functions that run inside the real app page (serialised by Playwright, so each one is
 * self-contained). They only observe: the app's code is the production build, unchanged.
 */

/**
 * tsx compiles this file with esbuild's keepNames, which wraps named inner functions and
 * classes in a `__name(…)` helper that exists in Node only (privatenumber/tsx#113). The
 * page gets a stand-in first, so the probes below can be written as plain TypeScript.
 */
export const NAME_HELPER_SCRIPT = 'globalThis.__name = (target) => target;';

/**
 * One panel refresh, timed in the page (ms): from the input event and from the `recall-memory`
 * call leaving for the worker to the first card of the draft's topic; and that second span
 * taken apart — until the worker's answer arrived (`untilAnswer`), of which the worker spent
 * `workerMs` on the call (the rest waited in its queue or in transit), then the page's own
 * work until the card was in the DOM (`render`).
 */
export type PanelTiming = {
  fromInput: number;
  fromSearch: number;
  untilAnswer: number;
  workerMs: number;
  render: number;
  /** The worker's own account of `workerMs`, stage by stage (recall-memory's `stageMs`). */
  stageMs: Record<string, number>;
};

declare global {
  interface Window {
    /** When the app last posted the panel's `recall-memory` call to its ML worker (performance.now()). */
    benchSearchPostedAt?: number;
    /** When that call's answer reached the page, and how long the worker said it took. */
    benchSearchAnswer?: { at: number; tookMs: number; stageMs: Record<string, number> };
    benchPanel?: Promise<PanelTiming>;
    /** When the app's navigation bar, then the first board card, were laid out (ms). */
    benchShellAt?: number;
    benchFirstCardAt?: number;
  }
}

/**
 * Init script: notes when the panel's `recall-memory` call leaves for the worker, which is when the typing
 * debounce has expired, so the panel refresh can be timed from there as DESIGN.md states it.
 */
export function installSearchClock(): void {
  function isSearchCall(message: unknown): boolean {
    return (
      typeof message === 'object' &&
      message !== null &&
      'kind' in message &&
      message.kind === 'call' &&
      'name' in message &&
      message.name === 'recall-memory'
    );
  }
  // The app makes its worker with `new Worker(…)`, looked up when called: after this runs.
  class ClockedWorker extends Worker {
    /** This worker's last `recall-memory` call (each worker numbers its calls from 1). */
    private searchId: unknown = null;

    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      // Added before the app's own listener, so it runs first: the answer's arrival time.
      this.addEventListener('message', (event: MessageEvent<unknown>) => {
        const reply = event.data;
        if (typeof reply !== 'object' || reply === null || !('id' in reply)) return;
        if (reply.id !== this.searchId || !('result' in reply)) return;
        const result: unknown = reply.result;
        const at = performance.now();
        if (typeof result !== 'object' || result === null) return;
        const tookMs = 'tookMs' in result ? Number(result.tookMs) : NaN;
        const stageMs =
          'stageMs' in result && typeof result.stageMs === 'object' && result.stageMs !== null
            ? Object.fromEntries(Object.entries(result.stageMs).map(([k, v]) => [k, Number(v)]))
            : {};
        window.benchSearchAnswer = { at, tookMs, stageMs };
      });
    }

    override postMessage(
      message: unknown,
      options?: Transferable[] | StructuredSerializeOptions,
    ): void {
      if (isSearchCall(message)) {
        window.benchSearchPostedAt = performance.now();
        window.benchSearchAnswer = undefined;
        this.searchId =
          typeof message === 'object' && message !== null && 'id' in message ? message.id : null;
      }
      if (Array.isArray(options)) super.postMessage(message, options);
      else super.postMessage(message, options);
    }
  }
  window.Worker = ClockedWorker;
}

/**
 * Arms a one-shot probe: the next `input` on the draft box starts the clock, and it stops
 * when the panel's first hit shows text starting with `marker` (the topic of the draft).
 */
export function armPanelProbe({ marker, timeoutMs }: { marker: string; timeoutMs: number }) {
  const panel = document.querySelector('[data-testid="recall-panel"]');
  const draft = document.getElementById('chat-draft');
  if (!panel || !draft) throw new Error('The Chat view (draft box and recall panel) is not shown.');
  window.benchPanel = new Promise<PanelTiming>((resolve, reject) => {
    let inputAt: number | null = null;
    const onInput = () => (inputAt ??= performance.now());
    const stop = () => {
      observer.disconnect();
      draft.removeEventListener('input', onInput, true);
      clearTimeout(timer);
    };
    const observer = new MutationObserver(() => {
      const first = panel.querySelector('[data-testid="recall-hit"] .card-text');
      const postedAt = window.benchSearchPostedAt ?? -1;
      if (inputAt === null || postedAt < inputAt || !first?.textContent.startsWith(marker)) {
        return;
      }
      const now = performance.now();
      // No answer seen (it cannot be attributed): its parts are left unknown, not made up.
      const answer = window.benchSearchAnswer ?? { at: NaN, tookMs: NaN, stageMs: {} };
      stop();
      resolve({
        fromInput: now - inputAt,
        fromSearch: now - postedAt,
        untilAnswer: answer.at - postedAt,
        workerMs: answer.tookMs,
        render: now - answer.at,
        stageMs: answer.stageMs,
      });
    });
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`The recall panel did not show "${marker}" within ${timeoutMs} ms.`));
    }, timeoutMs);
    draft.addEventListener('input', onInput, true);
    observer.observe(panel, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Init script: notes when the app shell (its navigation) and then the first board card are
 * in the DOM with a size, i.e. laid out; times are ms since navigation start.
 */
export function watchFirstCard(): void {
  const isLaidOut = (selector: string) =>
    (document.querySelector(selector)?.getBoundingClientRect().height ?? 0) > 0;
  const observer = new MutationObserver(() => {
    if (window.benchShellAt === undefined && isLaidOut('nav')) {
      window.benchShellAt = performance.now();
    }
    if (!isLaidOut('[data-testid="board-card"]')) return;
    window.benchFirstCardAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

declare global {
  interface Window {
    /** When the panel first showed a card of `marker`'s topic (ms since navigation start). */
    benchFirstRecallAt?: number;
  }
}

/**
 * Init script: notes when the recall panel first shows a card starting with `marker` — the
 * draft typed as soon as the page let it be — in ms since navigation start.
 */
export function watchFirstRecall(marker: string): void {
  const observer = new MutationObserver(() => {
    const first = document.querySelector(
      '[data-testid="recall-panel"] [data-testid="recall-hit"] .card-text',
    );
    if (!first?.textContent.startsWith(marker)) return;
    window.benchFirstRecallAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** The app's start-up marks (src/ml/start-marks.ts), in ms since navigation start. */
export function readStartMarks(prefix: string): { step: string; at: number }[] {
  return performance
    .getEntriesByType('mark')
    .filter((entry) => entry.name.startsWith(prefix))
    .map((entry) => ({ step: entry.name.slice(prefix.length), at: entry.startTime }));
}
