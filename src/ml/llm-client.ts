import type { ChatMessage } from '../domain/chat/assistant-prompt';
import type { ClassifyInput } from '../domain/capture/extract-candidates';
import type { Classification } from '../domain/capture/labels';
import { newId } from '../domain/ids';
import { createWorkerClient, type WorkerClient } from './client';
import type { BrowserLlmRequest, LlmCalls, LlmEvents } from './llm-protocol';

export type LlmClient = WorkerClient<LlmCalls, LlmEvents>;

let client: LlmClient | null = null;

/** The LLM worker, started the first time the in-browser classifier is used. */
export function getLlmClient(): LlmClient {
  client ??= createWorkerClient<LlmCalls, LlmEvents>(
    new Worker(new URL('./llm-worker/llm-worker.ts', import.meta.url), {
      type: 'module',
      name: 'llm',
    }),
  );
  return client;
}

/**
 * Stops the LLM worker, if one runs: the model's memory (often a gigabyte or more; a WASM
 * heap never shrinks) and any download in progress go with it. A later call starts afresh.
 */
export function disposeLlmClient(): void {
  client?.terminate();
  client = null;
}

/** Labels texts with the in-browser instruct LLM (loading it first if needed). */
export async function classifyWithBrowserLlm(
  request: BrowserLlmRequest,
  inputs: ClassifyInput[],
): Promise<Classification[]> {
  if (inputs.length === 0) return [];
  const { results } = await getLlmClient().call('llm-classify', { request, inputs });
  return results;
}

/** Enough for a few paragraphs; a small model on WASM writes a few tokens a second. */
export const CHAT_MAX_NEW_TOKENS = 384;

/**
 * Answers a chat with the in-browser instruct LLM, streaming each piece to `onText`.
 * Aborting `signal` stops the generation after its current token; the text written until
 * then is returned.
 */
export async function chatWithBrowserLlm(
  request: BrowserLlmRequest,
  messages: ChatMessage[],
  onText: (piece: string) => void,
  signal: AbortSignal,
): Promise<string> {
  const client = getLlmClient();
  const chatId = newId();
  const stopListening = client.on('llm-text', (event) => {
    if (event.chatId === chatId) onText(event.piece);
  });
  const stop = () => void client.call('llm-stop', { chatId }).catch(() => {});
  signal.addEventListener('abort', stop, { once: true });
  try {
    const { text } = await client.call('llm-chat', {
      request,
      chatId,
      messages,
      maxNewTokens: CHAT_MAX_NEW_TOKENS,
    });
    return text;
  } finally {
    signal.removeEventListener('abort', stop);
    stopListening();
  }
}
