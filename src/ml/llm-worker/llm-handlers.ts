import {
  inBatches,
  llmMessages,
  maxNewTokensFor,
  readLlmContent,
  type LlmMessage,
} from '../../domain/capture/llm-classify';
import type { ChatMessage } from '../../domain/chat/assistant-prompt';
import type { BrowserLlmRequest, LlmCalls, LlmEvents } from '../llm-protocol';

/** A loaded instruct LLM: greedy completion of a chat, the new text only. */
export type InstructLlm = {
  device: 'webgpu' | 'wasm';
  complete(messages: LlmMessage[], maxNewTokens: number): Promise<string>;
  /**
   * Answers a chat, giving each new piece of text to `onText` as it is decoded; stops
   * early when `signal` aborts, returning what was written until then.
   */
  chat(
    messages: ChatMessage[],
    maxNewTokens: number,
    onText: (piece: string) => void,
    signal: AbortSignal,
  ): Promise<string>;
  dispose(): void;
};

export type LlmContext = {
  emit: <E extends keyof LlmEvents>(name: E, payload: LlmEvents[E]) => void;
};

/** Loads an instruct LLM; the worker passes the transformers.js loader, tests a fake. */
export type LlmLoader = (request: BrowserLlmRequest, context: LlmContext) => Promise<InstructLlm>;

type Handlers = {
  [N in keyof LlmCalls]: (
    args: Parameters<LlmCalls[N]>[0],
    context: LlmContext,
  ) => Promise<ReturnType<LlmCalls[N]>>;
};

/**
 * The LLM worker's calls. The model loads once per request (calls made while it loads wait
 * for the same load); a failed load is retried by the next call; another request replaces
 * it, and the old model is disposed first.
 */
export function createLlmHandlers(loadLlm: LlmLoader) {
  let current: { key: string; llm: Promise<InstructLlm> } | null = null;
  /** The chats being answered, by id, so that `llm-stop` can reach them. */
  const chats = new Map<string, AbortController>();

  function load(request: BrowserLlmRequest, context: LlmContext): Promise<InstructLlm> {
    const key = JSON.stringify(request);
    if (current?.key === key) return current.llm;
    // The old model goes at once: two models at a time may not fit in memory.
    current?.llm.then(
      (old) => old.dispose(),
      () => {},
    );
    const next = { key, llm: loadLlm(request, context) };
    current = next;
    // A failed load is forgotten, so the next call may try again.
    next.llm.catch(() => {
      if (current === next) current = null;
    });
    return next.llm;
  }

  return {
    'llm-load': async (request, context) => ({ device: (await load(request, context)).device }),
    'llm-classify': async ({ request, inputs }, context) => {
      const llm = await load(request, context);
      const results = await inBatches(inputs, async (batch) =>
        readLlmContent(
          await llm.complete(llmMessages(batch), maxNewTokensFor(batch.length)),
          batch.length,
        ),
      );
      return { results };
    },
    'llm-chat': async ({ request, chatId, messages, maxNewTokens }, context) => {
      const controller = new AbortController();
      chats.set(chatId, controller);
      try {
        const llm = await load(request, context);
        const onText = (piece: string) => context.emit('llm-text', { chatId, piece });
        const text = await llm.chat(messages, maxNewTokens, onText, controller.signal);
        return { text };
      } finally {
        chats.delete(chatId);
      }
    },
    'llm-stop': ({ chatId }) => {
      const controller = chats.get(chatId);
      controller?.abort();
      return Promise.resolve({ isStopped: controller !== undefined });
    },
  } satisfies Handlers;
}
