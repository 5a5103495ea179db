import { getDb } from '../db/database';
import { readSettings } from '../db/settings-repo';
import type { ClassifyFn } from '../domain/capture/extract-candidates';
import { EndpointError } from '../domain/capture/llm-classify';
import type { Settings } from '../domain/settings';
import { classifyInWorker, classifyWithEndpoint } from '../ml/capture-client';
import { classifyWithBrowserLlm } from '../ml/llm-client';
import { browserLlmRequestOf, useLlmStore } from './llm-store';

/** Why the chosen LLM did not label a capture; the feature words it in the UI's language. */
export type FallbackReason = {
  code: 'unreachable' | 'status' | 'timeout' | 'unreadable' | 'loading' | 'load-failed' | 'other';
  /** An address, a status, or the runtime's own message. */
  detail: string;
};

/** The classifier one capture uses, and why it fell back to the built-in one, if it did. */
export type ChosenClassifier = {
  classify: ClassifyFn;
  /** The first failure of the chosen LLM during this capture; null if none failed. */
  fallbackReason(): FallbackReason | null;
};

class LlmNotReadyError extends Error {
  constructor(readonly reason: FallbackReason) {
    super(reason.detail);
    this.name = 'LlmNotReadyError';
  }
}

/**
 * The in-browser LLM, only once it is loaded: the first capture after consent would
 * otherwise wait for a download of hundreds of megabytes, and a load that failed would
 * be tried again on every message.
 */
function browserLlmOf(settings: Settings): ClassifyFn {
  const request = browserLlmRequestOf(settings);
  const wanted = JSON.stringify(request);
  return (inputs) => {
    const { key, phase, error, loaded, total } = useLlmStore.getState();
    if (key === wanted && phase === 'ready') return classifyWithBrowserLlm(request, inputs);
    if (key === wanted && phase === 'failed') {
      throw new LlmNotReadyError({ code: 'load-failed', detail: error ?? '' });
    }
    const percent = total > 0 ? `${Math.round((loaded / total) * 100)}%` : '';
    throw new LlmNotReadyError({ code: 'loading', detail: percent });
  };
}

function llmOf(settings: Settings): ClassifyFn | null {
  switch (settings.classifier) {
    case 'builtin':
      return null;
    case 'browser-llm':
      return browserLlmOf(settings);
    case 'endpoint':
      return (inputs) => classifyWithEndpoint(settings.llmEndpoint, settings.llmModel, inputs);
  }
}

function reasonOf(error: unknown): FallbackReason | null {
  if (error instanceof LlmNotReadyError) return error.reason;
  if (error instanceof EndpointError) return { code: error.code, detail: error.detail };
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  // The LLM worker was stopped (the person chose another classifier): nothing to report.
  if (name === 'CallCancelledError') return null;
  // Errors from the LLM worker keep their name across the boundary.
  if (name === 'LlmAnswerError') return { code: 'unreadable', detail };
  return { code: 'other', detail };
}

/**
 * The classifier the settings name. An LLM that fails (not running, not loaded yet, an
 * answer that cannot be read) never loses a capture: the built-in classifier labels what
 * that call held (a message, or one conversation of an import) instead, and the reason is
 * kept for the feature to tell the person. After one failure the rest of the capture goes
 * straight to the built-in classifier.
 */
export async function chooseClassifier(): Promise<ChosenClassifier> {
  const llm = llmOf(await readSettings(getDb()));
  if (llm === null) return { classify: classifyInWorker, fallbackReason: () => null };
  let reason: FallbackReason | null = null;
  let hasFailed = false;
  return {
    async classify(inputs) {
      if (hasFailed) return classifyInWorker(inputs);
      try {
        return await llm(inputs);
      } catch (error) {
        hasFailed = true;
        reason ??= reasonOf(error);
        return classifyInWorker(inputs);
      }
    },
    fallbackReason: () => reason,
  };
}
