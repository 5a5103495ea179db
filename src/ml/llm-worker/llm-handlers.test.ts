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
});
