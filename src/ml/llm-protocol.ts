/**
 * The contract between the main thread and the LLM worker (src/ml/llm-worker), which runs
 * the optional in-browser instruct LLM. It is a worker of its own so that a slow generation
 * never holds up recall in the ML worker.
 */
import type { ChatMessage } from '../domain/chat/assistant-prompt';
import type { ClassifyInput } from '../domain/capture/extract-candidates';
import type { Classification } from '../domain/capture/labels';

/** Which instruct LLM to run, from which host (the Hub or the person's mirror), where. */
export type BrowserLlmRequest = {
  modelId: string;
  remoteHost: string;
  device: 'auto' | 'webgpu' | 'wasm';
};

export type LlmCalls = {
  /** Loads the model (once per request; a different request replaces it). */
  'llm-load': (args: BrowserLlmRequest) => { device: 'webgpu' | 'wasm' };
  /** Labels texts with the model, loading it first if needed. */
  'llm-classify': (args: { request: BrowserLlmRequest; inputs: ClassifyInput[] }) => {
    results: Classification[];
  };
  /**
   * Answers a chat, streaming: each new piece of text comes as an `llm-text` event with
   * the same `chatId`; the whole reply is the result (what came until a stop, if stopped).
   */
  'llm-chat': (args: {
    request: BrowserLlmRequest;
    chatId: string;
    messages: ChatMessage[];
    maxNewTokens: number;
  }) => { text: string };
  /** Stops the chat `chatId` after its current token (nothing if it already ended). */
  'llm-stop': (args: { chatId: string }) => { isStopped: boolean };
};

export type LlmEvents = {
  /** Bytes of the model's files fetched so far (from the host, or from the browser's cache). */
  'llm-progress': { loaded: number; total: number };
  /** The next piece of a streamed chat reply. */
  'llm-text': { chatId: string; piece: string };
};
