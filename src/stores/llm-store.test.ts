import { beforeEach, expect, it, vi } from 'vitest';

import { disposeLlmClient, getLlmClient, type LlmClient } from '../ml/llm-client';
import { loadBrowserLlm, unloadBrowserLlm, useLlmStore } from './llm-store';

vi.mock('../ml/llm-client', () => ({ getLlmClient: vi.fn(), disposeLlmClient: vi.fn() }));

const request = { modelId: 'owner/llm', remoteHost: 'http://h/', device: 'wasm' } as const;

function fakeClient(call: LlmClient['call']): LlmClient {
  return { call, on: vi.fn(() => () => {}), terminate: vi.fn() };
}

beforeEach(() => {
  vi.clearAllMocks();
  useLlmStore.setState(useLlmStore.getInitialState(), true);
});

it('loads once per request and says where it runs', async () => {
  const call = vi.fn(() => Promise.resolve({ device: 'wasm' as const }));
  vi.mocked(getLlmClient).mockReturnValue(fakeClient(call as unknown as LlmClient['call']));
  await loadBrowserLlm(request);
  await loadBrowserLlm(request);
  expect(call).toHaveBeenCalledTimes(1);
  expect(useLlmStore.getState()).toMatchObject({ phase: 'ready', device: 'wasm' });
});

it('keeps the load error, and tries again on the next load', async () => {
  const call = vi
    .fn()
    .mockRejectedValueOnce(new Error('HTTP 404'))
    .mockResolvedValue({ device: 'wasm' });
  vi.mocked(getLlmClient).mockReturnValue(fakeClient(call));
  await loadBrowserLlm(request);
  expect(useLlmStore.getState()).toMatchObject({ phase: 'failed', error: 'HTTP 404' });
  await loadBrowserLlm(request);
  expect(useLlmStore.getState().phase).toBe('ready');
});

it('stops the worker when another classifier is chosen, and only if one was started', async () => {
  unloadBrowserLlm();
  expect(disposeLlmClient).not.toHaveBeenCalled();
  const call = vi.fn(() => Promise.resolve({ device: 'wasm' as const }));
  vi.mocked(getLlmClient).mockReturnValue(fakeClient(call as unknown as LlmClient['call']));
  await loadBrowserLlm(request);
  unloadBrowserLlm();
  expect(disposeLlmClient).toHaveBeenCalledTimes(1);
  expect(useLlmStore.getState()).toMatchObject({ phase: 'idle', key: null });
});
