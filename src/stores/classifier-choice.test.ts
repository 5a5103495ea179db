import { beforeEach, describe, expect, it, vi } from 'vitest';

import { wipeAllData } from '../db/backup-repo';
import { getDb } from '../db/database';
import { updateSettings } from '../db/settings-repo';
import type { Classification } from '../domain/capture/labels';
import { classifyInWorker, classifyWithEndpoint } from '../ml/capture-client';
import { classifyWithBrowserLlm } from '../ml/llm-client';
import { EndpointError } from '../domain/capture/llm-classify';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { chooseClassifier } from './classifier-choice';
import { browserLlmRequestOf, useLlmStore } from './llm-store';

vi.mock('../ml/capture-client', () => ({
  classifyInWorker: vi.fn(),
  classifyWithEndpoint: vi.fn(),
}));
vi.mock('../ml/llm-client', () => ({ classifyWithBrowserLlm: vi.fn(), disposeLlmClient: vi.fn() }));

/** The LLM store as loadBrowserLlm leaves it for `browserLlm`, in `phase`. */
function llmIs(phase: 'loading' | 'ready' | 'failed', browserLlm = 'owner/llm') {
  const key = JSON.stringify(browserLlmRequestOf({ ...DEFAULT_SETTINGS, browserLlm }));
  useLlmStore.setState({ key, phase, loaded: 40, total: 100, error: 'HTTP 404' });
}

const builtin: Classification[] = [{ label: 'plan', confidence: 0.6 }];
const fromLlm: Classification[] = [{ label: 'decision', confidence: 0.9 }];
const inputs = [{ text: 'We go with Postgres', context: null }];

beforeEach(async () => {
  vi.clearAllMocks();
  useLlmStore.setState(useLlmStore.getInitialState(), true);
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

  it('falls back once the LLM fails, and sends the rest of the capture straight to the built-in', async () => {
    await updateSettings(getDb(), { classifier: 'browser-llm', browserLlm: 'owner/llm' });
    llmIs('ready');
    vi.mocked(classifyWithBrowserLlm).mockRejectedValueOnce(
      Object.assign(new Error('expected 1 labels'), { name: 'LlmAnswerError' }),
    );
    const chosen = await chooseClassifier();
    expect(await chosen.classify(inputs)).toEqual(builtin);
    expect(await chosen.classify(inputs)).toEqual(builtin);
    expect(classifyWithBrowserLlm).toHaveBeenCalledTimes(1);
    expect(chosen.fallbackReason()).toEqual({ code: 'unreadable', detail: 'expected 1 labels' });
    expect(vi.mocked(classifyWithBrowserLlm).mock.calls[0]?.[0]).toMatchObject({
      modelId: 'owner/llm',
    });
  });

  it('does not wait for an LLM still loading, nor retry one that failed to load', async () => {
    await updateSettings(getDb(), { classifier: 'browser-llm', browserLlm: 'owner/llm' });
    llmIs('loading');
    const loading = await chooseClassifier();
    expect(await loading.classify(inputs)).toEqual(builtin);
    expect(loading.fallbackReason()).toEqual({ code: 'loading', detail: '40%' });
    llmIs('failed');
    const failed = await chooseClassifier();
    expect(await failed.classify(inputs)).toEqual(builtin);
    expect(failed.fallbackReason()).toEqual({ code: 'load-failed', detail: 'HTTP 404' });
    // Ready, but for another model than the settings name: not this one.
    llmIs('ready', 'owner/other');
    expect(await (await chooseClassifier()).classify(inputs)).toEqual(builtin);
    expect(classifyWithBrowserLlm).not.toHaveBeenCalled();
  });

  it('names an endpoint that cannot be reached, and says nothing of a stopped worker', async () => {
    await updateSettings(getDb(), { classifier: 'endpoint', llmEndpoint: 'http://localhost:9' });
    vi.mocked(classifyWithEndpoint).mockRejectedValueOnce(
      new EndpointError('unreachable', 'http://localhost:9/v1/chat/completions'),
    );
    const unreachable = await chooseClassifier();
    expect(await unreachable.classify(inputs)).toEqual(builtin);
    expect(unreachable.fallbackReason()).toMatchObject({ code: 'unreachable' });

    await updateSettings(getDb(), { classifier: 'browser-llm', browserLlm: 'owner/llm' });
    llmIs('ready');
    vi.mocked(classifyWithBrowserLlm).mockRejectedValueOnce(
      Object.assign(new Error('The call was superseded.'), { name: 'CallCancelledError' }),
    );
    const stopped = await chooseClassifier();
    expect(await stopped.classify(inputs)).toEqual(builtin);
    expect(stopped.fallbackReason()).toBeNull();
  });
});
