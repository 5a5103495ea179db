import { describe, expect, it } from 'vitest';

import type { BoardEntry, WrittenMessage } from './capture-decisions';
import { closeOffer, closeOrAsk, MAX_CHOICES } from './capture-offers';

const message: WrittenMessage = {
  text: 'All sorted.',
  sourceId: 'entry-1',
  episodeId: 'ep-1',
  turnIndex: null,
  saidAt: Date.UTC(2026, 2, 2, 9),
};
const plan = (id: string): BoardEntry => ({ id, type: 'plan', content: `plan ${id}`, dueAt: null });
const decide = (count: number) =>
  closeOrAsk(
    'ep-1:0',
    message,
    Array.from({ length: count }, (_, i) => plan(String(i))),
    'done',
    'All sorted.',
  );

describe('closeOrAsk', () => {
  it('offers to close the one item that may be meant', () => {
    expect(decide(1)).toMatchObject({ kind: 'offer', suggestion: { kind: 'close', itemId: '0' } });
  });

  it('asks which one among two or three', () => {
    expect(decide(2)).toMatchObject({ kind: 'ask', suggestion: { kind: 'choose-close' } });
    expect(decide(MAX_CHOICES)?.kind).toBe('ask');
  });

  it('decides nothing for none, or for more than a person is asked to choose from', () => {
    expect(decide(0)).toBeNull();
    expect(decide(MAX_CHOICES + 1)).toBeNull();
  });
});

describe('closeOffer', () => {
  it('marks a question offered closed, so it reads "answered"', () => {
    const question: BoardEntry = {
      id: 'q',
      type: 'question',
      content: 'Ferry or fly?',
      dueAt: null,
    };
    expect(closeOffer('ep-1:0', message, question, 'done', 'Ferry it is.')).toMatchObject({
      isQuestion: true,
      outcome: 'done',
    });
    expect(closeOffer('ep-1:0', message, plan('p'), 'done', 'Done.').isQuestion).toBeUndefined();
  });
});
