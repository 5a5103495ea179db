import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { appendChatTurn } from '../../db/chat-repo';
import { getDb } from '../../db/database';
import { useRecallStore } from '../../stores/recall-store';
import { T0 } from '../../test/factories';
import { renderFeature, setupAppTests } from '../../test/render';
import { ChatView } from './chat-view';

setupAppTests();
// As after a reload: the page has not chosen a session yet.
beforeEach(() => useRecallStore.setState(useRecallStore.getInitialState(), true));

function turnTexts(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.chat-turn-text')?.textContent ?? '');
}

async function storeTwoSessions() {
  const older = await appendChatTurn(getDb(), null, 'Lisbon or Porto?', T0);
  await appendChatTurn(getDb(), older.sourceId, 'Lisbon, then.', T0 + 60_000);
  const newer = await appendChatTurn(getDb(), null, 'Renew the passport', T0 + 3_600_000);
  await appendChatTurn(getDb(), newer.sourceId, 'And book the flight', T0 + 3_660_000);
  return { older: older.sourceId, newer: newer.sourceId };
}

describe('ChatView after a reload', () => {
  it('resumes the newest session: its turns show with their times, and sends go to it', async () => {
    const { newer } = await storeTwoSessions();
    renderFeature(<ChatView />);

    const current = await screen.findByRole('list', { name: 'Sent in this chat' });
    expect(turnTexts(current)).toEqual(['Renew the passport', 'And book the flight']);
    expect(within(current).getAllByRole('listitem')[0]?.querySelector('time')).toBeTruthy();
    await waitFor(() => expect(useRecallStore.getState().sessionId).toBe(newer));
  });

  it('lists earlier sessions read only, each opening to its turns', async () => {
    const u = userEvent.setup();
    await storeTwoSessions();
    renderFeature(<ChatView />);

    const history = await screen.findByTestId('chat-history');
    const earlier = within(history).getAllByTestId('earlier-chat');
    expect(earlier).toHaveLength(1);
    expect(earlier[0]?.textContent).toContain('Lisbon or Porto?');
    expect(earlier[0]?.textContent).toContain('Messages: 2');

    await u.click(within(history).getByText('Lisbon or Porto?'));
    const turns = await within(history).findByRole('list', { name: /^Messages of the chat begun/ });
    expect(turnTexts(turns)).toEqual(['Lisbon or Porto?', 'Lisbon, then.']);
    expect(within(history).queryByRole('textbox')).toBeNull();
  });

  it('begins a new chat: the resumed one moves to the earlier chats', async () => {
    const u = userEvent.setup();
    await storeTwoSessions();
    renderFeature(<ChatView />);
    await screen.findByRole('list', { name: 'Sent in this chat' });

    await u.click(screen.getByRole('button', { name: 'New chat' }));

    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Sent in this chat' })).toBeNull(),
    );
    expect(useRecallStore.getState().sessionId).toBeNull();
    expect(screen.getAllByTestId('earlier-chat')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'New chat' })).toHaveProperty('disabled', true);
  });

  it('shows no history and offers no new chat before the first message', async () => {
    renderFeature(<ChatView />);
    await screen.findByLabelText('Message draft');
    expect(screen.queryByTestId('chat-history')).toBeNull();
    expect(screen.getByRole('button', { name: 'New chat' })).toHaveProperty('disabled', true);
  });
});
