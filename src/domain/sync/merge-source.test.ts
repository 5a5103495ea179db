import { describe, expect, it } from 'vitest';

import type { ConversationSource, JournalSource } from '../source';
import { mergeSource } from './merge-source';

const entry = (text: string, revisions?: JournalSource['revisions']): JournalSource => ({
  id: 's1',
  kind: 'journal',
  text,
  createdAt: 1,
  ...(revisions ? { revisions } : {}),
});

const chat = (...texts: string[]): ConversationSource => ({
  id: 'c1',
  kind: 'conversation',
  title: 'Chat',
  format: 'app',
  me: 'me',
  createdAt: 1,
  turns: texts.map((text, index) => ({ index, speaker: 'me', text, at: index })),
});

describe('mergeSource', () => {
  it('keeps the losing correction of an entry as an earlier revision', () => {
    const base = { text: 'Went to the market', replacedAt: 5 };
    const merged = mergeSource(
      entry('Went to the market on Sunday', [base]),
      entry('Went to the farmers market', [base]),
      9,
    );
    expect(merged).toEqual(
      entry('Went to the farmers market', [
        base,
        { text: 'Went to the market on Sunday', replacedAt: 9 },
      ]),
    );
  });

  it('adds nothing when the incoming entry already holds the local text', () => {
    const older = entry('First words');
    const newer = entry('Second words', [{ text: 'First words', replacedAt: 4 }]);
    expect(mergeSource(older, newer, 9)).toBeNull();
    expect(mergeSource(newer, newer, 9)).toBeNull();
  });

  it('keeps the turns of a chat continued on both devices, the losing side after', () => {
    const laptop = chat('Hello', 'Plan the trip');
    const phone = chat('Hello', 'Buy milk');
    const merged = mergeSource(laptop, phone, 9);
    expect(merged?.kind === 'conversation' && merged.turns.map((t) => [t.index, t.text])).toEqual([
      [0, 'Hello'],
      [1, 'Buy milk'],
      [2, 'Plan the trip'],
    ]);
    expect(mergeSource(chat('Hello'), chat('Hello', 'More'), 9)).toBeNull();
  });
});
