import type { ClassifyInput } from '../domain/capture/extract-candidates';
import type { Classification } from '../domain/capture/labels';
import { inBatches, llmRequest, readLlmAnswer } from '../domain/capture/llm-classify';
import { getMlClient } from './worker-client';

/** Classifies texts in the ML worker (it waits for the model the settings name to load). */
export async function classifyInWorker(inputs: ClassifyInput[]): Promise<Classification[]> {
  if (inputs.length === 0) return [];
  const { results } = await getMlClient().call('classify', { inputs });
  return results;
}

/**
 * Classifies with an OpenAI-compatible chat-completions endpoint the person runs on their
 * own machine (e.g. Ollama at http://localhost:11434), asking for structured JSON.
 */
export async function classifyWithEndpoint(
  endpoint: string,
  model: string,
  inputs: ClassifyInput[],
): Promise<Classification[]> {
  const url = new URL('v1/chat/completions', endpoint.endsWith('/') ? endpoint : `${endpoint}/`);
  return inBatches(inputs, async (batch) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(llmRequest(model, batch)),
      });
    } catch {
      // fetch says only "Failed to fetch": the usual causes are named instead.
      throw new Error(
        `${url.href} could not be reached: is the server running, and does it allow this page's origin (for Ollama, OLLAMA_ORIGINS)?`,
      );
    }
    if (!response.ok) {
      throw new Error(`${url.href} answered ${response.status} ${response.statusText}.`.trim());
    }
    return readLlmAnswer(await response.json(), batch.length);
  });
}
