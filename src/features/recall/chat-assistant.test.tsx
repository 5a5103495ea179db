import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { appendAssistantTurn, appendChatTurn } from '../../db/chat-repo';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import type { GivenMemory } from '../../domain/chat/given-memory';
import { askAssistant, useAssistantStore } from '../../stores/assistant-store';
import { useRecallStore } from '../../stores/recall-store';
import { makeMemory, T0 } from '../../test/factories';
import { renderFeature, setupAppTests } from '../../test/render';
import { ChatView } from './chat-view';
import type { RecallResult } from './use-recall';

vi.mock('../../stores/assistant-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../stores/assistant-store')>()),
  askAssistant: vi.fn(() => Promise.resolve()),
}));

/** The recall the draft gets: one fact and one habit, as the worker would answer. */
const RECALLED: RecallResult = {
  query: 'dinner',
  hits: [],
  scorer: 'dense',
  isReranked: false,
  episodes: [],
  timeRange: null,
  memories: [
    { id: 'fact-1', kind: 'fact', score: 0.8, dense: 0.8, lexical: 0, decay: 1 },
    { id: 'habit-1', kind: 'habit', score: 0.7, dense: 0.7, lexical: 0, decay: 1 },
  ],
  fused: [],
};
vi.mock('./use-recall', () => ({ useRecall: (text: string) => (text ? RECALLED : null) }));

setupAppTests();
beforeEach(async () => {
  vi.mocked(askAssistant).mockClear();
  useRecallStore.setState(useRecallStore.getInitialState(), true);
  useAssistantStore.setState(useAssistantStore.getInitialState(), true);
  await getDb().memories.bulkPut([
    makeMemory({ id: 'fact-1', kind: 'fact', content: 'I am vegetarian', origin: 'user' }),
    makeMemory({ id: 'habit-1', kind: 'habit', content: 'I cook on Sundays', origin: 'user' }),
  ]);
});

describe('the Chat with an assistant', () => {
  it('says it is a drafting pad while nobody answers, and gives nothing', async () => {
    const u = userEvent.setup();
    renderFeature(<ChatView />);
    expect(await screen.findByTestId('drafting-pad-note')).toBeTruthy();
    await u.type(screen.getByLabelText('Message draft'), 'dinner');
    await screen.findAllByTestId('memory-hit');
    expect(screen.queryByTestId('given-before-send')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(useRecallStore.getState().draft).toBe(''));
    expect(askAssistant).not.toHaveBeenCalled();
  });

  it('lists what goes with the message; what is left out does not go', async () => {
    const u = userEvent.setup();
    await updateSettings(getDb(), { chatAssistant: 'endpoint' });
    renderFeature(<ChatView />);
    await u.type(await screen.findByLabelText('Message draft'), 'dinner');

    const given = await screen.findByTestId('given-before-send');
    await within(given).findByText('I am vegetarian');
    expect(within(given).getAllByTestId('given-memory')).toHaveLength(2);
    await u.click(within(given).getByRole('button', { name: 'Leave out: I cook on Sundays' }));
    expect(within(given).getAllByTestId('given-memory')).toHaveLength(1);
    await u.click(within(given).getByRole('button', { name: 'Put back: I cook on Sundays' }));
    expect(within(given).getAllByTestId('given-memory')).toHaveLength(2);
    await u.click(within(given).getByRole('button', { name: 'Leave out: I cook on Sundays' }));

    await u.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(askAssistant).toHaveBeenCalledTimes(1));
    const [sessionId, sent] = vi.mocked(askAssistant).mock.calls[0] ?? [];
    expect(sessionId).toBe(useRecallStore.getState().sessionId);
    expect(sent?.map((memory) => memory.id)).toEqual(['fact-1']);
    expect(useAssistantStore.getState().droppedIds).toEqual([]);
  });

  it("shows a reply as the assistant's, with what it was given", async () => {
    const u = userEvent.setup();
    const sent = await appendChatTurn(getDb(), null, 'Dinner ideas?', T0);
    const given: GivenMemory[] = [{ kind: 'fact', id: 'fact-1', text: 'I am vegetarian' }];
    await appendAssistantTurn(getDb(), sent.sourceId, 'A lentil curry.', given, T0 + 1);
    renderFeature(<ChatView />);

    const reply = await screen.findByTestId('assistant-turn');
    expect(reply.textContent).toContain('Assistant');
    expect(reply.textContent).toContain('A lentil curry.');
    await u.click(within(reply).getByText('It was given 1 memory'));
    expect(within(reply).getByText('I am vegetarian')).toBeTruthy();
  });

  it('holds the next message while a reply is being written, and offers Stop', async () => {
    await updateSettings(getDb(), { chatAssistant: 'endpoint' });
    const sent = await appendChatTurn(getDb(), null, 'Dinner ideas?', T0);
    useRecallStore.setState({ sessionId: sent.sourceId, hasChosenSession: true });
    useAssistantStore.setState({ pending: { sessionId: sent.sourceId, given: [], text: 'Len' } });
    renderFeature(<ChatView />);

    const pending = await screen.findByTestId('assistant-pending');
    expect(pending.textContent).toContain('Len');
    expect(within(pending).getByRole('button', { name: 'Stop' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true),
    );
  });

  it('marks a reply cut off, in both languages, and says why under it with Retry', async () => {
    const sent = await appendChatTurn(getDb(), null, 'Tell me everything', T0);
    await appendAssistantTurn(getDb(), sent.sourceId, 'Well, first', [], T0 + 1, {
      isCutOff: true,
    });
    useRecallStore.setState({ sessionId: sent.sourceId, hasChosenSession: true });
    const failed = { sessionId: sent.sourceId, given: [], message: 'x', isKept: true };
    useAssistantStore.setState({ failed: { ...failed, reason: 'too-long' } });
    renderFeature(<ChatView />);

    const reply = await screen.findByTestId('assistant-turn');
    expect(within(reply).getByTestId('cut-off-mark').textContent).toMatch(/^Cut off/);
    const notice = screen.getByTestId('assistant-failed');
    expect(notice.textContent).toContain('ran past 100,000 characters');
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeTruthy();

    await act(() => i18next.changeLanguage('zh-CN'));
    expect(within(reply).getByTestId('cut-off-mark').textContent).toMatch(/^已中断/);
  });

  it('says a silent assistant did not answer in time', async () => {
    const sent = await appendChatTurn(getDb(), null, 'Hello?', T0);
    useRecallStore.setState({ sessionId: sent.sourceId, hasChosenSession: true });
    const failed = { sessionId: sent.sourceId, given: [], message: 'x', isKept: false };
    useAssistantStore.setState({ failed: { ...failed, reason: 'timeout' } });
    renderFeature(<ChatView />);

    const notice = await screen.findByTestId('assistant-failed');
    expect(notice.textContent).toBe('The assistant did not answer in time.RetryDismiss');
  });
});
