import { beforeEach, describe, expect, it, vi } from 'vitest';

import { wipeAllData } from '../db/backup-repo';
import { appendChatTurn } from '../db/chat-repo';
import { getDb } from '../db/database';
import { updateSettings } from '../db/settings-repo';
import type { ChatMessage } from '../domain/chat/assistant-prompt';
import type { GivenMemory } from '../domain/chat/given-memory';
import { AssistantEndpointError, streamFromEndpoint } from '../ml/assistant-endpoint';
import { chatWithBrowserLlm } from '../ml/llm-client';
import { T0 } from '../test/factories';
import { askAssistant, retryAssistant, stopAssistant, useAssistantStore } from './assistant-store';

vi.mock('../ml/assistant-endpoint', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../ml/assistant-endpoint')>()),
  streamFromEndpoint: vi.fn(),
}));
vi.mock('../ml/llm-client', () => ({ chatWithBrowserLlm: vi.fn() }));

const FACT: GivenMemory = { kind: 'fact', id: 'f1', text: 'I am vegetarian' };

type Stream = (
  messages: readonly ChatMessage[],
  onText: (piece: string) => void,
  signal: AbortSignal,
) => Promise<string>;

/** The endpoint answers with these pieces, one after another. */
function endpointWrites(pieces: string[]) {
  vi.mocked(streamFromEndpoint).mockImplementation((_url, _model, _messages, onText) => {
    for (const piece of pieces) onText(piece);
    return Promise.resolve(pieces.join(''));
  });
}

async function sessionWith(text: string): Promise<string> {
  return (await appendChatTurn(getDb(), null, text, T0)).sourceId;
}

async function turnsOf(sessionId: string) {
  const session = await getDb().sources.get(sessionId);
  return session?.kind === 'conversation' ? session.turns : [];
}

beforeEach(async () => {
  vi.clearAllMocks();
  useAssistantStore.setState(useAssistantStore.getInitialState(), true);
  await wipeAllData(getDb());
});

describe('askAssistant', () => {
  it('does nothing while nobody answers (the Chat is a drafting pad)', async () => {
    const sessionId = await sessionWith('Dinner ideas?');
    await askAssistant(sessionId, [FACT]);
    expect(streamFromEndpoint).not.toHaveBeenCalled();
    expect(await turnsOf(sessionId)).toHaveLength(1);
  });

  it('sends the conversation with the given memories, and logs the whole reply with them', async () => {
    await updateSettings(getDb(), { chatAssistant: 'endpoint', llmModel: 'qwen' });
    const sessionId = await sessionWith('Dinner ideas?');
    endpointWrites(['Try ', 'a lentil ', 'curry.']);

    await askAssistant(sessionId, [FACT]);

    const [, model, messages] = vi.mocked(streamFromEndpoint).mock.calls[0] ?? [];
    expect(model).toBe('qwen');
    expect(messages?.[0]?.content).toContain('- fact about them: I am vegetarian');
    expect(messages?.at(-1)).toEqual({ role: 'user', content: 'Dinner ideas?' });
    const [, reply] = await turnsOf(sessionId);
    expect(reply).toMatchObject({
      speaker: 'assistant',
      text: 'Try a lentil curry.',
      given: [FACT],
    });
    const episodes = await getDb().episodes.where('sourceId').equals(sessionId).toArray();
    expect(episodes.map((episode) => episode.speaker)).toEqual(['me', 'assistant']);
    expect(useAssistantStore.getState().pending).toBeNull();
  });

  it('shows the reply as it streams in', async () => {
    await updateSettings(getDb(), { chatAssistant: 'browser-llm' });
    const sessionId = await sessionWith('Hello');
    const seen: string[] = [];
    vi.mocked(chatWithBrowserLlm).mockImplementation((_request, _messages, onText) => {
      for (const piece of ['Hi', ' there']) {
        onText(piece);
        seen.push(useAssistantStore.getState().pending?.text ?? '');
      }
      return Promise.resolve('Hi there');
    });

    await askAssistant(sessionId, []);

    expect(seen).toEqual(['Hi', 'Hi there']);
    expect((await turnsOf(sessionId)).at(-1)?.text).toBe('Hi there');
  });

  it('keeps what came when stopped, and logs nothing when nothing came', async () => {
    await updateSettings(getDb(), { chatAssistant: 'endpoint' });
    const sessionId = await sessionWith('Tell me a long story');
    const stoppable: Stream = (_messages, onText, signal) =>
      new Promise((resolve) => {
        onText('Once upon');
        signal.addEventListener('abort', () => resolve('Once upon'));
      });
    vi.mocked(streamFromEndpoint).mockImplementation((_u, _m, messages, onText, signal) =>
      stoppable(messages, onText, signal),
    );
    const asked = askAssistant(sessionId, []);
    await vi.waitFor(() => expect(useAssistantStore.getState().pending?.text).toBe('Once upon'));
    stopAssistant();
    await asked;
    expect((await turnsOf(sessionId)).at(-1)?.text).toBe('Once upon');

    vi.mocked(streamFromEndpoint).mockImplementation(
      (_u, _m, _messages, _onText, signal) =>
        new Promise((resolve) => signal.addEventListener('abort', () => resolve(''))),
    );
    const silent = askAssistant(sessionId, []);
    await vi.waitFor(() => expect(useAssistantStore.getState().pending).not.toBeNull());
    stopAssistant();
    await silent;
    expect(await turnsOf(sessionId)).toHaveLength(2);
    expect(useAssistantStore.getState().failed).toBeNull();
  });

  it('reports a failure with its reason, logs nothing, and retries with the same memories', async () => {
    await updateSettings(getDb(), { chatAssistant: 'endpoint' });
    const sessionId = await sessionWith('Dinner ideas?');
    vi.mocked(streamFromEndpoint).mockRejectedValueOnce(new Error('connection refused'));

    await askAssistant(sessionId, [FACT]);

    expect(useAssistantStore.getState().failed).toMatchObject({
      sessionId,
      given: [FACT],
      message: 'connection refused',
    });
    expect(await turnsOf(sessionId)).toHaveLength(1);

    endpointWrites(['Lentils.']);
    await retryAssistant();
    expect(useAssistantStore.getState().failed).toBeNull();
    expect((await turnsOf(sessionId)).at(-1)).toMatchObject({ text: 'Lentils.', given: [FACT] });
  });

  it('reports an empty answer rather than logging it', async () => {
    await updateSettings(getDb(), { chatAssistant: 'endpoint' });
    const sessionId = await sessionWith('Hello?');
    endpointWrites([]);
    await askAssistant(sessionId, []);
    expect(useAssistantStore.getState().failed?.message).toMatch(/answered nothing/);
  });

  it('keeps the words that came before the stream broke, marked cut off; Retry follows them', async () => {
    await updateSettings(getDb(), { chatAssistant: 'endpoint' });
    const sessionId = await sessionWith('Tell me a story');
    vi.mocked(streamFromEndpoint).mockImplementationOnce((_u, _m, _messages, onText) => {
      onText('Once upon ');
      return Promise.reject(new AssistantEndpointError('dropped', 'network error'));
    });

    await askAssistant(sessionId, [FACT]);

    expect(useAssistantStore.getState().failed).toMatchObject({ reason: 'other', isKept: true });
    expect((await turnsOf(sessionId)).at(-1)).toMatchObject({
      speaker: 'assistant',
      text: 'Once upon',
      cutOff: true,
      given: [FACT],
    });

    endpointWrites(['Once upon a time.']);
    await retryAssistant();
    // The model is asked the message again, not shown the half reply to go on from.
    const [, , messages] = vi.mocked(streamFromEndpoint).mock.calls[1] ?? [];
    expect(messages?.at(-1)).toEqual({ role: 'user', content: 'Tell me a story' });
    const turns = await turnsOf(sessionId);
    expect(turns.map((turn) => [turn.text, turn.cutOff])).toEqual([
      ['Tell me a story', undefined],
      ['Once upon', true],
      ['Once upon a time.', undefined],
    ]);
    expect(useAssistantStore.getState().failed).toBeNull();
  });

  it('tells a reply cut at the size limit and an assistant that never answered', async () => {
    await updateSettings(getDb(), { chatAssistant: 'endpoint' });
    const sessionId = await sessionWith('Write a lot');
    vi.mocked(streamFromEndpoint).mockImplementationOnce((_u, _m, _messages, onText) => {
      onText('Lots');
      return Promise.reject(new AssistantEndpointError('too-long', 'past the cap'));
    });
    await askAssistant(sessionId, []);
    expect(useAssistantStore.getState().failed).toMatchObject({ reason: 'too-long', isKept: true });
    expect((await turnsOf(sessionId)).at(-1)).toMatchObject({ text: 'Lots', cutOff: true });

    vi.mocked(streamFromEndpoint).mockRejectedValueOnce(
      new AssistantEndpointError('timeout', 'sent nothing'),
    );
    await askAssistant(sessionId, []);
    expect(useAssistantStore.getState().failed).toMatchObject({ reason: 'timeout', isKept: false });
    expect(await turnsOf(sessionId)).toHaveLength(2);
  });
});
