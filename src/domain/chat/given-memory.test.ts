import { describe, expect, it } from 'vitest';

import type { Source } from '../source';
import { episodeWriter, GIVEN_LIMITS, memoriesToGive, type GivenMemory } from './given-memory';

function fact(id: string): GivenMemory {
  return { kind: 'fact', id, text: `fact ${id}` };
}

describe('memoriesToGive', () => {
  it('lists items, facts, habits then past conversations, whatever order they came in', () => {
    const given = memoriesToGive(
      [
        { kind: 'episode', id: 'e', text: 'e', at: 0 },
        { kind: 'habit', id: 'h', text: 'h' },
        fact('f'),
        { kind: 'item', id: 'i', text: 'i', itemType: 'idea', status: 'open', saidAt: 0 },
      ],
      [],
    );
    expect(given.map((memory) => memory.id)).toEqual(['i', 'f', 'h', 'e']);
  });

  it('leaves out what the person dropped, and cuts each kind to its limit', () => {
    const facts = Array.from({ length: GIVEN_LIMITS.fact + 2 }, (_, index) => fact(`f${index}`));
    const given = memoriesToGive(facts, ['f0']);
    expect(given).toHaveLength(GIVEN_LIMITS.fact);
    expect(given.map((memory) => memory.id)).not.toContain('f0');
  });
});

describe('episodeWriter', () => {
  const chat: Source = {
    id: 'chat',
    kind: 'conversation',
    title: 'Chat',
    format: 'app',
    me: 'me',
    turns: [],
    createdAt: 0,
  };
  const journal: Source = { id: 'j', kind: 'journal', text: 'x', createdAt: 0 };

  it('names whoever wrote a turn when it was not the person', () => {
    expect(episodeWriter({ speaker: 'assistant' }, chat)).toBe('assistant');
    expect(episodeWriter({ speaker: 'Maya' }, chat)).toBe('Maya');
  });

  it("leaves the person's own words unnamed: their turns, their journal, an unknown source", () => {
    expect(episodeWriter({ speaker: 'me' }, chat)).toBeUndefined();
    expect(episodeWriter({ speaker: null }, journal)).toBeUndefined();
    expect(episodeWriter({ speaker: 'Maya' }, undefined)).toBeUndefined();
  });
});
