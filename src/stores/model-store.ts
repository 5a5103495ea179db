import { create } from 'zustand';

export type ModelPhase = 'idle' | 'loading' | 'ready' | 'failed';

type ModelState = {
  phase: ModelPhase;
  modelId: string | null;
  tier: 'builtin' | 'hub' | null;
  device: 'tfjs-wasm' | 'webgpu' | 'wasm' | null;
  hasReranker: boolean;
  /** Bytes (or steps) loaded of `total`, while loading. */
  loaded: number;
  total: number;
  error: string | null;
  /** Items whose vectors are still being computed in the background. */
  pendingEmbeds: number;
};

/** The on-device model as the UI shows it: loading progress, readiness, background work. */
export const useModelStore = create<ModelState>(() => ({
  phase: 'idle',
  modelId: null,
  tier: null,
  device: null,
  hasReranker: false,
  loaded: 0,
  total: 0,
  error: null,
  pendingEmbeds: 0,
}));

export function setModelState(patch: Partial<ModelState>): void {
  useModelStore.setState(patch);
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
