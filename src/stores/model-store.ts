import { create } from 'zustand';

import type { LoadFailure } from '../ml/load-failure';

export type ModelPhase = 'idle' | 'loading' | 'ready' | 'failed';

type ModelState = {
  phase: ModelPhase;
  modelId: string | null;
  tier: 'builtin' | 'hub' | null;
  device: 'webgpu' | 'wasm' | null;
  hasReranker: boolean;
  /** Recall's second view, when the built-in tier loaded it (null: ordered by one model). */
  secondViewId: string | null;
  /** The built-in tier is ready and its second view still loading (it joins after). */
  isSecondViewLoading: boolean;
  /** Bytes (or steps) loaded of `total`, while loading. */
  loaded: number;
  total: number;
  error: string | null;
  /** Items whose vectors are still being computed in the background. */
  pendingEmbeds: number;
  /**
   * How many episodes the worker's episodic index holds with a vector: it grows as the log
   * is loaded and embedded, and recall asks again when it does.
   */
  indexedEpisodes: number;
  /** Counts the changes to the worker's facts and habits: recall asks again when it moves. */
  memoryIndexVersion: number;
  /** Episodes still waiting for their vectors (after an import, thousands). */
  pendingEpisodes: number;
  /**
   * Why the chosen models could not load, while the built-in model stands in for them;
   * null when recall runs on what the settings chose. The choice itself stays saved.
   */
  fallback: LoadFailure | null;
  /**
   * The chosen models are still loading (a Hub download: `loaded` of `total` bytes) while
   * the models loaded before (`tier`, `modelId`) answer recall; phase stays `ready`.
   */
  isAwaitingChosen: boolean;
};

/** The on-device model as the UI shows it: loading progress, readiness, background work. */
export const useModelStore = create<ModelState>(() => ({
  phase: 'idle',
  modelId: null,
  tier: null,
  device: null,
  hasReranker: false,
  secondViewId: null,
  isSecondViewLoading: false,
  loaded: 0,
  total: 0,
  error: null,
  pendingEmbeds: 0,
  indexedEpisodes: 0,
  memoryIndexVersion: 0,
  pendingEpisodes: 0,
  fallback: null,
  isAwaitingChosen: false,
}));

export function setModelState(patch: Partial<ModelState>): void {
  useModelStore.setState(patch);
}

/** The worker's facts and habits changed (memory-sync.ts): the panel asks its draft again. */
export function noteMemoryIndexChange(): void {
  useModelStore.setState((state) => ({ memoryIndexVersion: state.memoryIndexVersion + 1 }));
}

/**
 * Resolves once the worker's index holds the stored items (phase `ready`), or once loading
 * failed (the caller's own call then reports the error). A search made earlier would see an
 * empty index: a message sent right after start would mention nothing.
 */
export function whenIndexSettled(): Promise<void> {
  const isSettled = (phase: ModelPhase) => phase === 'ready' || phase === 'failed';
  if (isSettled(useModelStore.getState().phase)) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useModelStore.subscribe((state) => {
      if (!isSettled(state.phase)) return;
      unsubscribe();
      resolve();
    });
  });
}

/** What the composition root lets features ask of recall sync, without importing it. */
export type RecallSyncControl = {
  /** Loads the chosen models again (after a failure that left the built-in one standing in). */
  retry: () => Promise<void>;
  /** Stops following the database, waits for the vectors being saved, and returns a restart. */
  pause: () => Promise<() => void>;
};

let control: RecallSyncControl | null = null;

/** Called once by the app at start; tests pass a fake. */
export function setRecallSyncControl(next: RecallSyncControl | null): void {
  control = next;
}

/** "Try again" after the chosen models failed to load. */
export async function retryChosenModels(): Promise<void> {
  await control?.retry();
}

/**
 * Runs `work` (a wipe, say) with recall sync stopped, so no vector of a row `work` removes
 * is saved meanwhile, then starts it again from what the database then holds.
 */
export async function withRecallSyncPaused<T>(work: () => Promise<T>): Promise<T> {
  const resume = control ? await control.pause() : null;
  try {
    return await work();
  } finally {
    resume?.();
  }
}
