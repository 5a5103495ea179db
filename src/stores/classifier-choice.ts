import { getDb } from '../db/database';
import { readSettings } from '../db/settings-repo';
import type { ClassifyFn } from '../domain/capture/extract-candidates';
import type { Settings } from '../domain/settings';
import { classifyInWorker, classifyWithEndpoint } from '../ml/capture-client';
import { classifyWithBrowserLlm } from '../ml/llm-client';
import { browserLlmRequestOf } from './llm-store';

/** The classifier one capture uses, and why it fell back to the built-in one, if it did. */
export type ChosenClassifier = {
  classify: ClassifyFn;
  /** The first failure of the chosen LLM during this capture; null if none failed. */
  fallbackReason(): string | null;
};

function llmOf(settings: Settings): ClassifyFn | null {
  switch (settings.classifier) {
    case 'builtin':
      return null;
    case 'browser-llm':
      return (inputs) => classifyWithBrowserLlm(browserLlmRequestOf(settings), inputs);
    case 'endpoint':
      return (inputs) => classifyWithEndpoint(settings.llmEndpoint, settings.llmModel, inputs);
  }
}

/**
 * The classifier the settings name. An LLM that fails (not running, not downloaded, an
 * answer that cannot be read) never loses a capture: the built-in classifier labels that
 * batch instead, and the reason is kept for the feature to tell the person.
 */
export async function chooseClassifier(): Promise<ChosenClassifier> {
  const llm = llmOf(await readSettings(getDb()));
  let reason: string | null = null;
  if (llm === null) return { classify: classifyInWorker, fallbackReason: () => null };
  return {
    async classify(inputs) {
      try {
        return await llm(inputs);
      } catch (error) {
        reason ??= error instanceof Error ? error.message : String(error);
        return classifyInWorker(inputs);
      }
    },
    fallbackReason: () => reason,
  };
}
