import { beforeEach, expect, it } from 'vitest';

import { draftSent, hideForDraft, setDraft, useRecallStore } from './recall-store';

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
