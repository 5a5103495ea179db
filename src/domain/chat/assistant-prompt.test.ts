import { describe, expect, it } from 'vitest';

import type { Turn } from '../source';
import { ASSISTANT_SPEAKER, assistantMessages, givenLine, systemBlock } from './assistant-prompt';
import type { GivenMemory } from './given-memory';

const DAY = Date.UTC(2026, 10, 2);

function turn(index: number, speaker: string, text: string): Turn {
  return { index, speaker, text, at: DAY + index };
}

const PLAN: GivenMemory = {
  kind: 'item',
  id: 'i1',
  text: 'Book the flights to Lisbon',
  itemType: 'plan',
  status: 'open',
  saidAt: DAY,
};

describe('assistantMessages', () => {
  it('puts the given memories in the system block and the turns by role', () => {
    const messages = assistantMessages(
      [turn(0, 'me', 'Trip ideas?'), turn(1, ASSISTANT_SPEAKER, 'Lisbon?'), turn(2, 'me', 'When?')],
      [PLAN, { kind: 'fact', id: 'f1', text: '我女儿叫小米' }],
    );
    expect(messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(messages[0]?.content).toContain('- plan (open, said 2026-11-02): Book the flights');
    expect(messages[0]?.content).toContain('- fact about them: 我女儿叫小米');
    expect(messages.at(-1)?.content).toBe('When?');
  });

  it('says so when nothing was recalled', () => {
    expect(systemBlock([])).toContain('No notes were recalled');
  });

  it('keeps the newest turns within the budget, and always the last', () => {
    const turns = [turn(0, 'me', 'a'.repeat(50)), turn(1, 'me', 'b'.repeat(50))];
    expect(
      assistantMessages(turns, [], 60)
        .slice(1)
        .map((m) => m.content[0]),
    ).toEqual(['b']);
    const long = [turn(0, 'me', 'c'.repeat(100))];
    expect(assistantMessages(long, [], 10)).toHaveLength(2);
  });

  it('dates a past conversation by the day it was written, and says who wrote it', () => {
    expect(givenLine({ kind: 'episode', id: 'e', text: 'Ran 5k', at: DAY })).toBe(
      '- they wrote on 2026-11-02: Ran 5k',
    );
    const reply = { kind: 'episode', id: 'r', text: 'Try intervals', at: DAY } as const;
    expect(givenLine({ ...reply, by: ASSISTANT_SPEAKER })).toBe(
      '- you (the assistant) wrote on 2026-11-02: Try intervals',
    );
    expect(givenLine({ ...reply, by: 'Maya' })).toBe('- Maya wrote on 2026-11-02: Try intervals');
  });
});
