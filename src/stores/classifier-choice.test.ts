import { beforeEach, describe, expect, it, vi } from 'vitest';

import { wipeAllData } from '../db/backup-repo';
import { getDb } from '../db/database';
import { updateSettings } from '../db/settings-repo';
import type { Classification } from '../domain/capture/labels';
import { classifyInWorker, classifyWithEndpoint } from '../ml/capture-client';
import { classifyWithBrowserLlm } from '../ml/llm-client';
import { chooseClassifier } from './classifier-choice';

vi.mock('../ml/capture-client', () => ({
  classifyInWorker: vi.fn(),
  classifyWithEndpoint: vi.fn(),
}));
vi.mock('../ml/llm-client', () => ({ classifyWithBrowserLlm: vi.fn() }));

const builtin: Classification[] = [{ label: 'plan', confidence: 0.6 }];
const fromLlm: Classification[] = [{ label: 'decision', confidence: 0.9 }];
const inputs = [{ text: 'We go with Postgres', context: null }];

beforeEach(async () => {
  vi.clearAllMocks();
  await wipeAllData(getDb());
  vi.mocked(classifyInWorker).mockResolvedValue(builtin);
});

describe('chooseClassifier', () => {
  it('uses the built-in classifier until another is set up', async () => {
    const chosen = await chooseClassifier();
    expect(await chosen.classify(inputs)).toEqual(builtin);
    expect(chosen.fallbackReason()).toBeNull();
    expect(classifyWithEndpoint).not.toHaveBeenCalled();
    expect(classifyWithBrowserLlm).not.toHaveBeenCalled();
  });

  it('uses the endpoint the settings name, with its model', async () => {
    await updateSettings(getDb(), {
      classifier: 'endpoint',
      llmEndpoint: 'http://localhost:1234',
      llmModel: 'qwen',
    });
    vi.mocked(classifyWithEndpoint).mockResolvedValue(fromLlm);
    const chosen = await chooseClassifier();
    expect(await chosen.classify(inputs)).toEqual(fromLlm);
    expect(classifyWithEndpoint).toHaveBeenCalledWith('http://localhost:1234', 'qwen', inputs);
    expect(classifyInWorker).not.toHaveBeenCalled();
  });

  it('falls back to the built-in classifier when the LLM fails, keeping the first reason', async () => {
    await updateSettings(getDb(), { classifier: 'browser-llm', browserLlm: 'owner/llm' });
    vi.mocked(classifyWithBrowserLlm)
      .mockRejectedValueOnce(new Error('first failure'))
      .mockRejectedValueOnce(new Error('second failure'));
    const chosen = await chooseClassifier();
    expect(await chosen.classify(inputs)).toEqual(builtin);
    expect(await chosen.classify(inputs)).toEqual(builtin);
    expect(chosen.fallbackReason()).toBe('first failure');
    expect(vi.mocked(classifyWithBrowserLlm).mock.calls[0]?.[0]).toMatchObject({
      modelId: 'owner/llm',
    });
  });
});
