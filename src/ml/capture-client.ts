import type { ClassifyInput } from '../domain/capture/extract-candidates';
import type { Classification } from '../domain/capture/labels';
import {
  EndpointError,
  inBatches,
  llmRequest,
  LlmAnswerError,
  readLlmAnswer,
} from '../domain/capture/llm-classify';
import { getMlClient } from './worker-client';

/** Classifies texts in the ML worker (it waits for the model the settings name to load). */
export async function classifyInWorker(inputs: ClassifyInput[]): Promise<Classification[]> {
  if (inputs.length === 0) return [];
  const { results } = await getMlClient().call('classify', { inputs });
  return results;
}

/** A local model on a CPU can be slow, but a server that hangs must not hold a capture. */
const ENDPOINT_TIMEOUT_MS = 120_000;

/**
 * Where chat completions are posted. People copy the address with or without the `/v1`
 * that OpenAI-compatible servers list (LM Studio shows `http://localhost:1234/v1`).
 */
export function chatCompletionsUrl(endpoint: string): URL {
  const base = endpoint.replace(/\/+$/, '').replace(/\/v1$/, '');
  return new URL(`${base}/v1/chat/completions`);
}

/**
 * Classifies with an OpenAI-compatible chat-completions endpoint the person runs on their
 * own machine (Ollama at http://localhost:11434, LM Studio), asking for structured JSON.
 */
export async function classifyWithEndpoint(
  endpoint: string,
  model: string,
  inputs: ClassifyInput[],
): Promise<Classification[]> {
  const url = chatCompletionsUrl(endpoint);
  return inBatches(inputs, async (batch) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(llmRequest(model, batch)),
        signal: AbortSignal.timeout(ENDPOINT_TIMEOUT_MS),
      });
    } catch (error) {
      // fetch says only "Failed to fetch"; the feature names the usual causes.
      const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
      throw new EndpointError(isTimeout ? 'timeout' : 'unreachable', url.href);
    }
    if (!response.ok) {
      throw new EndpointError('status', `${response.status} ${response.statusText}`.trim());
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new LlmAnswerError('the response is not JSON');
    }
    return readLlmAnswer(body, batch.length);
  });
}
