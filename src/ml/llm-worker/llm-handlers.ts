import {
  inBatches,
  llmMessages,
  maxNewTokensFor,
  readLlmContent,
  type LlmMessage,
} from '../../domain/capture/llm-classify';
import type { BrowserLlmRequest, LlmCalls, LlmEvents } from '../llm-protocol';

/** A loaded instruct LLM: greedy completion of a chat, the new text only. */
export type InstructLlm = {
  device: 'webgpu' | 'wasm';
  complete(messages: LlmMessage[], maxNewTokens: number): Promise<string>;
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
  } satisfies Handlers;
}
