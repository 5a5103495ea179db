import { describe, expect, it, vi } from 'vitest';

import type { LlmMessage } from '../../domain/capture/llm-classify';
import type { BrowserLlmRequest } from '../llm-protocol';
import { createLlmHandlers, type InstructLlm, type LlmLoader } from './llm-handlers';

const request: BrowserLlmRequest = {
  modelId: 'owner/llm',
  remoteHost: 'http://h/',
  device: 'wasm',
};
const context = { emit: vi.fn() };

/** A stand-in LLM that labels every numbered sentence it is shown with `label`. */
function fakeLlm(label: string, prompts: LlmMessage[][] = []): InstructLlm {
  return {
    device: 'wasm',
    complete(messages) {
      prompts.push(messages);
      const count = (messages[1]?.content.match(/^\d+\. /gm) ?? []).length;
      const labels = Array.from({ length: count }, () => ({ label, confidence: 0.8 }));
      return Promise.resolve(`\`\`\`json\n${JSON.stringify({ labels })}\n\`\`\``);
    },
    // Writes "one two three …" a word at a time, until stopped or out of tokens.
    async chat(_messages, maxNewTokens, onText, signal) {
      let text = '';
      for (const word of ['one ', 'two ', 'three '].slice(0, maxNewTokens)) {
        await Promise.resolve();
        if (signal.aborted) break;
        text += word;
        onText(word);
      }
      return text;
    },
    dispose: vi.fn(),
  };
}

describe('the LLM worker', () => {
  it('loads once per request and labels every input, batch by batch', async () => {
    const prompts: LlmMessage[][] = [];
    const loader = vi.fn<LlmLoader>(() => Promise.resolve(fakeLlm('plan', prompts)));
    const handlers = createLlmHandlers(loader);
    const inputs = Array.from({ length: 10 }, (_, i) => ({ text: `sentence ${i}`, context: null }));
    await handlers['llm-load'](request, context);
    const { results } = await handlers['llm-classify']({ request, inputs }, context);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(results).toHaveLength(10);
    expect(results.every((r) => r.label === 'plan' && r.confidence === 0.8)).toBe(true);
    expect(prompts).toHaveLength(2); // 8 + 2
    expect(prompts[1]?.[1]?.content).toBe('Sentences:\n1. sentence 8\n2. sentence 9');
  });

  it('refuses an answer it cannot read, and retries a failed load on the next call', async () => {
    const broken: InstructLlm = { ...fakeLlm('plan'), complete: () => Promise.resolve('Sure!') };
    const loader = vi
      .fn<LlmLoader>()
      .mockRejectedValueOnce(new Error('404 model_q4.onnx'))
      .mockResolvedValue(broken);
    const handlers = createLlmHandlers(loader);
    const inputs = [{ text: 'Call the bank', context: null }];
    await expect(handlers['llm-classify']({ request, inputs }, context)).rejects.toThrow('404');
    await expect(handlers['llm-classify']({ request, inputs }, context)).rejects.toThrow(
      'could not be read',
    );
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('replaces the model when another is asked for, disposing the old one', async () => {
    const dispose = vi.fn();
    const first = { ...fakeLlm('idea'), dispose };
    const loader = vi
      .fn<LlmLoader>()
      .mockResolvedValueOnce(first)
      .mockResolvedValueOnce(fakeLlm('decision'));
    const handlers = createLlmHandlers(loader);
    const inputs = [{ text: 'We go with Postgres', context: null }];
    await handlers['llm-classify']({ request, inputs }, context);
    const other = { ...request, modelId: 'owner/other' };
    const { results } = await handlers['llm-classify']({ request: other, inputs }, context);
    expect(results[0]?.label).toBe('decision');
    await vi.waitFor(() => expect(dispose).toHaveBeenCalled());
  });

  it('streams a chat reply as events carrying its id, and returns the whole text', async () => {
    const emit = vi.fn();
    const handlers = createLlmHandlers(() => Promise.resolve(fakeLlm('plan')));
    const messages = [{ role: 'user' as const, content: 'Count' }];
    const { text } = await handlers['llm-chat'](
      { request, chatId: 'c1', messages, maxNewTokens: 3 },
      { emit },
    );
    expect(text).toBe('one two three ');
    expect(emit.mock.calls).toEqual([
      ['llm-text', { chatId: 'c1', piece: 'one ' }],
      ['llm-text', { chatId: 'c1', piece: 'two ' }],
      ['llm-text', { chatId: 'c1', piece: 'three ' }],
    ]);
  });

  it('stops a chat on request, keeping what was written; a finished chat is not stopped', async () => {
    const handlers = createLlmHandlers(() => Promise.resolve(fakeLlm('plan')));
    const messages = [{ role: 'user' as const, content: 'Count' }];
    // The first piece written, the person presses Stop.
    const stops: Promise<{ isStopped: boolean }>[] = [];
    const emit = vi.fn(() => {
      if (stops.length === 0) stops.push(handlers['llm-stop']({ chatId: 'c2' }));
    });
    const { text } = await handlers['llm-chat'](
      { request, chatId: 'c2', messages, maxNewTokens: 3 },
      { emit },
    );
    expect(text).toBe('one ');
    expect(await Promise.all(stops)).toEqual([{ isStopped: true }]);
    expect(await handlers['llm-stop']({ chatId: 'c2' })).toEqual({ isStopped: false });
  });
});
