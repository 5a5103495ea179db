import { create } from 'zustand';

import type { Settings } from '../domain/settings';
import { disposeLlmClient, getLlmClient } from '../ml/llm-client';
import type { BrowserLlmRequest } from '../ml/llm-protocol';

type LlmState = {
  phase: 'idle' | 'loading' | 'ready' | 'failed';
  /** The request loaded (or loading), as a key: a new one starts a new load. */
  key: string | null;
  device: 'webgpu' | 'wasm' | null;
  loaded: number;
  total: number;
  error: string | null;
};

/** The in-browser classification LLM as the UI shows it: download progress, readiness. */
export const useLlmStore = create<LlmState>(() => ({
  phase: 'idle',
  key: null,
  device: null,
  loaded: 0,
  total: 0,
  error: null,
}));

/** What the settings ask the LLM worker to load. */
export function browserLlmRequestOf(settings: Settings): BrowserLlmRequest {
  return { modelId: settings.browserLlm, remoteHost: settings.hubHost, device: settings.hubDevice };
}

let isFollowingProgress = false;

/**
 * Loads the in-browser LLM ahead of its first use, with progress; a second call for the
 * same request does nothing, unless the first failed.
 */
export async function loadBrowserLlm(request: BrowserLlmRequest): Promise<void> {
  const key = JSON.stringify(request);
  const { key: current, phase } = useLlmStore.getState();
  if (current === key && phase !== 'failed') return;
  const client = getLlmClient();
  if (!isFollowingProgress) {
    isFollowingProgress = true;
    client.on('llm-progress', ({ loaded, total }) => useLlmStore.setState({ loaded, total }));
  }
  useLlmStore.setState({ phase: 'loading', key, loaded: 0, total: 0, error: null });
  try {
    const { device } = await client.call('llm-load', request);
    if (useLlmStore.getState().key === key) useLlmStore.setState({ phase: 'ready', device });
  } catch (error) {
    if (useLlmStore.getState().key !== key) return;
    const message = error instanceof Error ? error.message : String(error);
    useLlmStore.setState({ phase: 'failed', error: message });
  }
}

/** Lets go of the in-browser LLM when the person chooses another classifier. */
export function unloadBrowserLlm(): void {
  if (useLlmStore.getState().key === null) return;
  disposeLlmClient();
  isFollowingProgress = false;
  useLlmStore.setState(useLlmStore.getInitialState(), true);
}
