import { beforeEach, expect, it } from 'vitest';

import {
  draftSent,
  hideForDraft,
  resumeSession,
  setDraft,
  startNewChat,
  useRecallStore,
} from './recall-store';

beforeEach(() => useRecallStore.setState(useRecallStore.getInitialState(), true));

it('clears the draft and its "not now" list once the sent text is stored', () => {
  setDraft('renew the passport');
  hideForDraft('item-1');
  draftSent('session-1', 'renew the passport');
  expect(useRecallStore.getState()).toMatchObject({
    draft: '',
    hiddenIds: [],
    sessionId: 'session-1',
  });
});

it('keeps what was typed while the turn was being stored', () => {
  setDraft('renew the passport');
  setDraft('renew the passport and book the flight');
  hideForDraft('item-1');
  draftSent('session-1', 'renew the passport');
  expect(useRecallStore.getState()).toMatchObject({
    draft: 'renew the passport and book the flight',
    hiddenIds: ['item-1'],
    sessionId: 'session-1',
  });
});

it('resumes a stored session only until the page has settled on one', () => {
  resumeSession('newest');
  expect(useRecallStore.getState()).toMatchObject({ sessionId: 'newest', hasChosenSession: true });
  // A session begun later (another tab) does not pull this page away from its chat.
  resumeSession('even-newer');
  expect(useRecallStore.getState().sessionId).toBe('newest');
});

it('begins a new chat that a late resume does not undo, keeping the draft', () => {
  setDraft('half a thought');
  startNewChat();
  resumeSession('newest');
  expect(useRecallStore.getState()).toMatchObject({ sessionId: null, draft: 'half a thought' });
  draftSent('session-2', 'half a thought');
  resumeSession('newest');
  expect(useRecallStore.getState().sessionId).toBe('session-2');
});
