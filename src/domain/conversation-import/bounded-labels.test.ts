import { describe, expect, it } from 'vitest';

import { TEXT_LIMITS } from '../integrity/text-limits';
import { cutLabel } from './bounded-labels';
import { parseConversationText } from './parse-conversation-text';

describe('labels an import carries', () => {
  it('cuts a label over its limit and marks the cut', () => {
    expect(cutLabel('Trip planning', 100)).toBe('Trip planning');
    const cut = cutLabel('x'.repeat(50), 10);
    expect(cut).toHaveLength(10);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never cuts between the two halves of an emoji', () => {
    const cut = cutLabel('ab😀cd', 4);
    expect(cut).toBe('ab…');
  });

  it('cuts a megabyte title of an export, keeping every turn whole', () => {
    const text = JSON.stringify([
      {
        title: 'T'.repeat(1_000_000),
        mapping: {
          root: { id: 'root', parent: null, children: ['a'], message: null },
          a: {
            id: 'a',
            parent: 'root',
            children: [],
            message: {
              author: { role: 'user' },
              content: { content_type: 'text', parts: ['We should book the ferry to Naxos.'] },
              create_time: 1_700_000_000,
            },
          },
        },
      },
    ]);
    const parsed = parseConversationText(text);
    const [conversation] = parsed.conversations;
    expect(conversation?.title.length).toBe(TEXT_LIMITS.title);
    expect(conversation?.turns[0]?.text).toBe('We should book the ferry to Naxos.');
  });

  it('cuts a speaker name of a transcript that runs past its limit', () => {
    const name = 'N'.repeat(TEXT_LIMITS.speaker + 50);
    const parsed = parseConversationText(`${name}: hello there\nMe: we should meet on Friday\n`);
    for (const turn of parsed.conversations.flatMap((c) => c.turns)) {
      expect(turn.speaker.length).toBeLessThanOrEqual(TEXT_LIMITS.speaker);
    }
  });
});
